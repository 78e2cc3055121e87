/**
 * The header's bell and its panel (app/features/notifications) against a fake server: the badge
 * (count, "9+"), the 100-character previews, opening a message (modal, links made safely, marked
 * read), mark as read, mark all, hide after a confirmation, the spec's error text, rollback of a
 * refused change, refetching on open and on route change, and offline: the last list marked stale,
 * or the "needs a connection" state when nothing was fetched.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotificationView } from '../../shared/api/notifications';
import { NotificationBell } from '../../app/features/notifications';
import { createQueryClient } from '../../app/lib/query/client';
import { renderWithProviders } from '../helpers/render';
import { json, stubFetch, type Call } from '../helpers/session-fixtures';

const MINUTE = 60_000;

function note(over: Partial<NotificationView> = {}): NotificationView {
  return { id: uuidv7(), type: 'update', title: 'New feature', message: 'Growth charts now show length.', image_url: null, is_read: false, created_at: Date.now() - 5 * MINUTE, ...over };
}

/** A fake server holding `list`; read, read-all and hide change it like the real one. */
function server(initial: NotificationView[], opts: { failGet?: boolean; failPost?: boolean } = {}) {
  let list = [...initial];
  const stub = stubFetch((call: Call) => {
    if (call.method === 'GET' && call.path === '/notifications') return opts.failGet ? json(500, { error: 'internal', message: 'Internal error' }) : json(200, list);
    if (opts.failPost) return json(500, { error: 'internal', message: 'Internal error' });
    const [, id, action] = /^\/notifications\/([^/]+)\/(read|hide)$/.exec(call.path) ?? [];
    if (call.path === '/notifications/read-all') list = list.map((n) => ({ ...n, is_read: true }));
    else if (action === 'read') list = list.map((n) => (n.id === id ? { ...n, is_read: true } : n));
    else if (action === 'hide') list = list.filter((n) => n.id !== id);
    else return json(404, { error: 'not-found', message: 'No such notification.' });
    return json(204, null);
  });
  return { ...stub, gets: () => stub.calls.filter((c) => c.method === 'GET').length, posts: () => stub.calls.filter((c) => c.method === 'POST').map((c) => c.path) };
}

function renderBell(lng: 'en' | 'bg' = 'en') {
  const client = createQueryClient();
  const view = renderWithProviders(
    <QueryClientProvider client={client}>
      <NotificationBell />
      <Link to="/reptiles">Reptiles</Link>
    </QueryClientProvider>,
    { route: '/dashboard', lng },
  );
  return { ...view, client };
}

const bell = (name: string | RegExp = /^Notifications/) => screen.findByRole('button', { name });
const openPanel = async () => {
  await userEvent.click(await bell());
  return screen.findByRole('list', { name: 'Notifications' });
};
const setOnline = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the badge', () => {
  it('shows the unread count in red and names it', async () => {
    server([note(), note(), note({ is_read: true }), note()]);
    renderBell();
    const button = await bell('Notifications, 3 unread');
    expect(within(button).getByText('3')).toBeInTheDocument();
  });

  it('shows "9+" above 9', async () => {
    server(Array.from({ length: 12 }, () => note()));
    renderBell();
    const button = await bell('Notifications, 12 unread');
    expect(within(button).getByText('9+')).toBeInTheDocument();
  });

  it('has no badge when everything is read', async () => {
    server([note({ is_read: true })]);
    renderBell();
    const button = await bell('Notifications');
    await waitFor(() => expect(button).toHaveAccessibleName('Notifications'));
    expect(within(button).queryByText('1')).not.toBeInTheDocument();
  });

  it('counts in Bulgarian', async () => {
    server([note(), note()]);
    renderBell('bg');
    expect(await screen.findByRole('button', { name: 'Известия, 2 непрочетени' })).toBeInTheDocument();
  });
});

describe('the panel', () => {
  it('lists titles with previews cut at 100 characters, types and relative times; fetches again when opened', async () => {
    const long = `${'Shed check. '.repeat(12)}The end.`;
    const fake = server([note({ title: 'Long one', message: long, type: 'alert' }), note({ title: 'Old one', type: 'mystery', created_at: Date.now() - 3 * 60 * MINUTE, is_read: true })]);
    renderBell();
    await bell('Notifications, 1 unread');
    expect(fake.gets()).toBe(1);
    const list = await openPanel();
    await waitFor(() => expect(fake.gets()).toBe(2));
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    // 8 x 12 characters, then the first 4 of the 9th: 100, and "...".
    expect(within(items[0]!).getByText(`${'Shed check. '.repeat(8)}Shed...`)).toBeInTheDocument();
    expect(within(items[0]!).getByRole('button', { name: /^Alert, Unread: Long one/ })).toBeInTheDocument();
    expect(within(items[0]!).getByText('5 minutes ago')).toBeInTheDocument();
    // An unknown type is shown as general.
    expect(within(items[1]!).getByRole('button', { name: /^General: Old one/ })).toBeInTheDocument();
    expect(within(items[1]!).getByText('3 hours ago')).toBeInTheDocument();
  });

  it('says when there is nothing yet', async () => {
    server([]);
    renderBell();
    await userEvent.click(await bell());
    expect(await screen.findByText(/^No notifications yet\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('shows "Error fetching notifications" in red when the list cannot be fetched (after one retry)', async () => {
    const fake = server([], { failGet: true });
    renderBell();
    await userEvent.click(await bell());
    const error = await screen.findByText('Error fetching notifications');
    expect(error).toHaveAttribute('role', 'alert');
    expect(error.getAttribute('style') ?? '').toContain('red');
    // One retry (the query's), never the API client's three more 5 s apart inside each attempt.
    expect(fake.gets()).toBeGreaterThanOrEqual(2);
    expect(fake.gets()).toBeLessThanOrEqual(4);
  });

  it('fetches again on a route change', async () => {
    const fake = server([note()]);
    renderBell();
    await bell('Notifications, 1 unread');
    expect(fake.gets()).toBe(1);
    await userEvent.click(screen.getByRole('link', { name: 'Reptiles' }));
    await waitFor(() => expect(fake.gets()).toBe(2));
  });
});

describe('reading', () => {
  it('opening a message shows it whole with its image and safe links, and marks it read', async () => {
    const n = note({
      title: 'Expo in Sofia',
      message: 'Tickets: [buy here](https://expo.example/tickets). Rules: https://expo.example/rules. Not this: [x](javascript:alert(1)) <img src=x onerror=alert(1)>',
      image_url: 'https://cdn.example/expo.png',
      type: 'event',
    });
    const fake = server([n, note()]);
    renderBell();
    const list = await openPanel();
    await userEvent.click(within(list).getByRole('button', { name: /^Event, Unread: Expo in Sofia/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Expo in Sofia' });
    expect(within(dialog).getByRole('img', { name: 'Picture of the notification “Expo in Sofia”' })).toHaveAttribute('src', 'https://cdn.example/expo.png');
    const buy = within(dialog).getByRole('link', { name: /buy here/ });
    expect(buy).toHaveAttribute('href', 'https://expo.example/tickets');
    expect(buy).toHaveAttribute('target', '_blank');
    expect(buy).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(dialog).getByRole('link', { name: /^https:\/\/expo\.example\/rules/ })).toHaveAttribute('href', 'https://expo.example/rules');
    expect(within(dialog).getAllByRole('link')).toHaveLength(2);
    // HTML stays text: the only image is the notification's own.
    expect(within(dialog).getAllByRole('img')).toHaveLength(1);
    expect(within(dialog).getByText(/\[x\]\(javascript:alert\(1\)\) <img src=x onerror=alert\(1\)>/)).toBeInTheDocument();

    await waitFor(() => expect(fake.posts()).toEqual([`/notifications/${n.id}/read`]));
    expect(await bell('Notifications, 1 unread')).toBeInTheDocument();
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Expo in Sofia' })).not.toBeInTheDocument());
  });

  it('the mark-as-read icon marks one; "Mark all as read" marks the rest', async () => {
    const a = note({ title: 'First' });
    const b = note({ title: 'Second' });
    const c = note({ title: 'Third' });
    const fake = server([a, b, c]);
    renderBell();
    await openPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Mark as read: Second' }));
    expect(await bell('Notifications, 2 unread')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as read: Second' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /^Notifications/, expanded: true })).toHaveAccessibleName('Notifications'));
    expect(screen.queryByRole('button', { name: /^Mark as read/ })).not.toBeInTheDocument();
    expect(fake.posts()).toEqual([`/notifications/${b.id}/read`, '/notifications/read-all']);
  });

  it('undoes a change the server refuses, and says it was not saved', async () => {
    const a = note({ title: 'Stays unread' });
    server([a], { failPost: true });
    renderBell();
    await openPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Mark as read: Stays unread' }));
    expect(await screen.findByText('That change could not be saved. Please try again.')).toBeInTheDocument();
    expect(await bell('Notifications, 1 unread')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark as read: Stays unread' })).toBeInTheDocument();
  });
});

describe('hiding', () => {
  it('asks first; cancelling keeps it, confirming removes it', async () => {
    const keep = note({ title: 'Keep me' });
    const gone = note({ title: 'Hide me' });
    const fake = server([keep, gone]);
    renderBell();
    const list = await openPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Hide: Hide me' }));
    let dialog = await screen.findByRole('dialog', { name: 'Hide this notification?' });
    expect(within(dialog).getByText('“Hide me” will be removed from your list. You can\'t bring it back.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Cancel' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Hide this notification?' })).not.toBeInTheDocument());
    expect(fake.posts()).toEqual([]);
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Hide: Hide me' }));
    dialog = await screen.findByRole('dialog', { name: 'Hide this notification?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Hide: Hide me' })).not.toBeInTheDocument());
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('button', { name: /^Update, Unread: Keep me/ })).toBeInTheDocument();
    expect(fake.posts()).toEqual([`/notifications/${gone.id}/hide`]);
  });
});

describe('offline', () => {
  it('shows the last list fetched, marked as shown from earlier, with changes disabled and no fetch', async () => {
    const fake = server([note({ title: 'Fetched before' })]);
    renderBell();
    await bell('Notifications, 1 unread');
    setOnline(false);
    await userEvent.click(await bell());
    expect(await screen.findByText('Shown from earlier')).toBeInTheDocument();
    const item = screen.getByRole('button', { name: /^Update, Unread: Fetched before/ });
    expect(screen.getByRole('button', { name: 'Mark as read: Fetched before' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Hide: Fetched before' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    // Opened offline: shown, not marked read (that needs the server).
    await userEvent.click(item);
    expect(await screen.findByRole('dialog', { name: 'Fetched before' })).toBeInTheDocument();
    expect(fake.gets()).toBe(1);
    expect(fake.posts()).toEqual([]);
  });

  it('with nothing fetched, says it needs a connection', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fake = server([note()]);
    renderBell();
    await userEvent.click(await bell());
    expect(await screen.findByText('Needs a connection')).toBeInTheDocument();
    expect(screen.queryByText('Loading notifications...')).not.toBeInTheDocument();
    expect(fake.gets()).toBe(0);
  });
});
