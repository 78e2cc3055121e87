/**
 * The ReptiCoins history and the audit log against a fake server: every entry with its sign in
 * text, filters and page in the URL; the audit log's compact before → after diff (table-driven).
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditRow } from '../../shared/api/admin';
import { AdminAuditPage } from '../../app/features/admin/audit-page';
import { auditDiff } from '../../app/features/admin/audit-diff';
import { AdminLedgerPage } from '../../app/features/admin/ledger-page';
import { useSession } from '../../app/lib/session/store';
import { adminState, LocationProbe, locationText, renderAdmin, serveAdmin, signInAdmin, type LedgerRowFixture } from './admin-fixtures';

afterEach(() => {
  useSession.getState().setSignedOut();
  vi.unstubAllGlobals();
});

const U1 = '01900000-0000-7000-8000-000000000001';
const U2 = '01900000-0000-7000-8000-000000000002';
const ledgerRow = (over: Partial<LedgerRowFixture>): LedgerRowFixture => ({
  id: crypto.randomUUID(), userId: U1, email: 'gecko@example.test', username: 'GeckoGal', key: 'achievement:first-feeding', amount: 20, reason: null, at: Date.UTC(2026, 2, 4, 10), ...over,
});

describe('the ReptiCoins history', () => {
  const render = (route: string) => renderAdmin(<Routes><Route path="/admin/repticoins-history" element={<><AdminLedgerPage /><LocationProbe /></>} /></Routes>, route);

  it('lists every entry with its cause, account and a signed amount read as words', async () => {
    serveAdmin(adminState({ ledger: [
      ledgerRow({ key: 'admin:01900000-0000-7000-8000-0000000000a1', amount: -30, reason: 'Duplicate reward' }),
      ledgerRow({ userId: U2, email: 'ball@example.test', username: null, key: 'contest:2026-02:1', amount: 300 }),
    ] }));
    signInAdmin();
    render('/admin/repticoins-history');
    expect(await screen.findByText('2 entries')).toBeInTheDocument();
    const [adjustment, prize] = screen.getAllByRole('listitem') as HTMLElement[];
    expect(within(adjustment as HTMLElement).getByText('Admin adjustment')).toBeInTheDocument();
    expect(within(adjustment as HTMLElement).getByText('Duplicate reward')).toBeInTheDocument();
    expect(within(adjustment as HTMLElement).getByText('-30')).toBeInTheDocument();
    expect(within(adjustment as HTMLElement).getByText('subtracted 30')).toBeInTheDocument();
    expect(within(adjustment as HTMLElement).getByRole('link', { name: 'GeckoGal (gecko@example.test)' })).toHaveAttribute('href', `/admin/users/${U1}`);
    expect(within(prize as HTMLElement).getByText('Photo contest prize')).toBeInTheDocument();
    expect(within(prize as HTMLElement).getByText('+300')).toBeInTheDocument();
  });

  it('filters by account (from the URL) and cause, and sends the days as an inclusive range', async () => {
    const { calls } = serveAdmin(adminState({ ledger: [ledgerRow({}), ledgerRow({ userId: U2, email: 'ball@example.test' })] }));
    signInAdmin();
    render(`/admin/repticoins-history?user=${U1}&from=2026-03-01&to=2026-03-31`);
    expect(await screen.findByText('Account: gecko@example.test')).toBeInTheDocument();
    expect(screen.getByText('1 entry')).toBeInTheDocument();
    const call = new URL(calls.at(-1)?.path ?? '', 'http://app.test');
    expect(call.searchParams.get('user_id')).toBe(U1);
    expect(Number(call.searchParams.get('from'))).toBe(new Date(2026, 2, 1).getTime());
    expect(Number(call.searchParams.get('to'))).toBe(new Date(2026, 3, 1).getTime());
    await userEvent.click(screen.getByRole('combobox', { name: 'Cause' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Plan purchase' }));
    expect(await screen.findByText('No entry matches these filters.')).toBeInTheDocument();
    expect(locationText()).toBe(`/admin/repticoins-history?user=${U1}&from=2026-03-01&to=2026-03-31&cause=purchase`);
    await userEvent.click(screen.getByRole('button', { name: 'Show every account' }));
    expect(locationText()).toBe('/admin/repticoins-history?from=2026-03-01&to=2026-03-31&cause=purchase');
  });
});

const auditRow = (over: Partial<AuditRow>): AuditRow => ({
  id: crypto.randomUUID(), actorId: U1, actorRole: 'admin', actorEmail: 'boss@example.test', action: 'feedback.status', targetType: 'bugReport',
  targetId: '01900000-0000-7000-8000-0000000000b7', before: { status: 'open' }, after: { status: 'inProgress' }, createdAt: Date.UTC(2026, 2, 4, 9), ...over,
});

describe('the audit log', () => {
  it.each([
    ['a changed field', { status: 'open', archived: false }, { status: 'resolved', archived: false }, [{ field: 'status', before: '"open"', after: '"resolved"' }]],
    ['an added field', null, { body: 'Thanks!' }, [{ field: 'body', after: '"Thanks!"' }]],
    ['a removed field', { note: 'x' }, {}, [{ field: 'note', before: '"x"' }]],
    ['a nested field', { plan: { tier: 'HerpPro', expiresAt: 5 } }, { plan: { tier: null, expiresAt: 5 } }, [{ field: 'plan.tier', before: '"HerpPro"', after: 'null' }]],
    ['nothing changed', { a: 1 }, { a: 1 }, []],
    ['nothing recorded', null, null, []],
    ['plain values', 3, 4, [{ field: null, before: '3', after: '4' }]],
  ])('diffs %s', (_, before, after, lines) => {
    expect(auditDiff(before, after)).toEqual(lines);
  });

  it('shows an instant as the screen formats it', () => {
    expect(auditDiff({ disabledAt: null }, { disabledAt: 5, reason: 'Spam' }, (field, v) => (field === 'disabledAt' && typeof v === 'number' ? `day ${v}` : undefined)))
      .toEqual([{ field: 'disabledAt', before: 'null', after: 'day 5' }, { field: 'reason', after: '"Spam"' }]);
  });

  it('cuts long values short', () => {
    const [line] = auditDiff({ body: 'x'.repeat(500) }, {});
    expect(line?.before).toHaveLength(120);
    expect(line?.before?.endsWith('…')).toBe(true);
  });

  const render = (route = '/admin/audit') => renderAdmin(<Routes><Route path="/admin/audit" element={<><AdminAuditPage /><LocationProbe /></>} /></Routes>, route);

  it('shows who did what to what, when, and what changed; filters by actor from an entry and by action', async () => {
    const { calls } = serveAdmin(adminState({ audit: [
      auditRow({}),
      auditRow({ actorId: U2, actorEmail: 'mod@example.test', actorRole: 'moderator', action: 'event.approve', targetType: 'event', before: { status: 'pending' }, after: { status: 'approved' } }),
    ] }));
    signInAdmin();
    render();
    expect(await screen.findByText('2 entries')).toBeInTheDocument();
    // Document order: the first entry, then its change lines.
    const [first] = screen.getAllByRole('listitem');
    expect(within(first as HTMLElement).getByText('Status changed')).toBeInTheDocument();
    expect(within(first as HTMLElement).getByText('Bug report')).toBeInTheDocument();
    expect(within(first as HTMLElement).getByRole('list', { name: 'Changes' })).toHaveTextContent('status: "open" → changed to "inProgress"');
    await userEvent.click(screen.getByRole('button', { name: 'Show only the actions of mod@example.test' }));
    expect(await screen.findByText('1 entry')).toBeInTheDocument();
    expect(screen.getByText('By: mod@example.test')).toBeInTheDocument();
    expect(locationText()).toBe(`/admin/audit?actor=${U2}`);
    expect(calls.at(-1)?.path).toBe(`/api/admin/audit?actor_id=${U2}&page=1&per_page=25`);
    await userEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Action' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Event approved' }));
    expect(await screen.findByText('1 entry')).toBeInTheDocument();
    expect(locationText()).toBe('/admin/audit?action=event.approve');
  });
});
