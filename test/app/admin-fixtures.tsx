/**
 * A fake admin server for the admin area's app tests (test/app/admin-*.test.tsx): it answers the
 * calls of shared/api/admin.ts and the spec's count calls from a state the test shapes, searching
 * and paging the users as the server does, and records every call. Failures carry x-no-retry, as
 * a test cannot wait for the client's retries.
 */
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { v7 as uuidv7 } from 'uuid';
import type { AdminUserDetail, AdminUserRow, AuditRow } from '../../shared/api/admin';
import { BASIC_CLAIMS, useSession, type Claims } from '../../app/lib/session/store';
import { renderWithProviders } from '../helpers/render';
import { json, stubFetch, type Call } from '../helpers/session-fixtures';

export const ADMIN_ID = '01900000-0000-7000-8000-00000000a0a0';

export function signInAs(claims: Partial<Claims>, id = ADMIN_ID) {
  useSession.getState().setSignedIn({ id, email: 'admin@example.test', username: 'boss' }, { ...BASIC_CLAIMS, ...claims });
}
export const signInAdmin = () => signInAs({ isAdmin: true, isModerator: true });

export function userRow(over: Partial<AdminUserRow> = {}): AdminUserRow {
  return {
    id: uuidv7(), email: 'keeper@example.test', username: 'keeper', role: 'user', createdAt: Date.UTC(2026, 0, 5), confirmedAt: Date.UTC(2026, 0, 5),
    disabledAt: null, premiumTier: null, premiumExpiresAt: null, balance: 120, ...over,
  };
}

export const manyUsers = (n: number): AdminUserRow[] =>
  Array.from({ length: n }, (_, i) => userRow({ email: `keeper${String(i + 1).padStart(3, '0')}@example.test`, username: `keeper${i + 1}` }));

export interface LedgerRowFixture { id: string; userId: string; email: string; username: string | null; key: string; amount: number; reason: string | null; at: number }

export interface AdminState {
  users: AdminUserRow[];
  pendingEvents: number;
  pendingEntries: number;
  bugStats: Record<string, number>;
  featureStats: Record<string, number>;
  ledger: LedgerRowFixture[];
  audit: AuditRow[];
  /** Paths (without query) answered 500: a count call that fails, say. */
  failing: string[];
  /** Answers for a POST to the path (e.g. `/api/admin/users/<id>/role`): a status and body. */
  answers: Record<string, [number, unknown]>;
}

export const adminState = (over: Partial<AdminState> = {}): AdminState => ({
  users: [], pendingEvents: 0, pendingEntries: 0, bugStats: {}, featureStats: {}, ledger: [], audit: [], failing: [], answers: {}, ...over,
});

const page = <T,>(rows: T[], url: URL) => {
  const p = Number(url.searchParams.get('page') ?? 1);
  const per = Number(url.searchParams.get('per_page') ?? 25);
  return { items: rows.slice((p - 1) * per, p * per), total: rows.length, page: p, perPage: per };
};

export function detailOf(user: AdminUserRow, ledger: LedgerRowFixture[] = []): AdminUserDetail {
  return {
    user: { ...user, bio: null, location: 'Plovdiv', language: 'en' },
    counts: { reptiles: 4, logs: 37, achievements: 2 },
    ledger: ledger.filter((l) => l.userId === user.id).map(({ id, key, amount, reason, at }) => ({ id, key, amount, reason, at })),
  };
}

/** Serves `state` (read at each call, so a test may change it). */
export function serveAdmin(state: AdminState) {
  return stubFetch((call: Call) => {
    const url = new URL(call.path, 'http://app.test');
    const path = url.pathname;
    if (state.failing.includes(path)) return json(500, { error: 'internal', message: 'SQL said no' }, { 'x-no-retry': 'true' });
    if (call.method === 'POST') {
      const answer = state.answers[path];
      if (answer) return json(answer[0], answer[1], answer[0] >= 500 ? { 'x-no-retry': 'true' } : {});
      if (path.endsWith('/repticoins')) return json(200, { balance: 999, duplicate: false });
      return json(200, {});
    }
    if (path === '/api/admin/events/pending') return json(200, Array.from({ length: state.pendingEvents }, (_, i) => ({ id: `e${i}` })));
    if (path === '/api/contest/pending') return json(200, { entries: [], total: state.pendingEntries, page: 1, perPage: 1 });
    if (path === '/api/admin/bug-reports/stats') return json(200, { statusStats: state.bugStats, total: 0, archived: 0 });
    if (path === '/api/admin/feature-requests/stats') return json(200, { statusStats: state.featureStats, total: 0, archived: 0 });
    if (path === '/api/admin/users') {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const role = url.searchParams.get('role');
      const rows = state.users.filter((u) => (!q || u.email.startsWith(q) || (u.username ?? '').toLowerCase().startsWith(q)) && (!role || u.role === role));
      return json(200, page(rows, url));
    }
    const one = /^\/api\/admin\/users\/([^/]+)$/.exec(path);
    if (one) {
      const user = state.users.find((u) => u.id === one[1]);
      return user ? json(200, detailOf(user, state.ledger)) : json(404, { error: 'not-found', message: 'No such user.' });
    }
    if (path === '/api/admin/repticoins/history') {
      const userId = url.searchParams.get('user_id');
      const cause = url.searchParams.get('cause');
      return json(200, page(state.ledger.filter((l) => (!userId || l.userId === userId) && (!cause || l.key.startsWith(`${cause}:`))), url));
    }
    if (path === '/api/admin/audit') {
      const actor = url.searchParams.get('actor_id');
      const action = url.searchParams.get('action');
      return json(200, page(state.audit.filter((a) => (!actor || a.actorId === actor) && (!action || a.action === action)), url));
    }
    return json(404, { error: 'not-found', message: `No route for ${call.method} ${path}` });
  });
}

/** Shows the router's location, and steps back: what the URL holds, and that back restores it. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="location">{`${pathname}${search}`}</output>
      <button type="button" onClick={() => void navigate(-1)}>history back</button>
    </>
  );
}

export const locationText = () => screen.getByTestId('location').textContent;
export const goBack = () => userEvent.click(screen.getByRole('button', { name: 'history back' }));

/** A fresh query client per test, failing at once (no retries), with the app's other defaults. */
export function renderAdmin(ui: ReactElement, route: string, lng: 'en' | 'bg' = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 5 * 60_000, refetchOnWindowFocus: false }, mutations: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      {ui}
      <Notifications />
    </QueryClientProvider>,
    { route, lng },
  );
}
