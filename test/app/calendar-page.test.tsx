/**
 * /calendar against a fake server: the month grid with events on their days (the keeper's own
 * unapproved ones marked), moving between months, the day's list, the list view of upcoming
 * events, the keeper's submissions with the moderator's note, the offline and error states, and
 * the "Submit an event" form: its validation messages in the keeper's language and what it sends.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CalendarPage } from '../../app/features/calendar/calendar-page';
import { createQueryClient } from '../../app/lib/query/client';
import { calendarEvent, calendarServer } from '../helpers/calendar-fake';
import { enterDate, shownDate } from '../helpers/date-field';
import { renderWithProviders } from '../helpers/render';
import { stubFetch } from '../helpers/session-fixtures';

const now = new Date();
const Y = now.getFullYear();
const M = now.getMonth();
/** Local noon of a day of this month (or a month away): on that day in any zone the test runs in. */
const noon = (day: number, monthOffset = 0) => new Date(Y, M + monthOffset, day, 12).getTime();
const iso = (y: number, m: number, d: number) => `${y}-${String(m + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const fullDate = (y: number, m: number, d: number, lng = 'en') => new Intl.DateTimeFormat(lng, { dateStyle: 'full', timeZone: 'UTC' }).format(Date.UTC(y, m, d));
const dayButton = (d: number) => screen.findByRole('button', { name: new RegExp(`^${fullDate(Y, M, d)}, `) });
const cellOf = async (d: number) => (await dayButton(d)).closest('td') as HTMLElement;

function renderPage(lng: 'en' | 'bg' = 'en') {
  return renderWithProviders(<QueryClientProvider client={createQueryClient()}><CalendarPage /></QueryClientProvider>, { route: '/calendar', lng });
}

const setOnline = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
};

afterEach(() => {
  setOnline(true);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the month view', () => {
  it('shows an event on its day, as a link to its page, and the day says how many', async () => {
    const expo = calendarEvent({ title: 'Plovdiv expo', startsAt: noon(14), endsAt: noon(14) + 3_600_000 });
    calendarServer([expo, calendarEvent({ title: 'Next month swap', startsAt: noon(10, 1), endsAt: noon(10, 1) + 3_600_000 })]);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Community events' })).toBeInTheDocument();
    expect(await dayButton(14)).toHaveAccessibleName(`${fullDate(Y, M, 14)}, 1 event`);
    const cell = await cellOf(14);
    expect(within(cell).getByRole('link', { name: /Plovdiv expo/ })).toHaveAttribute('href', `/calendar/${expo.id}`);
    expect(await dayButton(15)).toHaveAccessibleName(`${fullDate(Y, M, 15)}, no events`);
    expect(within(await cellOf(15)).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText('Next month swap')).not.toBeInTheDocument();
  });

  it('places an all-day event on each of its dates', async () => {
    calendarServer([calendarEvent({ title: 'Weekend fair', allDay: true, startsAt: Date.UTC(Y, M, 20), endsAt: Date.UTC(Y, M, 21) })]);
    renderPage();
    for (const d of [20, 21]) expect(within(await cellOf(d)).getByRole('link', { name: 'Weekend fair' })).toBeInTheDocument();
    expect(within(await cellOf(22)).queryByRole('link')).not.toBeInTheDocument();
  });

  it('moves to the next and previous month and back to today, asking the server for each month\'s span', async () => {
    const { calls } = calendarServer([calendarEvent({ title: 'Next month swap', startsAt: noon(10, 1), endsAt: noon(10, 1) + 3_600_000 })]);
    renderPage();
    const monthName = (offset: number) => new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric' }).format(new Date(Y, M + offset, 1));
    expect(await screen.findByRole('heading', { level: 2, name: monthName(0) })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('heading', { level: 2, name: monthName(1) })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Next month swap/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByRole('heading', { level: 2, name: monthName(-1) })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(await screen.findByRole('heading', { level: 2, name: monthName(0) })).toBeInTheDocument();
    expect(new Set(calls.filter((c) => c.path.startsWith('/api/calendar/events?')).map((c) => c.path)).size).toBe(3);
  });

  it('lists the chosen day\'s events below the grid', async () => {
    calendarServer([calendarEvent({ title: 'Morning talk', startsAt: noon(9), endsAt: noon(9) + 3_600_000, location: 'Varna' })]);
    renderPage();
    await userEvent.click(await dayButton(9));
    const section = screen.getByRole('region', { name: fullDate(Y, M, 9) });
    expect(within(section).getByRole('link', { name: 'Morning talk' })).toBeInTheDocument();
    expect(within(section).getByText('Varna')).toBeInTheDocument();
    expect(await dayButton(9)).toHaveAttribute('aria-pressed', 'true');
  });

  it('marks the keeper\'s own pending and rejected events, and lists them with the moderator\'s note', async () => {
    calendarServer([
      calendarEvent({ title: 'My meetup', status: 'pending', mine: true, startsAt: noon(11), endsAt: noon(11) + 3_600_000 }),
      calendarEvent({ title: 'My swap', status: 'rejected', mine: true, decisionNote: 'Please add the venue.', startsAt: noon(12), endsAt: noon(12) + 3_600_000 }),
    ]);
    renderPage();
    expect(within(await cellOf(11)).getByRole('link', { name: /My meetup \(Waiting for approval\)/ })).toBeInTheDocument();
    expect(within(await cellOf(12)).getByRole('link', { name: /My swap \(Not approved\)/ })).toBeInTheDocument();
    const mine = await screen.findByRole('region', { name: 'Your submissions' });
    expect(within(mine).getByText('Waiting for approval')).toBeInTheDocument();
    expect(within(mine).getByText('Not approved')).toBeInTheDocument();
    expect(within(mine).getByText('Moderator\'s note: Please add the venue.')).toBeInTheDocument();
  });
});

describe('the list view', () => {
  it('lists the upcoming events in order, leaving out those already over', async () => {
    const soon = Date.now() + 2 * 86_400_000;
    calendarServer([
      calendarEvent({ title: 'Later fair', startsAt: soon + 40 * 86_400_000, endsAt: soon + 40 * 86_400_000 + 3_600_000 }),
      calendarEvent({ title: 'Soon meetup', startsAt: soon, endsAt: soon + 3_600_000 }),
      calendarEvent({ title: 'Over already', startsAt: Date.now() - 3 * 3_600_000, endsAt: Date.now() - 2 * 3_600_000 }),
    ]);
    renderPage();
    await userEvent.click(screen.getByRole('radio', { name: 'List' }));
    const section = await screen.findByRole('region', { name: 'Upcoming events' });
    await waitFor(() => expect(within(section).getAllByRole('link').map((a) => a.textContent)).toEqual(['Soon meetup', 'Later fair']));
  });

  it('says when there is nothing coming up', async () => {
    calendarServer([]);
    renderPage();
    await userEvent.click(screen.getByRole('radio', { name: 'List' }));
    expect(await screen.findByText(/No upcoming events yet/)).toBeInTheDocument();
  });
});

describe('without the server', () => {
  it('offline with nothing fetched: the shared "needs a connection" state at once, never a spinner', async () => {
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    setOnline(false);
    renderPage();
    expect(await screen.findByText('Needs a connection')).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading events')).not.toBeInTheDocument();
  });

  it('offline after a visit: the month fetched before, marked as shown from earlier', async () => {
    calendarServer([calendarEvent({ title: 'Plovdiv expo', startsAt: noon(14), endsAt: noon(14) + 3_600_000 })]);
    renderPage();
    expect(within(await cellOf(14)).getByRole('link', { name: /Plovdiv expo/ })).toBeInTheDocument();
    setOnline(false);
    expect(await screen.findByText('Shown from earlier')).toBeInTheDocument();
    expect(within(await cellOf(14)).getByRole('link', { name: /Plovdiv expo/ })).toBeInTheDocument();
  });

  it.each([
    [500, 'The events could not be loaded. Please try again.'],
    [401, 'Your session has ended. Please sign in again to see the events.'],
  ])('a %i answer shows the spec\'s calendar error in words of ours, never the server\'s, and a retry', async (status, text) => {
    const { calls } = calendarServer([], { failWith: status });
    renderPage();
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByText('Server words, never shown')).not.toBeInTheDocument();
    const before = calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls.length).toBeGreaterThan(before));
  });
});

describe('submitting an event', () => {
  const openForm = async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Submit an event' }));
    return screen.findByRole('dialog', { name: 'Submit an event' });
  };
  const send = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: 'Submit for review' }));

  it('shows the spec\'s messages by their fields and sends nothing', async () => {
    const { calls } = calendarServer([]);
    renderPage();
    const dialog = await openForm();
    await send(dialog);
    expect(within(dialog).getByLabelText(/^Title/)).toHaveAccessibleDescription('Enter a title.');
    expect(within(dialog).getByLabelText(/^Start date/)).toHaveAccessibleDescription('Choose when the event starts.');
    expect(within(dialog).getByLabelText(/^End date/)).toHaveAccessibleDescription('Choose when the event ends.');

    await userEvent.type(within(dialog).getByLabelText(/^Title/), 'Expo');
    await enterDate(within(dialog).getByLabelText(/^Start date/), iso(Y + 1, 4, 3));
    await userEvent.type(within(dialog).getByLabelText(/^Start time/), '10:00');
    await userEvent.type(within(dialog).getByLabelText(/^End time/), '09:00');
    await userEvent.type(within(dialog).getByLabelText(/^Event website/), 'javascript:alert(1)');
    await send(dialog);
    expect(within(dialog).getByLabelText(/^End date/)).toHaveAccessibleDescription('The end must be after the start.');
    expect(within(dialog).getByLabelText(/^Event website/)).toHaveAccessibleDescription(/Enter a web address starting with http:\/\/ or https:\/\//);
    expect(within(dialog).getByLabelText(/^Title/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('says which part of the start is missing: a date without a time', async () => {
    calendarServer([]);
    renderPage();
    const dialog = await openForm();
    await enterDate(within(dialog).getByLabelText(/^Start date/), iso(Y + 1, 4, 3));
    await send(dialog);
    expect(within(dialog).getByLabelText(/^Start time/)).toHaveAccessibleDescription('Choose when the event starts.');
    expect(within(dialog).getByLabelText(/^Start date/)).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the messages in Bulgarian for a keeper who reads Bulgarian', async () => {
    calendarServer([]);
    renderPage('bg');
    await userEvent.click(await screen.findByRole('button', { name: 'Предложете събитие' }));
    const dialog = await screen.findByRole('dialog', { name: 'Предложете събитие' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Изпратете за преглед' }));
    expect(within(dialog).getByLabelText(/^Заглавие/)).toHaveAccessibleDescription('Въведете заглавие.');
    expect(within(dialog).getByLabelText(/^Начална дата/)).toHaveAccessibleDescription('Изберете кога започва събитието.');
  });

  it('sends a timed event as instants of the keeper\'s local times, then shows it pending on its day', async () => {
    const { calls } = calendarServer([]);
    renderPage();
    const dialog = await openForm();
    await userEvent.type(within(dialog).getByLabelText(/^Title/), '  Gecko meetup ');
    await enterDate(within(dialog).getByLabelText(/^Start date/), iso(Y, M, 16));
    await userEvent.type(within(dialog).getByLabelText(/^Start time/), '18:30');
    // The end date followed the start date.
    expect(within(dialog).getByLabelText(/^End date/)).toHaveValue(shownDate(iso(Y, M, 16)));
    await userEvent.type(within(dialog).getByLabelText(/^End time/), '21:00');
    await userEvent.type(within(dialog).getByLabelText(/^Location/), 'Sofia, Café Gecko');
    await send(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe('/api/calendar/events');
    expect(post?.body).toEqual({
      title: 'Gecko meetup', allDay: false, startsAt: new Date(Y, M, 16, 18, 30).getTime(), endsAt: new Date(Y, M, 16, 21).getTime(),
      location: 'Sofia, Café Gecko', description: null, url: null,
    });
    expect(await within(await cellOf(16)).findByRole('link', { name: /Gecko meetup \(Waiting for approval\)/ })).toBeInTheDocument();
  });

  it('sends an all-day event as its dates, with no times asked', async () => {
    const { calls } = calendarServer([]);
    renderPage();
    const dialog = await openForm();
    await userEvent.type(within(dialog).getByLabelText(/^Title/), 'Swap meet');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'All day' }));
    expect(within(dialog).queryByLabelText(/^Start time/)).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^First day/), iso(Y + 1, 4, 3));
    await send(dialog);
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ title: 'Swap meet', allDay: true, startDate: iso(Y + 1, 4, 3), endDate: null, location: null, description: null, url: null });
  });

  it('says so when the keeper has submitted their day\'s share', async () => {
    const { fn } = calendarServer([]);
    fn.mockImplementation(async () => new Response(JSON.stringify({ error: 'event-limit', message: 'x', limit: 5 }), { status: 429, headers: { 'content-type': 'application/json' } }));
    renderPage();
    const dialog = await openForm();
    await userEvent.click(within(dialog).getByRole('switch', { name: 'All day' }));
    await userEvent.type(within(dialog).getByLabelText(/^Title/), 'Swap meet');
    await userEvent.type(within(dialog).getByLabelText(/^First day/), iso(Y + 1, 4, 3));
    await send(dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You have submitted 5 events in the last 24 hours. Please try again tomorrow.');
  });
});
