/**
 * Between what the event form holds (strings) and what a mutation carries. Validation is the
 * shared schema's (shared/schemas/event-log); messages are keys of the `logs` namespace.
 */
import { EventLog, type EventType } from '../../../shared/schemas/event-log';
import type { LocalLog } from '../../lib/db';
import type { Parsed } from '../../lib/forms/use-entry-form';
import type { LogInput, LogPatchInput } from '../logs';
import { changedFields, parseWith } from '../log-tabs';

export type EventInput = LogInput<'eventLogs'>;
export type EventPatch = LogPatchInput<'eventLogs'>;

export interface EventFormValues {
  date: string;
  /** '' until the keeper chooses: the type is required, so nothing is chosen for them. */
  eventType: EventType | '';
  description: string;
}

export const emptyEventValues = (today: string): EventFormValues => ({ date: today, eventType: '', description: '' });

export const valuesFromEvent = (log: LocalLog<'eventLogs'>): EventFormValues =>
  ({ date: log.date, eventType: log.eventType, description: log.description ?? '' });

// An unchosen type goes to the schema as missing, which answers "Event type is required.".
const candidateOf = (v: EventFormValues): Required<EventInput> =>
  ({ date: v.date.trim(), eventType: (v.eventType || undefined) as EventType, description: v.description.trim() || null });

export const toEventInput = (v: EventFormValues): Parsed<EventFormValues, EventInput> =>
  parseWith<EventFormValues, EventInput>(EventLog, candidateOf(v));

/** Only what the keeper changed. */
export const changedEventPatch = (initial: EventFormValues, input: EventInput): EventPatch =>
  changedFields(candidateOf(initial), input);
