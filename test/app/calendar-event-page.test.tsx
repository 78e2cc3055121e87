/**
 * /calendar/:id against a fake server: the details, a link to the event's own site that cannot
 * reach back into the app (noopener noreferrer, a new tab, http(s) only), "Add to my calendar"
 * saving the .ics the shared writer makes, the keeper's own pending or rejected event saying so,
 * and an event that is not there (or not theirs) reading as not found.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EventPage } from '../../app/features/calendar/event-page';
import { createQueryClient } from '../../app/lib/query/client';
import type { PendingEventView } from '../../shared/api/calendar';
import { calendarEvent, calendarServer } from '../helpers/calendar-fake';
import { renderWithProviders } from '../helpers/render';

function renderEvent(id: string, lng: 'en' | 'bg' = 'en') {
  return renderWithProviders(
    <QueryClientProvider client={createQueryClient()}>
      <Routes><Route path="/calendar/:id" element={<EventPage />} /></Routes>
    </QueryClientProvider>,
    { route: `/calendar/${id}`, lng },
  );
}

const at = Date.UTC(2030, 4, 3, 9);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('an approved event', () => {
  const expo = (over: Partial<PendingEventView> = {}) => calendarEvent({
    title: 'Plovdiv reptile expo', startsAt: at, endsAt: at + 7 * 3_600_000, location: 'Plovdiv, Hall 4',
    description: 'Breeders from five countries.\n<b>Tickets</b> at the door.', url: 'https://expo.example/2030', ...over,
  });

  it('shows its details, with the description as plain text and no status badge', async () => {
    const event = expo();
    calendarServer([event]);
    renderEvent(event.id);
    expect(await screen.findByRole('heading', { level: 1, name: 'Plovdiv reptile expo' })).toBeInTheDocument();
    expect(screen.getByText('Plovdiv, Hall 4')).toBeInTheDocument();
    expect(screen.getByText(/<b>Tickets<\/b> at the door\./)).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
    expect(screen.getByText(new Intl.DateTimeFormat('en', { dateStyle: 'full', timeStyle: 'short' }).formatRange(at, at + 7 * 3_600_000).replace(/\s+/g, ' '))).toBeInTheDocument();
    expect(screen.queryByText('Waiting for approval')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the calendar' })).toHaveAttribute('href', '/calendar');
  });

  it('links to the event\'s own site in a new tab that cannot reach back into the app', async () => {
    const event = expo();
    calendarServer([event]);
    renderEvent(event.id);
    const link = await screen.findByRole('link', { name: 'Visit the event\'s website (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://expo.example/2030');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('never makes a link of an address that is not http(s)', async () => {
    const event = expo({ url: 'javascript:alert(1)' });
    calendarServer([event]);
    renderEvent(event.id);
    await screen.findByRole('heading', { level: 1, name: 'Plovdiv reptile expo' });
    expect(screen.queryByRole('link', { name: /website/ })).not.toBeInTheDocument();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('"Add to my calendar" saves the event as an .ics file', async () => {
    const event = expo({ title: 'Expo, swap; meet' });
    calendarServer([event]);
    let saved: Blob | null = null;
    vi.stubGlobal('URL', Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        saved = blob;
        return 'blob:ics';
      }),
      revokeObjectURL: vi.fn(),
    }));
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderEvent(event.id);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to my calendar' }));
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.download).toBe('expo-swap-meet.ics');
    expect(clicked[0]?.href).toBe('blob:ics');
    const blob = saved as Blob | null;
    expect(blob?.type).toBe('text/calendar; charset=utf-8');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob as Blob);
    });
    expect(text).toContain('\r\nSUMMARY:Expo\\, swap\\; meet\r\n');
    expect(text).toContain(`\r\nUID:${event.id}@herptrack\r\n`);
    expect(text).toContain('\r\nDTSTART:20300503T090000Z\r\n');
  });
});

describe('one\'s own submission', () => {
  it('a pending one says only the keeper and the moderators see it, and offers no .ics', async () => {
    const event = calendarEvent({ title: 'My meetup', status: 'pending', mine: true });
    calendarServer([event]);
    renderEvent(event.id);
    expect(await screen.findByText('Waiting for approval')).toBeInTheDocument();
    expect(screen.getByText(/Only you and the moderators can see this event/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to my calendar' })).not.toBeInTheDocument();
  });

  it('a rejected one shows the moderator\'s note, in Bulgarian for a Bulgarian reader', async () => {
    const event = calendarEvent({ title: 'Моята среща', status: 'rejected', mine: true, decisionNote: 'Липсва адрес.' });
    calendarServer([event]);
    renderEvent(event.id, 'bg');
    expect(await screen.findByText('Неодобрено')).toBeInTheDocument();
    const alert = screen.getByText(/Модератор не одобри това събитие/).closest('[role="alert"], .mantine-Alert-root') as HTMLElement;
    expect(within(alert).getByText('Бележка от модератора: Липсва адрес.')).toBeInTheDocument();
  });
});

describe('an event that is not there', () => {
  it('reads as not found, also when it is someone else\'s unapproved event, after one call', async () => {
    const hidden = calendarEvent({ status: 'pending', mine: false });
    const { calls } = calendarServer([hidden]);
    for (const id of [hidden.id, uuidv7()]) {
      const view = renderEvent(id);
      expect(await screen.findByRole('heading', { level: 1, name: 'Event not found' })).toBeInTheDocument();
      expect(screen.getByText('This event does not exist, or it is not on the calendar yet.')).toBeInTheDocument();
      view.unmount();
    }
    expect(calls).toHaveLength(2);
  });
});
