/**
 * The admin area's frame and its navigation entry: only admins get in (a moderator or a keeper
 * goes to /dashboard before any call), the area lists every section with the API documentation in
 * a new tab, and the navigation's Admin entry shows the spec's badge (pending events + pending
 * contest entries + bug reports not archived), 0 when a call fails or the device is offline.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminLayout } from '../../app/features/admin/admin-layout';
import { AppLayout } from '../../app/layout/app-layout';
import { NAV_ITEMS, visibleTo } from '../../app/layout/nav-items';
import { queryClient } from '../../app/lib/query/client';
import { BASIC_CLAIMS, useSession } from '../../app/lib/session/store';
import { renderWithProviders } from '../helpers/render';
import { adminState, renderAdmin, serveAdmin, signInAdmin, signInAs } from './admin-fixtures';

afterEach(() => {
  useSession.getState().setSignedOut();
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderArea(route = '/admin') {
  return renderAdmin(
    <Routes>
      <Route path="/admin" element={<AdminLayout />}>
        <Route index element={<p>admin overview</p>} />
        <Route path="users" element={<p>admin users</p>} />
      </Route>
      <Route path="/dashboard" element={<p>dashboard</p>} />
    </Routes>,
    route,
  );
}

describe('who may enter /admin', () => {
  it.each([['a keeper', {}], ['a moderator', { isModerator: true }]])('sends %s to /dashboard without asking the server', async (_, claims) => {
    const { calls } = serveAdmin(adminState());
    signInAs(claims);
    renderArea('/admin/users');
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(screen.queryByText('admin users')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('lets an admin in, with every section and the API documentation opening in a new tab', async () => {
    serveAdmin(adminState({ pendingEvents: 2 }));
    signInAdmin();
    renderArea('/admin/users');
    expect(await screen.findByText('admin users')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    // A phone-width screen: the sections are behind one button naming the current one.
    await userEvent.click(within(nav).getByRole('button', { name: /Users/ }));
    const menu = await screen.findByRole('menu');
    const names = within(menu).getAllByRole('menuitem').map((item) => item.textContent);
    expect(names).toEqual([
      'Overview', 'Users', expect.stringMatching(/^Event approvals/), 'Contest approvals', 'Contest settings', 'ReptiCoins history',
      'Notifications', 'Bug reports', 'Feature requests', 'Audit log', 'API documentation (opens in a new tab)',
    ]);
    expect(within(menu).getByRole('menuitem', { name: /Users/ })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('menuitem', { name: /Event approvals/ })).toHaveAttribute('href', '/admin/events');
    expect(await within(menu).findByText('2 waiting')).toBeInTheDocument();
    const docs = within(menu).getByRole('menuitem', { name: /API documentation/ });
    expect(docs).toHaveAttribute('href', '/api-docs');
    expect(docs).toHaveAttribute('target', '_blank');
    expect(docs).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('the navigation entry', () => {
  const entry = NAV_ITEMS.find((i) => i.to === '/admin');

  it.each([
    ['nobody', null, false],
    ['a keeper', BASIC_CLAIMS, false],
    ['a moderator', { ...BASIC_CLAIMS, isModerator: true }, false],
    ['an admin', { ...BASIC_CLAIMS, isAdmin: true, isModerator: true }, true],
  ] as const)('%s: shown %s', (_, claims, shown) => {
    expect(entry && visibleTo(entry, claims)).toBe(shown);
    expect(entry?.bottomBar).toBeFalsy();
  });

  function renderShell() {
    renderWithProviders(<AppLayout />, { route: '/dashboard' });
  }

  it('shows the badge: pending events + pending contest entries + bug reports not archived', async () => {
    const { calls } = serveAdmin(adminState({ pendingEvents: 2, pendingEntries: 3, bugStats: { open: 1, inProgress: 2, resolved: 1 }, featureStats: { open: 9 } }));
    signInAdmin();
    renderShell();
    const [sidebar] = await screen.findAllByRole('navigation', { name: 'Main navigation' });
    const link = await within(sidebar as HTMLElement).findByRole('link', { name: /^Admin/ });
    expect(link).toHaveAttribute('href', '/admin');
    // 2 + 3 + 4: the feature requests are on the index, not in the badge.
    await waitFor(() => expect(link).toHaveAccessibleName(/9 items waiting for an admin/));
    expect(within(link).getByText('9')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(expect.arrayContaining([
      '/api/admin/events/pending', '/api/contest/pending?page=1&per_page=1', '/api/admin/bug-reports/stats',
    ]));
  });

  it('a failing count adds 0 and breaks nothing', async () => {
    serveAdmin(adminState({ pendingEvents: 2, pendingEntries: 3, bugStats: { open: 4 }, failing: ['/api/contest/pending'] }));
    signInAdmin();
    renderShell();
    const [sidebar] = await screen.findAllByRole('navigation', { name: 'Main navigation' });
    const link = await within(sidebar as HTMLElement).findByRole('link', { name: /Admin/ });
    await waitFor(() => expect(link).toHaveAccessibleName(/6 items waiting/));
  });

  it('offline, no badge and no error', async () => {
    serveAdmin(adminState({ pendingEvents: 2 }));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    signInAdmin();
    renderShell();
    const [sidebar] = await screen.findAllByRole('navigation', { name: 'Main navigation' });
    const link = await within(sidebar as HTMLElement).findByRole('link', { name: /Admin/ });
    expect(link).not.toHaveAccessibleName(/waiting/);
  });

  it('a keeper has no entry and sends no count call', async () => {
    const { calls } = serveAdmin(adminState({ pendingEvents: 2 }));
    signInAs({});
    renderShell();
    const [sidebar] = await screen.findAllByRole('navigation', { name: 'Main navigation' });
    await within(sidebar as HTMLElement).findByRole('link', { name: /Dashboard|Home/ });
    expect(within(sidebar as HTMLElement).queryByRole('link', { name: /Admin/ })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path.startsWith('/api/admin'))).toHaveLength(0);
  });
});
