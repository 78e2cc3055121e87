/**
 * A fake contest server for the app tests of the contest screens (test/app/contest-*.test.tsx):
 * answers per path from a state the test shapes, records every call, and serves images as small
 * blobs. Rendering wraps the screen in its own query client (no retries, so failures show at once).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { EntryView, MonthResults, OwnEntryView, PendingEntryView, PeriodsResponse, VoteStatusResponse } from '../../shared/api/contest';
import { DEFAULT_CONTEST_SETTINGS } from '../../shared/contest/settings';
import { createQueryClient } from '../../app/lib/query/client';
import { renderWithProviders } from '../helpers/render';
import { json, stubFetch, type Call } from '../helpers/session-fixtures';

const DAY = 86_400_000;

export function period(phase: PeriodsResponse['phase'], over: Partial<PeriodsResponse> = {}): PeriodsResponse {
  const now = Date.now();
  return {
    now, month: '2031-03', phase, phaseEndsAt: now + 2 * DAY + 3 * 3_600_000 + 5 * 60_000,
    schedule: { opensAt: Date.UTC(2031, 2, 1), votingStartsAt: Date.UTC(2031, 2, 21), closesAt: Date.UTC(2031, 2, 31, 18), prizesAt: Date.UTC(2031, 2, 31, 18, 30), endsAt: Date.UTC(2031, 3, 1) },
    settings: DEFAULT_CONTEST_SETTINGS, bannedUntil: null, ...over,
  };
}

export const entry = (id: string, over: Partial<EntryView> = {}): EntryView =>
  ({ id, month: '2031-03', caption: `Photo ${id}`, createdAt: Date.UTC(2031, 2, 3), votes: null, mine: false, imageUrl: `/api/contest/entries/${id}/image`, ...over });

export const ownEntry = (id: string, status: OwnEntryView['status'], over: Partial<OwnEntryView> = {}): OwnEntryView =>
  ({ ...entry(id, { mine: true }), status, ...over });

export interface FakeContest {
  periods: PeriodsResponse;
  entries: EntryView[];
  mine: OwnEntryView[];
  closed: boolean;
  voteStatus: VoteStatusResponse;
  results: MonthResults[];
  /** Months per results page (the server's is 12). */
  resultsPage?: number;
  pending: PendingEntryView[];
  /** Answers for the writes: a status and body, or undefined for the default success. */
  submitAnswer?: [number, unknown];
  voteAnswer?: [number, unknown];
}

export function fakeContest(over: Partial<FakeContest> = {}): FakeContest {
  return {
    periods: period('submission'), entries: [], mine: [], closed: false,
    voteStatus: { month: '2031-03', voted: false, entryId: null }, results: [], pending: [], ...over,
  };
}

/** Serves `state` (read at each call, so a test may change it) and answers writes as it says. */
export function serveContest(state: FakeContest) {
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:contest-${Math.random()}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  return stubFetch((call: Call) => {
    const url = new URL(call.path, 'http://localhost');
    const path = url.pathname;
    if (path.endsWith('/image')) return new Response(new Blob([new Uint8Array([1, 2, 3])], { type: 'image/webp' }), { status: 200 });
    if (path === '/api/contest/periods') return json(200, state.periods);
    if (path === '/api/contest/submissions') return json(200, { month: state.periods.month, closed: state.closed, entries: state.entries, mine: state.mine });
    if (path === '/api/contest/vote-status') return json(200, state.voteStatus);
    if (path === '/api/contest/results') {
      const before = url.searchParams.get('before');
      const older = state.results.filter((m) => !before || m.month < before);
      const size = state.resultsPage ?? 12;
      return json(200, { months: older.slice(0, size), more: older.length > size });
    }
    if (path === '/api/contest/pending') {
      const page = Number(url.searchParams.get('page'));
      const per = Number(url.searchParams.get('per_page'));
      return json(200, { entries: state.pending.slice((page - 1) * per, page * per), total: state.pending.length, page, perPage: per });
    }
    if (path === '/api/contest/submit' && call.method === 'POST') {
      const [status, body] = state.submitAnswer ?? [201, { entry: ownEntry('new-entry', 'pending', { caption: url.searchParams.get('caption') }) }];
      if (status === 201) state.mine = [...state.mine, (body as { entry: OwnEntryView }).entry];
      return json(status, body);
    }
    if (path === '/api/contest/vote' && call.method === 'POST') {
      const { entryId } = call.body as { entryId: string };
      const [status, body] = state.voteAnswer ?? [200, { month: state.periods.month, entryId }];
      if (status === 200) state.voteStatus = { month: state.periods.month, voted: true, entryId };
      return json(status, body);
    }
    const decision = /^\/api\/contest\/entries\/([^/]+)\/(approve|reject)$/.exec(path);
    if (decision && call.method === 'POST') {
      state.pending = state.pending.filter((p) => p.id !== decision[1]);
      return json(200, { id: decision[1], status: decision[2] === 'approve' ? 'approved' : 'rejected' });
    }
    return json(404, { error: 'not-found', message: 'No route' });
  });
}

export function renderContest(ui: ReactElement, lng: 'en' | 'bg' = 'en') {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return renderWithProviders(<QueryClientProvider client={client}>{ui}</QueryClientProvider>, { route: '/contest', lng });
}
