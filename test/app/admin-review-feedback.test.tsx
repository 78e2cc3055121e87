/**
 * /admin/bug-reports and /admin/feature-requests (FeedbackAdminPage) against a fake server that
 * filters and pages as sync-server/src/feedback/service.ts does: the filters go to the server and
 * stay in the URL, a row opens its detail (report, device, images, conversation), the status and
 * the archive change there, a reply is required and at most 2000 characters, and closing over an
 * unsent reply asks first. Offline, the shared "needs a connection" state.
 */
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CommentView, FeedbackKind, FeedbackView } from '../../shared/api/feedback';
import { AdminBugReportsPage, AdminFeatureRequestsPage } from '../../app/features/admin-review/feedback-admin-page';
import { renderWithProviders } from '../helpers/render';
import { json, stubFetch, type Call } from '../helpers/session-fixtures';

let seq = 0;
function report(over: Partial<FeedbackView> = {}): FeedbackView {
  seq += 1;
  const id = `0190a000-0000-7000-8000-${String(seq).padStart(12, '0')}`;
  return {
    id, kind: 'bug', description: `Report ${seq}\nMore words.`, steps: null, browser: 'Chrome 131', os: 'Android 15', deviceType: 'mobile',
    status: 'open', archived: false, createdAt: Date.UTC(2031, 2, 1, 9) + seq * 60_000, updatedAt: Date.UTC(2031, 2, 1, 9) + seq * 60_000,
    images: [], commentCount: 0, reporter: { id: `user-${seq}`, email: `keeper${seq}@example.com`, username: null }, ...over,
  };
}

/** Holds items and their comments; answers the admin calls (list with status/archived/q/page, stats, detail, status, archive, comments). */
function feedbackServer(items: FeedbackView[], comments: Record<string, CommentView[]> = {}) {
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:feedback-image');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const stub = stubFetch((call: Call) => {
    const url = new URL(call.path, 'http://app.test');
    const path = url.pathname;
    if (path.startsWith('/api/bug-reports/images/')) return new Response(new Blob([new Uint8Array([1, 2, 3])], { type: 'image/webp' }), { status: 200 });
    const m = /^\/api\/admin\/(bug-reports|feature-requests)(?:\/([^/]+))?(?:\/(status|archive|comments))?$/.exec(path);
    if (!m) return json(404, { error: 'not-found', message: 'No route' });
    const kind: FeedbackKind = m[1] === 'bug-reports' ? 'bug' : 'feature';
    const ofKind = items.filter((i) => i.kind === kind);
    if (!m[2]) {
      const archived = url.searchParams.get('archived') ?? 'false';
      const status = url.searchParams.get('status');
      const q = url.searchParams.get('q')?.toLowerCase();
      const page = Number(url.searchParams.get('page') ?? 1);
      const per = Number(url.searchParams.get('per_page') ?? 20);
      const hits = ofKind.filter((i) => (archived === 'all' || String(i.archived) === archived) && (!status || i.status === status)
        && (!q || i.description.toLowerCase().includes(q) || i.reporter?.email.includes(q))).sort((a, b) => b.createdAt - a.createdAt);
      return json(200, { items: hits.slice((page - 1) * per, page * per), total: hits.length, page, perPage: per });
    }
    if (m[2] === 'stats') {
      const statusStats: Record<string, number> = {};
      for (const i of ofKind.filter((x) => !x.archived)) statusStats[i.status] = (statusStats[i.status] ?? 0) + 1;
      return json(200, { statusStats, total: Object.values(statusStats).reduce((a, b) => a + b, 0), archived: ofKind.filter((x) => x.archived).length });
    }
    const item = ofKind.find((i) => i.id === m[2]);
    if (!item) return json(404, { error: 'not-found', message: 'No such report.' });
    const body = call.body as Record<string, unknown>;
    if (m[3] === 'status') item.status = String(body.status);
    if (m[3] === 'archive') item.archived = Boolean(body.archived);
    if (m[3] === 'comments') {
      const comment: CommentView = { id: `c-${Math.random()}`, body: String(body.body), createdAt: Date.now(), fromTeam: true, authorName: 'admin' };
      (comments[item.id] ??= []).push(comment);
      item.commentCount += 1;
      return json(201, comment);
    }
    if (m[3]) return json(200, item);
    return json(200, { item, comments: comments[item.id] ?? [] });
  });
  const listCalls = () => stub.calls.map((c) => c.path).filter((p) => /^\/api\/admin\/(bug-reports|feature-requests)\?/.test(p));
  return { ...stub, listCalls };
}

function Search() {
  return <output aria-label="search">{useLocation().search}</output>;
}

function renderPage(kind: FeedbackKind = 'bug', { lng = 'en', route }: { lng?: 'en' | 'bg'; route?: string } = {}) {
  const path = kind === 'bug' ? '/admin/bug-reports' : '/admin/feature-requests';
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <Routes>
        <Route path={path} element={<>{kind === 'bug' ? <AdminBugReportsPage /> : <AdminFeatureRequestsPage />}<Search /></>} />
      </Routes>
      <Notifications />
    </QueryClientProvider>,
    { route: route ?? path, lng },
  );
}

const list = () => screen.findByRole('list', { name: 'Bug reports' });

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the list', () => {
  it('shows the queue newest first, with status, reporter, counts, and the status counts in the filter', async () => {
    feedbackServer([
      report({ description: 'App crashes on save', status: 'inProgress', commentCount: 2, images: [{ id: 'i1', url: '/api/bug-reports/images/i1' }] }),
      report({ description: 'Old one', archived: true }),
      report({ description: 'Chart is empty', reporter: { id: 'u9', email: 'gecko@example.com', username: 'GeckoGal' } }),
    ]);
    renderPage();
    const rows = within(await list()).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^Chart is empty.*Open.*GeckoGal \(gecko@example.com\)/),
      expect.stringMatching(/^App crashes on save.*In progress.*2 comments.*1 image/),
    ]);
    expect(screen.getByText('1–2 of 2')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    expect(await screen.findByRole('option', { name: 'In progress (1)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Open (1)' })).toBeInTheDocument();
  });

  it('sends the status, archive and search filters to the server and keeps them in the URL', async () => {
    const { listCalls } = feedbackServer([
      report({ description: 'Crash when adding a gecko' }), report({ description: 'Typo on the dashboard', status: 'resolved' }), report({ description: 'Archived crash', archived: true }),
    ]);
    renderPage();
    const user = userEvent.setup();
    await list();
    expect(listCalls()).toEqual(['/api/admin/bug-reports?archived=false&page=1&per_page=20']);

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: /^Resolved/ }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Bug reports' })).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByLabelText('search')).toHaveTextContent('?status=resolved');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Any status' }));
    await user.click(screen.getByRole('radio', { name: 'All' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'crash');
    await waitFor(() => expect(screen.getByLabelText('search')).toHaveTextContent('?archived=all&q=crash'));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Bug reports' })).getAllByRole('listitem')).toHaveLength(2));
    expect(listCalls().at(-1)).toBe('/api/admin/bug-reports?archived=all&page=1&per_page=20&q=crash');

    await user.click(screen.getByRole('radio', { name: 'Archive' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Bug reports' })).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByText('Archived crash')).toBeInTheDocument();
  });

  it('pages through the server, 20 at a time, and says when nothing matches', async () => {
    const { listCalls } = feedbackServer(Array.from({ length: 23 }, () => report()));
    renderPage();
    const user = userEvent.setup();
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(20);
    expect(screen.getByText('1–20 of 23')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('21–23 of 23');
    expect(within(screen.getByRole('list', { name: 'Bug reports' })).getAllByRole('listitem')).toHaveLength(3);
    expect(listCalls().at(-1)).toBe('/api/admin/bug-reports?archived=false&page=2&per_page=20');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'no such words' } });
    expect(await screen.findByText('Nothing matches these filters.')).toBeInTheDocument();
  });

  it('shows the feature requests with their own statuses, in Bulgarian too', async () => {
    feedbackServer([report({ kind: 'feature', description: 'Dark mode for the rack view', status: 'underReview' })]);
    renderPage('feature', { lng: 'bg' });
    const rows = within(await screen.findByRole('list', { name: 'Предложения за функции' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Разглежда се');
  });

  it('shows the shared "needs a connection" state offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => undefined)));
    renderPage();
    expect(await screen.findByText('Needs a connection')).toBeInTheDocument();
  });
});

describe('the detail', () => {
  const open = async (name: RegExp) => {
    const user = userEvent.setup();
    await user.click(within(await list()).getByRole('button', { name }));
    return { user, drawer: await screen.findByRole('dialog', { name: 'Bug report' }) };
  };

  it('shows the report, its reporter, device, images and conversation', async () => {
    const item = report({
      description: 'Weights vanish\nAfter a sync the last weight is gone.', steps: '1. Add a weight\n2. Sync', browser: 'Firefox 133', os: 'Windows 11', deviceType: 'desktop',
      images: [{ id: 'img-1', url: '/api/bug-reports/images/img-1' }, { id: 'img-2', url: '/api/bug-reports/images/img-2' }], commentCount: 2,
    });
    const { calls } = feedbackServer([item], {
      [item.id]: [
        { id: 'c1', body: 'It happens every time.', createdAt: Date.UTC(2031, 2, 2), fromTeam: false, authorName: null },
        { id: 'c2', body: 'Looking into it.', createdAt: Date.UTC(2031, 2, 3), fromTeam: true, authorName: 'ivan' },
      ],
    });
    renderPage();
    const { drawer } = await open(/^Weights vanish/);
    expect(await within(drawer).findByText(/After a sync the last weight is gone\./)).toBeInTheDocument();
    expect(within(drawer).getByText(/1\. Add a weight/)).toBeInTheDocument();
    expect(within(drawer).getByRole('rowheader', { name: 'Browser' }).nextSibling).toHaveTextContent('Firefox 133');
    expect(within(drawer).getByRole('rowheader', { name: 'Operating system' }).nextSibling).toHaveTextContent('Windows 11');
    expect(within(drawer).getByRole('rowheader', { name: 'Device type' }).nextSibling).toHaveTextContent('Computer');
    expect(within(drawer).getByRole('link', { name: 'Open their account' })).toHaveAttribute('href', `/admin/users/${item.reporter?.id}`);
    expect(await within(drawer).findByRole('img', { name: 'Image 2 of 2' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path.startsWith('/api/bug-reports/images/')).map((c) => c.path)).toEqual(['/api/bug-reports/images/img-1', '/api/bug-reports/images/img-2']);
    expect(within(drawer).getByRole('heading', { name: 'Conversation (2 comments)' })).toBeInTheDocument();
    const comments = within(within(drawer).getByRole('list', { name: 'Comments' })).getAllByRole('listitem');
    expect(comments[0]).toHaveTextContent(/^Reporter.*It happens every time\./);
    expect(comments[1]).toHaveTextContent(/^ivan.*Team.*Looking into it\./);
  });

  it('changes the status and archives, each answered by the server', async () => {
    const item = report({ description: 'Sync stalls' });
    const { calls } = feedbackServer([item]);
    renderPage();
    const { user, drawer } = await open(/^Sync stalls/);
    await user.click(await within(drawer).findByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'In progress' }));
    expect(await screen.findByText('Status changed to “In progress”. The keeper who sent it is notified.')).toBeInTheDocument();
    await waitFor(() => expect(within(drawer).getByRole('combobox', { name: 'Status' })).toHaveValue('In progress'));
    await user.click(within(drawer).getByRole('button', { name: 'Archive' }));
    expect(await within(drawer).findByRole('button', { name: 'Unarchive' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      [`/api/admin/bug-reports/${item.id}/status`, { status: 'inProgress' }],
      [`/api/admin/bug-reports/${item.id}/archive`, { archived: true }],
    ]);
    // The list behind follows: the archived report has left the queue.
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Sync stalls/ })).not.toBeInTheDocument());
  });

  it('requires a reply of at most 2000 characters, sends it and shows it in the conversation', async () => {
    const item = report({ description: 'Reminder fires twice' });
    const { calls } = feedbackServer([item]);
    renderPage();
    const { user, drawer } = await open(/^Reminder fires twice/);
    const box = await within(drawer).findByRole('textbox', { name: 'Reply to the keeper' });
    await user.click(within(drawer).getByRole('button', { name: 'Send reply' }));
    expect(await within(drawer).findByText('Write a reply first.')).toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'x'.repeat(2001) } });
    expect(await within(drawer).findByText('A reply can be at most 2000 characters.')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Send reply' }));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    fireEvent.change(box, { target: { value: '  Fixed in the next update, thank you!  ' } });
    await user.click(within(drawer).getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply sent. The keeper is notified.')).toBeInTheDocument();
    expect(await within(drawer).findByText('Fixed in the next update, thank you!')).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      [`/api/admin/bug-reports/${item.id}/comments`, { body: 'Fixed in the next update, thank you!' }],
    ]);
  });

  it('asks before closing over an unsent reply', async () => {
    feedbackServer([report({ description: 'Photo upload fails' })]);
    renderPage();
    const { user, drawer } = await open(/^Photo upload fails/);
    await user.type(await within(drawer).findByRole('textbox', { name: 'Reply to the keeper' }), 'Half a thought');
    await user.click(within(drawer).getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    const ask = await screen.findByRole('dialog', { name: 'Discard your reply?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep writing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard your reply?' })).not.toBeInTheDocument());
    expect(within(drawer).getByRole('textbox', { name: 'Reply to the keeper' })).toHaveValue('Half a thought');
    await user.keyboard('{Escape}');
    await user.click(within(await screen.findByRole('dialog', { name: 'Discard your reply?' })).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Bug report' })).not.toBeInTheDocument());
  });

  it('closes at once when nothing is written', async () => {
    feedbackServer([report({ description: 'Nothing to say' })]);
    renderPage();
    const { user, drawer } = await open(/^Nothing to say/);
    await within(drawer).findByRole('textbox', { name: 'Reply to the keeper' });
    await user.click(within(drawer).getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Bug report' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: 'Discard your reply?' })).not.toBeInTheDocument();
  });
});
