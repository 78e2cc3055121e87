/**
 * Between what the submission form holds (strings, the keeper's local dates and times) and the
 * body the server takes. Validation is the shared rule's (shared/calendar/event-input.ts): the
 * form and the server refuse the same things with the same message keys; this file only turns a
 * local date and time into an instant and puts each message by the field it is about.
 */
import { EventInput } from '../../../shared/calendar/event-input';
import { parseIsoDate } from '../../../shared/rules/calendar-date';
import type { FieldErrors, Parsed } from '../../lib/forms/use-entry-form';

export interface EventFormValues {
  title: string;
  allDay: boolean;
  /** YYYY-MM-DD from a date input; an all-day event's first day. */
  startDate: string;
  /** HH:MM from a time input (timed events). */
  startTime: string;
  /** An all-day event's last day (optional), or a timed event's end date. */
  endDate: string;
  endTime: string;
  location: string;
  description: string;
  url: string;
}

export const emptyEventValues = (): EventFormValues =>
  ({ title: '', allDay: false, startDate: '', startTime: '', endDate: '', endTime: '', location: '', description: '', url: '' });

/** The instant of a local date and time on this device; undefined when either is missing or not real. */
export function localInstant(date: string, time: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return undefined;
  const { year, month, day } = parseIsoDate(date);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const d = new Date(year, month - 1, day, hours, minutes);
  // Date rolls 31 Feb over into March: such a date was never what the keeper meant.
  return d.getFullYear() === year && d.getMonth() === month - 1 && d.getDate() === day ? d.getTime() : undefined;
}

/** Where a message of the body goes in the form: a missing start names the part that is missing. */
function fieldOf(path: string, v: EventFormValues): keyof EventFormValues {
  if (path === 'startsAt') return v.startDate === '' || v.startTime === '' ? (v.startDate === '' ? 'startDate' : 'startTime') : 'startDate';
  if (path === 'endsAt') return v.endDate === '' || v.endTime === '' ? (v.endDate === '' ? 'endDate' : 'endTime') : 'endDate';
  if (path === 'allDay') return 'allDay';
  return path as keyof EventFormValues;
}

export function toEventInput(v: EventFormValues): Parsed<EventFormValues, EventInput> {
  const details = { title: v.title, location: v.location, description: v.description, url: v.url };
  const candidate = v.allDay
    ? { ...details, allDay: true, startDate: v.startDate || undefined, endDate: v.endDate || null }
    : { ...details, allDay: false, startsAt: localInstant(v.startDate, v.startTime), endsAt: localInstant(v.endDate, v.endTime) };
  const parsed = EventInput.safeParse(candidate);
  if (parsed.success) return { input: parsed.data, errors: null };
  const errors: FieldErrors<EventFormValues> = {};
  for (const issue of parsed.error.issues) errors[fieldOf(String(issue.path[0] ?? ''), v)] ??= issue.message;
  return { input: null, errors };
}
