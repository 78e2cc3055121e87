/**
 * /admin/users against a fake server: the total and one page of 25, each row with what an admin
 * looks for and a link to the account; the search goes to the server once typing pauses and
 * lives in the URL with the page and role, so back restores the earlier list.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminUsersPage } from '../../app/features/admin/users-page';
import { useSession } from '../../app/lib/session/store';
import { adminState, goBack, LocationProbe, locationText, manyUsers, renderAdmin, serveAdmin, signInAdmin, userRow } from './admin-fixtures';

afterEach(() => {
  useSession.getState().setSignedOut();
  vi.unstubAllGlobals();
});

function renderUsers(route = '/admin/users', lng: 'en' | 'bg' = 'en') {
  return renderAdmin(
    <Routes>
      <Route path="/admin/users" element={<><AdminUsersPage /><LocationProbe /></>} />
      <Route path="/admin/users/:userId" element={<><p>user page</p><LocationProbe /></>} />
    </Routes>,
    route, lng,
  );
}

const userCalls = (calls: { path: string }[]) => calls.filter((c) => c.path.startsWith('/api/admin/users?')).map((c) => c.path);

describe('the users list', () => {
  it('shows the total and a page of 25, each row with e-mail, username, role, plan, balance and state', async () => {
    const users = manyUsers(60);
    users[0] = userRow({
      ...users[0], email: 'gecko@example.test', username: 'GeckoGal', role: 'moderator', premiumTier: 'HerpPlus',
      premiumExpiresAt: Date.UTC(2031, 2, 3, 12), balance: 1500, disabledAt: Date.UTC(2026, 3, 1),
    });
    const { calls } = serveAdmin(adminState({ users }));
    signInAdmin();
    renderUsers();
    expect(await screen.findByText('60 users')).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(25);
    const first = items[0] as HTMLElement;
    expect(within(first).getByRole('link', { name: 'gecko@example.test' })).toHaveAttribute('href', `/admin/users/${users[0]?.id}`);
    expect(within(first).getByText('Username: GeckoGal')).toBeInTheDocument();
    expect(within(first).getByText('Moderator')).toBeInTheDocument();
    expect(within(first).getByText('HerpPlus, until Mar 3, 2031')).toBeInTheDocument();
    expect(within(first).getByText('1,500 ReptiCoins')).toBeInTheDocument();
    expect(within(first).getByText('Disabled')).toBeInTheDocument();
    expect(screen.getByText('1–25 of 60')).toBeInTheDocument();
    expect(userCalls(calls)).toEqual(['/api/admin/users?page=1&per_page=25']);
  });

  it('pages on the server, with the page in the URL; back returns to the first page', async () => {
    const { calls } = serveAdmin(adminState({ users: manyUsers(60) }));
    signInAdmin();
    renderUsers();
    await screen.findByText('60 users');
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('51–60 of 60')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(locationText()).toBe('/admin/users?page=3');
    expect(userCalls(calls)).toContain('/api/admin/users?page=3&per_page=25');
    await goBack();
    expect(await screen.findByText('1–25 of 60')).toBeInTheDocument();
    expect(locationText()).toBe('/admin/users');
  });

  it('searches once typing pauses, from page 1, with the search in the URL; back restores the box and the list', async () => {
    const users = [...manyUsers(30), userRow({ email: 'python@example.test', username: 'ball' })];
    const { calls } = serveAdmin(adminState({ users }));
    signInAdmin();
    renderUsers('/admin/users?page=2');
    await screen.findByText('26–31 of 31');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'pyth');
    expect(await screen.findByText('1 user')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'python@example.test' })).toBeInTheDocument();
    expect(locationText()).toBe('/admin/users?q=pyth');
    // One call for the pause, not one per keystroke.
    expect(userCalls(calls).filter((p) => p.includes('q='))).toEqual(['/api/admin/users?q=pyth&page=1&per_page=25']);
    await goBack();
    expect(await screen.findByText('26–31 of 31')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(locationText()).toBe('/admin/users?page=2');
  });

  it('a search in the URL fills the box and asks the server for it', async () => {
    const { calls } = serveAdmin(adminState({ users: [userRow({ email: 'zoe@example.test' }), userRow({ email: 'amy@example.test' })] }));
    signInAdmin();
    renderUsers('/admin/users?q=zo');
    expect(await screen.findByRole('link', { name: 'zoe@example.test' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('zo');
    expect(screen.queryByRole('link', { name: 'amy@example.test' })).not.toBeInTheDocument();
    expect(userCalls(calls)).toEqual(['/api/admin/users?q=zo&page=1&per_page=25']);
  });

  it('filters by role, in the URL', async () => {
    const { calls } = serveAdmin(adminState({ users: [userRow({ email: 'mod@example.test', role: 'moderator' }), userRow({ email: 'amy@example.test' })] }));
    signInAdmin();
    renderUsers();
    await screen.findByText('2 users');
    await userEvent.click(screen.getByRole('combobox', { name: 'Role' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Moderator' }));
    expect(await screen.findByText('1 user')).toBeInTheDocument();
    expect(locationText()).toBe('/admin/users?role=moderator');
    expect(userCalls(calls)).toContain('/api/admin/users?role=moderator&page=1&per_page=25');
  });

  it('says when nothing matches', async () => {
    const state = adminState({ users: [] });
    serveAdmin(state);
    signInAdmin();
    renderUsers('/admin/users?q=nobody');
    expect(await screen.findByText('No account matches this search.')).toBeInTheDocument();
  });

  it('a failing list says so without the server\'s words', async () => {
    serveAdmin(adminState({ failing: ['/api/admin/users'] }));
    signInAdmin();
    renderUsers();
    expect(await screen.findByRole('alert')).toHaveTextContent('The users could not be loaded. Please try again.');
    expect(screen.queryByText(/SQL said no/)).not.toBeInTheDocument();
  });

  it('speaks Bulgarian, with its numbers', async () => {
    serveAdmin(adminState({ users: [userRow({ balance: 12500 })] }));
    signInAdmin();
    renderUsers('/admin/users', 'bg');
    expect(await screen.findByText('1 потребител')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Потребители' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/^12\s500 ReptiCoins$/)).toBeInTheDocument());
  });
});
