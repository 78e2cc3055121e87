/** General event log: cleaning, maintenance, behaviour notes and anything else. */
import { z } from 'zod';
import { RowId, optionalText } from './common';
import { patchOf, requiredDate } from './fields';

export const EVENT_TYPES = ['cleaning', 'maintenance', 'behaviorNote', 'other'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const EventLogFields = z.object({
  date: requiredDate,
  eventType: z.enum(EVENT_TYPES, { error: 'errors.eventTypeRequired' }),
  description: optionalText(5000),
});

export const EventLog = EventLogFields;
export type EventLog = z.infer<typeof EventLog>;

export const EventLogCreateArgs = EventLogFields.extend({ id: RowId, reptileId: RowId });
export const EventLogUpdateArgs = z.object({ id: RowId, patch: patchOf(EventLogFields) });
export const EventLogDeleteArgs = z.object({ id: RowId });
export type EventLogCreateArgs = z.infer<typeof EventLogCreateArgs>;
export type EventLogUpdateArgs = z.infer<typeof EventLogUpdateArgs>;
