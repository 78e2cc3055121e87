/**
 * The admin area's contest screens and event approvals against fake servers: /admin/contests lists
 * this month's approved entries by votes and disqualifies one only with a reason and a
 * confirmation, saying the server's refusal in words; /admin/settings checks the settings by the
 * shared schema before sending and says the save or the refusal; /admin/events is the moderator
 * panel's section.
 */
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import type { AdminEntryView } from '../../shared/api/contest';
import { DEFAULT_CONTEST_SETTINGS, type ContestSettings } from '../../shared/contest/settings';
import { AdminContestsPage } from '../../app/features/admin-review/contests-page';
import { AdminEventsPage } from '../../app/features/admin-review/events-page';
import { AdminSettingsPage } from '../../app/features/admin-review/settings-page';
import { calendarEvent, calendarServer } from '../helpers/calendar-fake';
import { renderWithProviders } from '../helpers/render';
import { json, stubFetch, type Call } from '../helpers/session-fixtures';

type Entry = z.infer<typeof AdminEntryView>;
const entry = (id: string, over: Partial<Entry> = {}): Entry => ({
  id, month: '2031-03', caption: `Photo ${id}`, createdAt: Date.UTC(2031, 2, 3), votes: 0, mine: false,
  imageUrl: `/api/contest/entries/${id}/image`, status: 'approved', userId: `keeper-${id}`, ...over,
});

function render(ui: ReactElement, lng: 'en' | 'bg' = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(<QueryClientProvider client={client}>{ui}<Notifications /></QueryClientProvider>, { lng, route: '/admin' });
}

/** The contest's admin calls; `disqualifyAnswer` replaces the success (a status and body). */
function contestServer(state: { entries: Entry[]; settings?: ContestSettings; disqualifyAnswer?: [number, unknown]; settingsAnswer?: [number, unknown] }) {
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:contest');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  let settings = state.settings ?? DEFAULT_CONTEST_SETTINGS;
  return stubFetch((call: Call) => {
    const path = new URL(call.path, 'http://app.test').pathname;
    if (path.endsWith('/image')) return new Response(new Blob([new Uint8Array([1])], { type: 'image/webp' }), { status: 200 });
    if (path === '/api/contest/pending') return json(200, { entries: [], total: 0, page: 1, perPage: 12 });
    if (path === '/api/contest/admin/entries') return json(200, { month: '2031-03', entries: state.entries });
    if (path === '/api/contest/admin/settings' && call.method === 'GET') return json(200, settings);
    if (path === '/api/contest/admin/settings' && call.method === 'PUT') {
      if (state.settingsAnswer) return json(...state.settingsAnswer);
      settings = call.body as ContestSettings;
      return json(200, settings);
    }
    const dq = /^\/api\/contest\/admin\/entries\/([^/]+)\/disqualify$/.exec(path);
    if (dq && call.method === 'POST') {
      if (state.disqualifyAnswer) return json(...state.disqualifyAnswer);
      const target = state.entries.find((e) => e.id === dq[1]);
      if (target) state.entries = state.entries.map((e) => (e.userId === target.userId ? { ...e, status: 'disqualified' } : e));
      return json(200, { id: dq[1], status: 'disqualified', bannedUntil: Date.UTC(2031, 5, 3), entriesRemoved: 2, votesRemoved: 5 });
    }
    return json(404, { error: 'not-found', message: 'No route' });
  });
}

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/admin/contests', () => {
  it('shows the photos to review and this month\'s approved entries, most votes first', async () => {
    contestServer({ entries: [entry('a', { votes: 2 }), entry('b', { votes: 9 }), entry('c', { status: 'pending' }), entry('d', { caption: null, votes: 1 })] });
    render(<AdminContestsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Contest approvals' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Contest photos to review' })).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Approved entries this month' });
    expect(await within(section).findByText('March 2031: 3 approved entries, most votes first.')).toBeInTheDocument();
    const items = within(section).getAllByRole('listitem');
    expect(items.map((i) => i.getAttribute('aria-label'))).toEqual(['Photo b', 'Photo a', expect.stringMatching(/^Photo sent /)]);
    expect(within(items[0] as HTMLElement).getByText('9 votes')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByRole('link', { name: "The keeper's account" })).toHaveAttribute('href', '/admin/users/keeper-b');
  });

  it('disqualifies only with a reason, after a confirmation, and says what it did', async () => {
    const state = { entries: [entry('a', { votes: 4 })] };
    const { calls } = contestServer(state);
    render(<AdminContestsPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Disqualify Photo a' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disqualify this entry?' });
    expect(within(dialog).getByText(/barred|cannot take part in contests for 3 months/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Disqualify' }));
    expect(await within(dialog).findByText('A reason is required.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), '  Votes from fake accounts  ');
    await user.click(within(dialog).getByRole('button', { name: 'Disqualify' }));
    expect(await screen.findByText('“Photo a” is disqualified.')).toBeInTheDocument();
    expect(screen.getByText(/^Entries removed: 2\. Votes withdrawn: 5\. The keeper is barred from contests until /)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([['/api/contest/admin/entries/a/disqualify', { reason: 'Votes from fake accounts' }]]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Disqualify this entry?' })).not.toBeInTheDocument());
    expect(await screen.findByText('March 2031: 0 approved entries, most votes first.')).toBeInTheDocument();
  });

  it('says the server\'s refusal in the admin\'s language', async () => {
    contestServer({ entries: [entry('a')], disqualifyAnswer: [409, { error: 'contest-closed', message: 'English words' }] });
    render(<AdminContestsPage />, 'bg');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Дисквалифицирай „Photo a“' }));
    const dialog = await screen.findByRole('dialog', { name: 'Да се дисквалифицира ли участието?' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Причина/ }), 'Манипулация');
    await user.click(within(dialog).getByRole('button', { name: 'Дисквалифицирай' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Конкурсът за този месец е приключил');
  });
});

describe('/admin/settings', () => {
  const field = (name: string | RegExp) => screen.getByRole('textbox', { name });

  it('shows the saved settings and saves a change', async () => {
    const { calls } = contestServer({ entries: [] });
    render(<AdminSettingsPage />);
    const user = userEvent.setup();
    await waitFor(() => expect(field('Last day for photos')).toHaveValue('20'));
    expect(field('Photos per keeper each month')).toHaveValue('3');
    expect(field('1st place')).toHaveValue('300');
    expect(screen.getByRole('button', { name: 'Save settings' })).toBeDisabled();
    await user.clear(field('Last day for photos'));
    await user.type(field('Last day for photos'), '18');
    await user.clear(field('1st place'));
    await user.type(field('1st place'), '500');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('The contest settings are saved.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ submissionEndDay: 18, entriesPerKeeper: 3, prizes: [500, 200, 100] }]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save settings' })).toBeDisabled());
  });

  it('refuses what the shared schema refuses, field by field, before sending', async () => {
    const { calls } = contestServer({ entries: [] });
    render(<AdminSettingsPage />);
    const user = userEvent.setup();
    await waitFor(() => expect(field('Last day for photos')).toHaveValue('20'));
    fireEvent.change(field('Last day for photos'), { target: { value: '28' } });
    fireEvent.change(field('Photos per keeper each month'), { target: { value: '' } });
    fireEvent.change(field('3rd place'), { target: { value: '250' } });
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Choose a day from 1 to 27.')).toBeInTheDocument();
    expect(screen.getByText('Choose a number from 1 to 10.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('A higher place cannot get fewer ReptiCoins than a lower one.');
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Undo changes' }));
    expect(field('Last day for photos')).toHaveValue('20');
    expect(screen.queryByText('Choose a day from 1 to 27.')).not.toBeInTheDocument();
  });

  it('says the server\'s refusal in words', async () => {
    contestServer({ entries: [], settingsAnswer: [400, { error: 'invalid-request', message: 'x', fields: { submissionEndDay: 'errors.settingsSubmissionEndDay' } }] });
    render(<AdminSettingsPage />, 'bg');
    const user = userEvent.setup();
    const day = await screen.findByRole('textbox', { name: 'Последен ден за снимки' });
    await waitFor(() => expect(day).toHaveValue('20'));
    fireEvent.change(day, { target: { value: '19' } });
    await user.click(screen.getByRole('button', { name: 'Запази настройките' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Сървърът не прие тези настройки. Проверете отбелязаните полета.');
    expect(screen.getByText('Изберете ден от 1 до 27.')).toBeInTheDocument();
  });

  it('shows the shared "needs a connection" state offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => undefined)));
    render(<AdminSettingsPage />);
    expect(await screen.findByText('Needs a connection')).toBeInTheDocument();
  });
});

describe('/admin/events', () => {
  it('is the moderator panel\'s pending events, approved after a confirmation', async () => {
    const event = calendarEvent({ title: 'Plovdiv reptile day', status: 'pending' });
    const { calls } = calendarServer([event]);
    render(<AdminEventsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Event approvals' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve Plovdiv reptile day' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Approve this event?' })).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('No events are waiting for a decision.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([`/api/admin/events/${event.id}/approve`]);
  });
});
