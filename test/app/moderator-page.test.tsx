/**
 * /moderator against a fake server: only moderators and admins get in (others go to /dashboard,
 * like the admin guard), the pending events with what a moderator judges them by, approving
 * (confirmed) removes the event from the list, rejecting asks for an optional note and sends it,
 * and an event another moderator decided first leaves the list with a word why.
 */
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModeratorPage } from '../../app/features/moderator/moderator-page';
import { createQueryClient } from '../../app/lib/query/client';
import { BASIC_CLAIMS, useSession, type Claims } from '../../app/lib/session/store';
import { calendarEvent, calendarServer } from '../helpers/calendar-fake';
import { renderWithProviders } from '../helpers/render';

const signIn = (claims: Partial<Claims>) =>
  useSession.getState().setSignedIn({ id: 'mod-1', email: 'mod@example.test', username: 'mod' }, { ...BASIC_CLAIMS, ...claims });

function renderPanel(lng: 'en' | 'bg' = 'en') {
  return renderWithProviders(
    <QueryClientProvider client={createQueryClient()}>
      <Routes>
        <Route path="/moderator" element={<ModeratorPage />} />
        <Route path="/dashboard" element={<p>dashboard</p>} />
      </Routes>
      <Notifications />
    </QueryClientProvider>,
    { route: '/moderator', lng },
  );
}

const item = (title: string) => screen.findByRole('listitem', { name: title });

afterEach(() => {
  notifications.clean();
  useSession.getState().setSignedOut();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('who may moderate', () => {
  it('sends a keeper to /dashboard without asking the server', async () => {
    const { calls } = calendarServer([calendarEvent({ status: 'pending' })]);
    signIn({});
    renderPanel();
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it.each([['a moderator', { isModerator: true }], ['an admin', { isAdmin: true, isModerator: true }]])('lets %s in', async (_, claims) => {
    calendarServer([]);
    signIn(claims);
    renderPanel();
    expect(await screen.findByRole('heading', { level: 1, name: 'Moderation' })).toBeInTheDocument();
    expect(await screen.findByText('No events are waiting for a decision.')).toBeInTheDocument();
    // The contest feature's section sits below the events.
    expect(await screen.findByRole('heading', { level: 2, name: 'Contest photos to review' })).toBeInTheDocument();
  });
});

describe('pending events', () => {
  it('lists each with its time, place, link, description and who submitted it', async () => {
    calendarServer([calendarEvent({
      title: 'Sofia swap', status: 'pending', location: 'Sofia, NDK', url: 'https://swap.example', description: 'Bring your own boxes.',
      submitter: { id: 'u2', username: 'GeckoGal' },
    })]);
    signIn({ isModerator: true });
    renderPanel();
    const entry = await item('Sofia swap');
    expect(within(entry).getByText('Sofia, NDK')).toBeInTheDocument();
    expect(within(entry).getByText('Bring your own boxes.')).toBeInTheDocument();
    expect(within(entry).getByRole('link', { name: 'https://swap.example' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(entry).getByText(/^Submitted by GeckoGal on /)).toBeInTheDocument();
  });

  it('approving, after a confirmation, removes the event from the list', async () => {
    const a = calendarEvent({ title: 'Sofia swap', status: 'pending' });
    const b = calendarEvent({ title: 'Varna meetup', status: 'pending' });
    const { calls } = calendarServer([a, b]);
    signIn({ isModerator: true });
    renderPanel();
    await userEvent.click(within(await item('Sofia swap')).getByRole('button', { name: 'Approve Sofia swap' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this event?' });
    expect(within(dialog).getByText(/"Sofia swap" will be shown to every keeper/)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Sofia swap' })).not.toBeInTheDocument());
    expect(screen.getByRole('listitem', { name: 'Varna meetup' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([`/api/admin/events/${a.id}/approve`]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('"Sofia swap" is approved and now on the calendar.')).toBeInTheDocument();
  });

  it('cancelling the confirmation decides nothing', async () => {
    const { calls } = calendarServer([calendarEvent({ title: 'Sofia swap', status: 'pending' })]);
    signIn({ isModerator: true });
    renderPanel();
    await userEvent.click(within(await item('Sofia swap')).getByRole('button', { name: 'Approve Sofia swap' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('listitem', { name: 'Sofia swap' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('rejecting asks for an optional note and sends it', async () => {
    const event = calendarEvent({ title: 'Sofia swap', status: 'pending' });
    const { calls } = calendarServer([event]);
    signIn({ isModerator: true });
    renderPanel();
    await userEvent.click(within(await item('Sofia swap')).getByRole('button', { name: 'Reject Sofia swap' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this event?' });
    await userEvent.type(within(dialog).getByLabelText('Note to the submitter (optional)'), '  Please add the address.  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Sofia swap' })).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: `/api/admin/events/${event.id}/reject`, body: { note: 'Please add the address.' } });
    expect(await screen.findByText('No events are waiting for a decision.')).toBeInTheDocument();
  });

  it('refuses a note over 500 characters before sending', async () => {
    const { calls } = calendarServer([calendarEvent({ title: 'Sofia swap', status: 'pending' })]);
    signIn({ isModerator: true });
    renderPanel();
    await userEvent.click(within(await item('Sofia swap')).getByRole('button', { name: 'Reject Sofia swap' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this event?' });
    const note = within(dialog).getByLabelText('Note to the submitter (optional)');
    await userEvent.click(note);
    await userEvent.paste('n'.repeat(501));
    expect(note).toHaveAccessibleDescription(/The note can be at most 500 characters\./);
    expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeDisabled();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('an event another moderator decided first leaves the list, and the panel says why', async () => {
    calendarServer([calendarEvent({ title: 'Sofia swap', status: 'pending' })], { decidedElsewhere: true });
    signIn({ isModerator: true });
    renderPanel();
    await userEvent.click(within(await item('Sofia swap')).getByRole('button', { name: 'Approve Sofia swap' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('listitem', { name: 'Sofia swap' })).not.toBeInTheDocument();
    expect(await screen.findByText('"Sofia swap" was already decided by another moderator.')).toBeInTheDocument();
  });

  it('a decision that fails for another reason keeps the dialog open with the reason', async () => {
    const { fn } = calendarServer([calendarEvent({ title: 'Sofia swap', status: 'pending' })]);
    signIn({ isModerator: true });
    renderPanel();
    const entry = await item('Sofia swap');
    fn.mockImplementation(async () => new Response(JSON.stringify({ error: 'internal', message: 'SQL said no' }), { status: 500, headers: { 'content-type': 'application/json' } }));
    await userEvent.click(within(entry).getByRole('button', { name: 'Approve Sofia swap' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The decision could not be saved. Please try again.');
    expect(screen.queryByText('SQL said no')).not.toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Sofia swap' })).toBeInTheDocument();
  });

  it('speaks Bulgarian to a Bulgarian moderator', async () => {
    calendarServer([calendarEvent({ title: 'Среща в Пловдив', status: 'pending', submitter: { id: 'u3', username: null } })]);
    signIn({ isModerator: true });
    renderPanel('bg');
    const entry = await item('Среща в Пловдив');
    expect(screen.getByRole('heading', { level: 2, name: 'Чакащи събития' })).toBeInTheDocument();
    expect(within(entry).getByText(/^Предложено от гледач без потребителско име на /)).toBeInTheDocument();
    expect(within(entry).getByRole('button', { name: 'Одобряване на „Среща в Пловдив“' })).toHaveTextContent('Одобряване');
  });
});
