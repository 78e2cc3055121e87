/**
 * Issue 24 on the screens: a moderator is offered no decision on their own contest photo or
 * calendar event (the server refuses it), and a keeper whose account was made after voting began
 * is told so instead of being offered Vote buttons the server would refuse.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PendingContestEntries } from '../../app/features/contest';
import { ContestPage } from '../../app/features/contest/contest-page';
import { ModeratorPage } from '../../app/features/moderator/moderator-page';
import { createQueryClient } from '../../app/lib/query/client';
import { useProfile } from '../../app/lib/session';
import { BASIC_CLAIMS, useSession } from '../../app/lib/session/store';
import type { PendingEntryView } from '../../shared/api/contest';
import type { Profile } from '../../shared/schemas/auth';
import { calendarEvent, calendarServer } from '../helpers/calendar-fake';
import { renderWithProviders } from '../helpers/render';
import { entry, fakeContest, period, renderContest, serveContest } from './contest-fixtures';

afterEach(() => {
  useSession.getState().setSignedOut();
  useProfile.getState().setProfile(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const pendingEntry = (id: string, caption: string, mine: boolean): PendingEntryView =>
  ({ id, month: '2031-03', caption, createdAt: Date.UTC(2031, 2, 2, 9), mine, imageUrl: `/api/contest/entries/${id}/image` });

describe('a moderator\'s own items', () => {
  it('offers no approve or reject on the moderator\'s own contest photo, and says why', async () => {
    serveContest(fakeContest({ pending: [pendingEntry('p1', 'Their photo', false), pendingEntry('p2', 'My photo', true)] }));
    renderContest(<PendingContestEntries />);
    const theirs = await screen.findByRole('listitem', { name: 'Their photo' });
    expect(within(theirs).getByRole('button', { name: 'Approve Their photo' })).toBeInTheDocument();
    const own = screen.getByRole('listitem', { name: 'My photo' });
    expect(within(own).queryByRole('button')).not.toBeInTheDocument();
    expect(within(own).getByText('Your own photo: another moderator reviews it.')).toBeInTheDocument();
  });

  it('offers no approve or reject on the moderator\'s own event, and says why', async () => {
    calendarServer([
      calendarEvent({ id: 'e1', title: 'Their expo', status: 'pending', mine: false }),
      calendarEvent({ id: 'e2', title: 'My expo', status: 'pending', mine: true }),
    ]);
    useSession.getState().setSignedIn({ id: 'mod-1', email: 'mod@example.test', username: 'mod' }, { ...BASIC_CLAIMS, isModerator: true });
    renderWithProviders(
      <QueryClientProvider client={createQueryClient()}>
        <Routes><Route path="/moderator" element={<ModeratorPage />} /></Routes>
      </QueryClientProvider>,
      { route: '/moderator' },
    );
    const theirs = await screen.findByRole('listitem', { name: 'Their expo' });
    expect(within(theirs).getByRole('button', { name: /Approve/ })).toBeInTheDocument();
    const own = screen.getByRole('listitem', { name: 'My expo' });
    expect(within(own).queryByRole('button')).not.toBeInTheDocument();
    expect(within(own).getByText('You submitted this event: another moderator decides it.')).toBeInTheDocument();
  });
});

describe('an account made after voting began', () => {
  const voting = () => fakeContest({ periods: period('voting'), entries: [entry('a', { caption: 'Ball python' })] });
  const profileMadeAt = (createdAt: number) => useProfile.getState().setProfile({ id: 'k1', email: 'k@example.test', createdAt } as Profile);

  it('is told it cannot vote this month, with no Vote buttons', async () => {
    serveContest(voting());
    profileMadeAt(Date.UTC(2031, 2, 25));
    renderContest(<ContestPage />);
    const gallery = await screen.findByRole('region', { name: 'This month\'s photos' });
    expect(await within(gallery).findByText(/Your account was made after voting began \(Mar 21, 2031\), so you can't vote this month/)).toBeInTheDocument();
    expect(within(gallery).queryByRole('button', { name: /Vote/ })).not.toBeInTheDocument();
  });

  it('an older account votes as before', async () => {
    serveContest(voting());
    profileMadeAt(Date.UTC(2030, 0, 1));
    renderContest(<ContestPage />);
    const gallery = await screen.findByRole('region', { name: 'This month\'s photos' });
    await waitFor(() => expect(within(gallery).getByRole('button', { name: 'Vote for “Ball python”' })).toBeEnabled());
    expect(within(gallery).queryByText(/after voting began/)).not.toBeInTheDocument();
  });
});
