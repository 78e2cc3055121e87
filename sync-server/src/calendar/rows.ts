/**
 * community_events rows and how the calls show them: one column list and one mapper, so every
 * query answers the same shape. A moderator's note is the submitter's and the moderators' to read.
 */
import type { CalendarEventView, EventStatus } from '../../../shared/api/calendar';
import type { Role } from '../auth/access-token';

export const EVENT_COLUMNS = `e.id, e.submitter_id AS "submitterId", e.title, e.starts_at AS "startsAt", e.ends_at AS "endsAt",
  e.all_day AS "allDay", e.location, e.description, e.url, e.status, e.decision_note AS "decisionNote",
  e.decided_at AS "decidedAt", e.created_at AS "createdAt"`;

export interface EventRow {
  id: string;
  submitterId: string;
  title: string;
  startsAt: number | string;
  endsAt: number | string | null;
  allDay: boolean | number;
  location: string | null;
  description: string | null;
  url: string | null;
  status: EventStatus;
  decisionNote: string | null;
  decidedAt: number | string | null;
  createdAt: number | string;
}

export interface Viewer {
  id: string;
  role: Role;
}

export const moderates = (viewer: Viewer): boolean => viewer.role === 'moderator' || viewer.role === 'admin';

const orNull = (v: number | string | null): number | null => (v === null ? null : Number(v));

export function toView(row: EventRow, viewer: Viewer): CalendarEventView {
  const mine = row.submitterId === viewer.id;
  return {
    id: row.id,
    title: row.title,
    allDay: Boolean(row.allDay),
    startsAt: Number(row.startsAt),
    endsAt: orNull(row.endsAt),
    location: row.location,
    description: row.description,
    url: row.url,
    status: row.status,
    mine,
    decisionNote: mine || moderates(viewer) ? row.decisionNote : null,
    decidedAt: orNull(row.decidedAt),
    createdAt: Number(row.createdAt),
  };
}
