/**
 * A fake community-calendar server for app tests: it holds events and answers the calendar's and
 * the moderators' calls the way sync-server/src/routes/calendar.ts does (the range, mine, one
 * event, submit, pending, approve, reject with 409 for a decided event), recording every call.
 */
import { v7 as uuidv7 } from 'uuid';
import type { CalendarEventView, PendingEventView } from '../../shared/api/calendar';
import { eventSpan } from '../../shared/calendar/event-times';
import { json, stubFetch, type Call } from './session-fixtures';

export function calendarEvent(over: Partial<PendingEventView> = {}): PendingEventView {
  const startsAt = Date.now() + 3 * 86_400_000;
  return {
    id: uuidv7(), title: 'Reptile expo', allDay: false, startsAt, endsAt: startsAt + 6 * 3_600_000, location: 'Sofia', description: null,
    url: null, status: 'approved', mine: false, decisionNote: null, decidedAt: null, createdAt: Date.now() - 86_400_000,
    submitter: { id: uuidv7(), username: 'GeckoGal' }, ...over,
  };
}

const view = ({ submitter: _, ...e }: PendingEventView): CalendarEventView => e;

export interface FakeOptions {
  /** Answer every call with this status (e.g. 500, 401), asking the client not to retry (x-no-retry), as a test cannot wait its 15 s. */
  failWith?: number;
  /** Decisions answered 409: another moderator was first. */
  decidedElsewhere?: boolean;
}

export function calendarServer(initial: PendingEventView[], opts: FakeOptions = {}) {
  const events = [...initial];
  const stub = stubFetch((call: Call) => {
    if (opts.failWith) return json(opts.failWith, { error: opts.failWith === 401 ? 'auth-required' : 'internal', message: 'Server words, never shown' }, { 'x-no-retry': 'true' });
    const url = new URL(call.path, 'http://app.test');
    const path = url.pathname;
    if (call.method === 'GET' && path === '/api/calendar/events') {
      const from = Number(url.searchParams.get('from'));
      const to = Number(url.searchParams.get('to'));
      return json(200, events.filter((e) => (e.status === 'approved' || e.mine) && eventSpan(e).start < to && eventSpan(e).end > from).map(view));
    }
    if (call.method === 'GET' && path === '/api/calendar/mine') return json(200, events.filter((e) => e.mine).map(view));
    if (call.method === 'POST' && path === '/api/calendar/events') {
      const body = call.body as Record<string, unknown>;
      const created = calendarEvent({ ...(body as Partial<PendingEventView>), status: 'pending', mine: true });
      events.push(created);
      return json(201, view(created));
    }
    // The moderator panel's other section (the contest feature's): nothing waiting.
    if (call.method === 'GET' && path === '/api/contest/pending') return json(200, { entries: [], total: 0, page: 1, perPage: 12 });
    if (call.method === 'GET' && path === '/api/admin/events/pending') return json(200, events.filter((e) => e.status === 'pending'));
    const decision = /^\/api\/admin\/events\/([^/]+)\/(approve|reject)$/.exec(path);
    if (call.method === 'POST' && decision) {
      const event = events.find((e) => e.id === decision[1]);
      if (!event) return json(404, { error: 'not-found', message: 'No such event.' });
      if (opts.decidedElsewhere) event.status = 'approved';
      if (event.status !== 'pending') return json(409, { error: 'already-decided', message: 'Decided', status: event.status });
      event.status = decision[2] === 'approve' ? 'approved' : 'rejected';
      event.decisionNote = decision[2] === 'reject' ? ((call.body as { note?: string | null } | null)?.note ?? null) : null;
      return json(200, event);
    }
    const one = /^\/api\/calendar\/events\/([^/]+)$/.exec(path);
    if (call.method === 'GET' && one) {
      const event = events.find((e) => e.id === one[1] && (e.status === 'approved' || e.mine));
      return event ? json(200, view(event)) : json(404, { error: 'not-found', message: 'No such event.' });
    }
    return json(404, { error: 'not-found', message: `No route for ${call.method} ${path}` });
  });
  return { ...stub, events };
}
