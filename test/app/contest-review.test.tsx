/**
 * The moderator panel's contest section (PendingContestEntries, rendered on /moderator): pending
 * entries with image and caption, approved or rejected, a page at a time; offline the shared
 * state. Also the contest's images: fetched only when they near the viewport, and the page read
 * again when the phase's countdown ends.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PendingContestEntries } from '../../app/features/contest';
import { PENDING_PER_PAGE } from '../../app/features/contest/pending-contest-entries';
import { ContestPage } from '../../app/features/contest/contest-page';
import type { PendingEntryView } from '../../shared/api/contest';
import { entry, fakeContest, period, renderContest, serveContest } from './contest-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const pendingEntry = (n: number, caption: string | null = `Pending ${n}`): PendingEntryView =>
  ({ id: `p${n}`, month: '2031-03', caption, createdAt: Date.UTC(2031, 2, 2, 9, n), mine: false, imageUrl: `/api/contest/entries/p${n}/image` });

describe('pending contest entries', () => {
  it('lists them with image and caption, and approves and rejects one at a time', async () => {
    const state = fakeContest({ pending: [pendingEntry(1), pendingEntry(2, null)] });
    const { calls } = serveContest(state);
    renderContest(<PendingContestEntries />);
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Contest photos to review' });
    expect(await within(section).findByText('2 photos waiting for review.')).toBeInTheDocument();
    const first = within(section).getByRole('listitem', { name: 'Pending 1' });
    expect(await within(first).findByRole('img', { name: 'Contest photo: Pending 1' })).toBeInTheDocument();
    const untitled = within(section).getByRole('listitem', { name: /^Photo sent / });
    expect(within(untitled).getByText('No caption')).toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: 'Approve Pending 1' }));
    expect(await within(section).findByText('1 photo waiting for review.')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: /^Reject Photo sent / }));
    expect(await within(section).findByText('0 photos waiting for review.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/contest/entries/p1/approve', '/api/contest/entries/p2/reject']);
  });

  it('pages through them, asking the server for one page at a time', async () => {
    const state = fakeContest({ pending: Array.from({ length: PENDING_PER_PAGE + 2 }, (_, i) => pendingEntry(i + 1)) });
    const { calls } = serveContest(state);
    renderContest(<PendingContestEntries />);
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Contest photos to review' });
    expect(await within(section).findByText(`${PENDING_PER_PAGE + 2} photos waiting for review.`)).toBeInTheDocument();
    expect(within(section).getAllByRole('listitem')).toHaveLength(PENDING_PER_PAGE);
    await user.click(within(section).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(2));
    expect(calls.map((c) => c.path).filter((p) => p.startsWith('/api/contest/pending'))).toEqual([
      `/api/contest/pending?page=1&per_page=${PENDING_PER_PAGE}`, `/api/contest/pending?page=2&per_page=${PENDING_PER_PAGE}`,
    ]);
    // Deciding the last two leaves page 2 empty: the list goes back to page 1.
    await user.click(within(section).getByRole('button', { name: `Approve Pending ${PENDING_PER_PAGE + 1}` }));
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(1));
    await user.click(within(section).getByRole('button', { name: `Approve Pending ${PENDING_PER_PAGE + 2}` }));
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(PENDING_PER_PAGE));
    expect(within(section).queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('says the server\'s refusal in the moderator\'s language', async () => {
    const state = fakeContest({ pending: [pendingEntry(1)] });
    serveContest(state);
    const fetch = globalThis.fetch;
    vi.stubGlobal('fetch', vi.fn((input: RequestInfo | URL, init?: RequestInit) => (String(input).endsWith('/approve')
      ? Promise.resolve(new Response(JSON.stringify({ error: 'not-pending', message: 'x' }), { status: 409, headers: { 'content-type': 'application/json' } }))
      : fetch(input, init))));
    renderContest(<PendingContestEntries />, 'bg');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Одобри „Pending 1“' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Тази снимка вече е прегледана.');
  });

  it('shows the shared "needs a connection" state offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => undefined)));
    renderContest(<PendingContestEntries />);
    expect(await screen.findByText('Needs a connection')).toBeInTheDocument();
  });
});

describe('images', () => {
  it('are fetched only when they come near the viewport', async () => {
    const observers: { cb: IntersectionObserverCallback; els: Element[] }[] = [];
    vi.stubGlobal('IntersectionObserver', class {
      private readonly record: { cb: IntersectionObserverCallback; els: Element[] };
      constructor(cb: IntersectionObserverCallback) {
        this.record = { cb, els: [] };
        observers.push(this.record);
      }
      observe(el: Element) { this.record.els.push(el); }
      disconnect() { this.record.els = []; }
      unobserve() {}
      takeRecords() { return []; }
    });
    const { calls } = serveContest(fakeContest({ periods: period('voting'), entries: [entry('a', { caption: 'Boa' }), entry('b', { caption: 'Iguana' })] }));
    renderContest(<ContestPage />);
    await screen.findByRole('button', { name: 'Vote for “Iguana”' });
    const imageCalls = () => calls.filter((c) => c.path.endsWith('/image')).map((c) => c.path);
    expect(imageCalls()).toEqual([]);
    expect(screen.getAllByRole('img', { name: 'Loading photo' })).toHaveLength(2);
    const second = observers.find((o) => o.els.some((el) => el.closest('li')?.textContent?.includes('Iguana')));
    act(() => second?.cb([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(await screen.findByRole('img', { name: 'Contest photo: Iguana' })).toBeInTheDocument();
    expect(imageCalls()).toEqual(['/api/contest/entries/b/image']);
  });

  it('says a photo is unavailable when the server refuses it', async () => {
    serveContest(fakeContest({ periods: period('voting'), entries: [entry('a', { caption: 'Boa' })] }));
    const fetch = globalThis.fetch;
    vi.stubGlobal('fetch', vi.fn((input: RequestInfo | URL, init?: RequestInit) => (String(input).endsWith('/image') ? Promise.resolve(new Response(null, { status: 404 })) : fetch(input, init))));
    renderContest(<ContestPage />);
    expect(await screen.findByText('Photo unavailable')).toBeInTheDocument();
  });
});

describe('the countdown', () => {
  it('reads the contest again when the phase ends', async () => {
    const state = fakeContest({ periods: period('submission', { phaseEndsAt: Date.now() + 1500 }) });
    const { calls } = serveContest(state);
    renderContest(<ContestPage />);
    expect(await screen.findByRole('timer')).toHaveTextContent(/^Voting starts in 0 h 0 min [12] s$/);
    state.periods = period('voting');
    expect(await screen.findByText('The contest closes in', { exact: false }, { timeout: 4000 })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/contest/periods').length).toBe(2);
  });
});
