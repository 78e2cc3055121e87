/**
 * /admin's overview against a fake server: the spec's counts from the spec's calls, each linking to
 * its section, and "Failed to fetch admin counts" (spec) when one cannot be fetched.
 */
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminIndexPage } from '../../app/features/admin/admin-index-page';
import { useSession } from '../../app/lib/session/store';
import { adminState, manyUsers, renderAdmin, serveAdmin, signInAdmin } from './admin-fixtures';

afterEach(() => {
  useSession.getState().setSignedOut();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderIndex = (lng: 'en' | 'bg' = 'en') => renderAdmin(<Routes><Route path="/admin" element={<AdminIndexPage />} /></Routes>, '/admin', lng);

describe('the admin overview', () => {
  it('shows each count with a link to its section', async () => {
    const { calls } = serveAdmin(adminState({
      users: manyUsers(1234), pendingEvents: 2, pendingEntries: 5, bugStats: { open: 3, inProgress: 1 }, featureStats: { open: 4, planned: 2 },
    }));
    signInAdmin();
    renderIndex();
    expect(await screen.findByRole('link', { name: /^Pending events: 2\. / })).toHaveAttribute('href', '/admin/events');
    expect(await screen.findByRole('link', { name: /^Pending contest entries: 5\. / })).toHaveAttribute('href', '/admin/contests');
    expect(await screen.findByRole('link', { name: /^Bug reports: 4\. / })).toHaveAttribute('href', '/admin/bug-reports');
    expect(await screen.findByRole('link', { name: /^Feature requests: 6\. / })).toHaveAttribute('href', '/admin/feature-requests');
    expect(await screen.findByRole('link', { name: /^Users: 1,234\. / })).toHaveAttribute('href', '/admin/users');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls.map((c) => c.path).sort()).toEqual([
      '/api/admin/bug-reports/stats', '/api/admin/events/pending', '/api/admin/feature-requests/stats', '/api/admin/users?page=1&per_page=1',
      '/api/contest/pending?page=1&per_page=1',
    ]);
  });

  it('says "Failed to fetch admin counts" when one fails, and shows the others', async () => {
    serveAdmin(adminState({ pendingEvents: 2, failing: ['/api/admin/bug-reports/stats'] }));
    signInAdmin();
    renderIndex();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch admin counts');
    expect(await screen.findByRole('link', { name: /^Pending events: 2\. / })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Bug reports\. / })).toBeInTheDocument();
    expect(screen.queryByText(/SQL said no/)).not.toBeInTheDocument();
  });

  it('offline, the shared "needs a connection" state', async () => {
    serveAdmin(adminState());
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    signInAdmin();
    renderIndex();
    expect(await screen.findByText('Needs a connection')).toBeInTheDocument();
  });

  it('speaks Bulgarian', async () => {
    serveAdmin(adminState({ pendingEvents: 1, failing: ['/api/contest/pending'] }));
    signInAdmin();
    renderIndex('bg');
    expect(await screen.findByRole('link', { name: /^Чакащи събития: 1\. / })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Броячите на администрацията не можаха да се заредят');
  });
});
