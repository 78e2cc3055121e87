/**
 * The contest page (/contest) against a fake server: the month, its phase and countdown; entering
 * a photo (invalid file, too large, the limit, the server's refusals); the gallery with one vote a
 * month, never for one's own photo; the keeper's entries with their status; the winners and past
 * winners; and the shared "needs a connection" state offline.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContestPage } from '../../app/features/contest/contest-page';
import { entry, fakeContest, ownEntry, period, renderContest, serveContest } from './contest-fixtures';

// jsdom has no canvas: the compressor would wait forever. The tests say what it does instead.
const compress = vi.hoisted(() => vi.fn());
vi.mock('browser-image-compression', () => ({ default: compress }));

beforeEach(() => {
  compress.mockRejectedValue(new Error('no canvas here'));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const photo = (name: string, type: string, bytes = 1000) => new File([new Uint8Array(bytes)], name, { type });

describe('the month and its phase', () => {
  it('shows the month, the phase, a countdown to its end, the timetable and the prizes', async () => {
    serveContest(fakeContest({ periods: period('voting') }));
    renderContest(<ContestPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Photo contest' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The March 2031 contest' })).toBeInTheDocument();
    expect(screen.getByText('Voting')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^The contest closes in 2 d 3 h [45] min$/);
    expect(screen.getByText(/^Prizes: 300, 200 and 100 ReptiCoins/)).toBeInTheDocument();
    expect(screen.getByText('Photos from Mar 1, 2031 to Mar 20, 2031, then voting until Mar 31, 2031, 18:00 (times in UTC: the contest closes at 18:00 UTC on the last day of the month).')).toBeInTheDocument();
  });

  it('speaks Bulgarian', async () => {
    serveContest(fakeContest({ periods: period('submission') }));
    renderContest(<ContestPage />, 'bg');
    expect(await screen.findByRole('heading', { level: 1, name: 'Фотоконкурс' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Конкурсът за март 2031 г.' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^Гласуването започва след 2 д 3 ч [45] мин$/);
    expect(await screen.findByLabelText('Снимка')).toBeInTheDocument();
  });

  it('says a barred keeper may not enter, and offers no form', async () => {
    serveContest(fakeContest({ periods: period('submission', { bannedUntil: Date.UTC(2031, 5, 10) }) }));
    renderContest(<ContestPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^You are barred from the contest until Jun 10, 2031\.$/);
    await screen.findByRole('heading', { name: 'This month\'s photos' });
    expect(screen.queryByLabelText('Photo')).not.toBeInTheDocument();
  });
});

describe('entering a photo', () => {
  it('refuses an invalid file and one over 5 MB before sending anything', async () => {
    const { calls } = serveContest(fakeContest());
    renderContest(<ContestPage />);
    const input = await screen.findByLabelText('Photo');
    expect(input).toHaveAttribute('accept', 'image/*');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, photo('notes.txt', 'text/plain'));
    expect(screen.getByText('Invalid file: choose a JPG, PNG or WEBP image.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.upload(input, photo('huge.jpg', 'image/jpeg', 6 * 1024 * 1024));
    expect(screen.getByText('This image is too large: the limit is 5 MB.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enter the contest' }));
    expect(screen.getByText('Choose a photo first.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('previews the photo, sends it with its caption, and lists it as waiting for review', async () => {
    const { calls } = serveContest(fakeContest({ mine: [ownEntry('e1', 'approved', { caption: 'Old one' })] }));
    renderContest(<ContestPage />);
    const user = userEvent.setup();
    expect(await screen.findByText('You can enter 2 more photos this month.')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Photo'), photo('gecko.jpg', 'image/jpeg'));
    expect(screen.getByRole('img', { name: 'Preview of your photo' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Caption (optional)'), 'Leopard gecko at dusk');
    await user.click(screen.getByRole('button', { name: 'Enter the contest' }));
    expect(await screen.findByText('Your photo was sent. It appears in the gallery once a moderator approves it.')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe('/api/contest/submit?caption=Leopard%20gecko%20at%20dusk');
    // The compressor failed: the original's bytes go, as raw bytes whatever the file's type.
    expect(post?.body).toBeInstanceOf(Blob);
    expect((post?.body as Blob).size).toBe(1000);
    expect((post?.body as Blob).type).toBe('application/octet-stream');
    const mine = await screen.findByRole('region', { name: 'Your entries' });
    expect(await within(mine).findByText('Waiting for review')).toBeInTheDocument();
    expect(within(mine).getByText('In the contest')).toBeInTheDocument();
    expect(await screen.findByText('You can enter 1 more photo this month.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Preview of your photo' })).not.toBeInTheDocument();
  });

  it('sends the shrunk copy when the device could shrink the photo', async () => {
    const shrunk = new Blob([new Uint8Array(300)], { type: 'image/webp' });
    compress.mockResolvedValue(shrunk);
    const { calls } = serveContest(fakeContest());
    renderContest(<ContestPage />);
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText('Photo'), photo('big.jpg', 'image/jpeg', 4 * 1024 * 1024));
    await user.click(screen.getByRole('button', { name: 'Enter the contest' }));
    await screen.findByText('Your photo was sent. It appears in the gallery once a moderator approves it.');
    expect(compress).toHaveBeenCalledWith(expect.any(File), expect.objectContaining({ maxWidthOrHeight: 2048, useWebWorker: false }));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe('/api/contest/submit');
    expect((post?.body as Blob).size).toBe(300);
  });

  it('says the limit is reached instead of the form, counting pending and approved entries only', async () => {
    serveContest(fakeContest({ mine: [ownEntry('a', 'pending'), ownEntry('b', 'approved'), ownEntry('c', 'approved'), ownEntry('d', 'rejected')] }));
    renderContest(<ContestPage />);
    expect(await screen.findByText('You have entered 3 photos this month, the most allowed.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Photo')).not.toBeInTheDocument();
    expect(screen.getByText('Not approved')).toBeInTheDocument();
  });

  it.each([
    [[409, { error: 'entry-limit', message: 'x', limit: 3 }], 'You have entered 3 photos this month, the most allowed.'],
    [[415, { error: 'invalid-file-type', message: 'x' }], 'Invalid file: choose a JPG, PNG or WEBP image.'],
    [[413, { error: 'file-too-large', message: 'x' }], 'This image is too large: the limit is 5 MB.'],
    [[500, { error: 'internal', message: 'SQL exploded at line 3' }], 'Your photo could not be sent. Please try again.'],
  ] as const)('shows the server\'s refusal %j in the keeper\'s words', async (answer, text) => {
    serveContest(fakeContest({ submitAnswer: [answer[0], answer[1]] }));
    renderContest(<ContestPage />);
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText('Photo'), photo('gecko.png', 'image/png'));
    await user.click(screen.getByRole('button', { name: 'Enter the contest' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByText(/SQL/)).not.toBeInTheDocument();
  });
});

describe('the gallery and the vote', () => {
  const voting = () => fakeContest({
    periods: period('voting'),
    entries: [entry('a', { caption: 'Ball python' }), entry('b', { caption: 'Crested gecko' }), entry('c', { caption: 'My tortoise', mine: true })],
  });

  it('offers a Vote button on every photo but one\'s own, and one vote only', async () => {
    const { calls } = serveContest(voting());
    renderContest(<ContestPage />);
    const user = userEvent.setup();
    const gallery = await screen.findByRole('region', { name: 'This month\'s photos' });
    await within(gallery).findByRole('button', { name: 'Vote for “Ball python”' });
    await waitFor(() => expect(within(gallery).getByRole('button', { name: 'Vote for “Ball python”' })).toBeEnabled());
    expect(within(gallery).queryByRole('button', { name: 'Vote for “My tortoise”' })).not.toBeInTheDocument();
    expect(within(gallery).getByText('Your photo')).toBeInTheDocument();
    await user.click(within(gallery).getByRole('button', { name: 'Vote for “Crested gecko”' }));
    expect(await within(gallery).findByText('Your vote')).toBeInTheDocument();
    expect(within(gallery).getByRole('button', { name: 'Vote for “Ball python”' })).toBeDisabled();
    expect(within(gallery).getByText('You have already voted this month. Thank you!')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ entryId: 'b' }]);
    // Images are fetched with the page, lazily: one request per photo shown.
    expect(calls.filter((c) => c.path.endsWith('/image')).length).toBeGreaterThanOrEqual(3);
  });

  it('shows the "already voted" state from the server', async () => {
    serveContest({ ...voting(), voteStatus: { month: '2031-03', voted: true, entryId: 'a' } });
    renderContest(<ContestPage />);
    const gallery = await screen.findByRole('region', { name: 'This month\'s photos' });
    expect(await within(gallery).findByText('Your vote')).toBeInTheDocument();
    expect(within(gallery).getByRole('button', { name: 'Vote for “Crested gecko”' })).toBeDisabled();
  });

  it.each([
    [[409, { error: 'already-voted', message: 'x' }], 'You have already voted this month.'],
    [[500, { error: 'internal', message: 'x' }], 'Voting failed. Please try again.'],
  ] as const)('says so when the server answers %j', async (answer, text) => {
    serveContest({ ...voting(), voteAnswer: [answer[0], answer[1]] });
    renderContest(<ContestPage />);
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Vote for “Ball python”' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('has no Vote buttons outside voting, and shows the votes after the close', async () => {
    serveContest(fakeContest({ periods: period('closed'), closed: true, entries: [entry('a', { caption: 'Ball python', votes: 7 }), entry('b', { caption: 'Boa', votes: 1 })] }));
    renderContest(<ContestPage />);
    const gallery = await screen.findByRole('region', { name: 'This month\'s photos' });
    expect(await within(gallery).findByText('7 votes')).toBeInTheDocument();
    expect(within(gallery).getByText('1 vote')).toBeInTheDocument();
    expect(within(gallery).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^The next contest opens in/);
  });
});

describe('results', () => {
  it('shows the latest winners with their photos and prizes, and past winners', async () => {
    const place = (month: string, n: number, over = {}) => ({ place: n, entryId: `${month}-${n}`, caption: `Winner ${n} of ${month}`, votes: 10 - n, prize: [300, 200, 100][n - 1] ?? null, mine: false, imageUrl: `/api/contest/entries/${month}-${n}/image`, ...over });
    serveContest(fakeContest({
      results: [
        { month: '2031-02', closedAt: Date.UTC(2031, 1, 28, 18), places: [place('2031-02', 1, { mine: true }), place('2031-02', 2), place('2031-02', 3, { prize: null })] },
        { month: '2031-01', closedAt: Date.UTC(2031, 0, 31, 18), places: [place('2031-01', 1)] },
      ],
    }));
    renderContest(<ContestPage />);
    const results = await screen.findByRole('region', { name: 'Winners' });
    expect(within(results).getByRole('heading', { name: 'Winners of February 2031' })).toBeInTheDocument();
    const latest = within(results).getByRole('list', { name: 'Places of February 2031' });
    expect(within(latest).getAllByRole('listitem')).toHaveLength(3);
    expect(within(latest).getByText('1st place')).toBeInTheDocument();
    expect(within(latest).getByText('9 votes · 300 ReptiCoins')).toBeInTheDocument();
    expect(within(latest).getByText('7 votes')).toBeInTheDocument();
    expect(within(latest).getByText('Your photo')).toBeInTheDocument();
    await waitFor(() => expect(within(latest).getAllByRole('img', { name: /^Contest photo: Winner \d of 2031-02$/ })).toHaveLength(3));
    expect(within(results).getByRole('heading', { name: 'Past winners' })).toBeInTheDocument();
    expect(within(results).getByRole('list', { name: 'Places of January 2031' })).toBeInTheDocument();
  });

  it('pages to earlier winners however old, and hides the button when none remain', async () => {
    const months = ['2031-03', '2031-02', '2031-01', '2030-12', '2030-11'];
    serveContest(fakeContest({
      resultsPage: 2,
      results: months.map((m) => ({ month: m, closedAt: 0, places: [{ place: 1, entryId: `${m}-1`, caption: null, votes: 3, prize: 300, mine: false, imageUrl: null }] })),
    }));
    const user = userEvent.setup();
    renderContest(<ContestPage />);
    const results = await screen.findByRole('region', { name: 'Winners' });
    expect(await within(results).findByRole('list', { name: 'Places of February 2031' })).toBeInTheDocument();
    expect(within(results).queryByRole('list', { name: 'Places of January 2031' })).not.toBeInTheDocument();
    await user.click(within(results).getByRole('button', { name: 'Show earlier winners' }));
    expect(await within(results).findByRole('list', { name: 'Places of December 2030' })).toBeInTheDocument();
    await user.click(within(results).getByRole('button', { name: 'Show earlier winners' }));
    expect(await within(results).findByRole('list', { name: 'Places of November 2030' })).toBeInTheDocument();
    expect(within(results).queryByRole('button', { name: 'Show earlier winners' })).not.toBeInTheDocument();
  });

  it('says there are no winners yet', async () => {
    serveContest(fakeContest());
    renderContest(<ContestPage />);
    expect(await screen.findByText('No winners yet: the first results appear when a contest closes.')).toBeInTheDocument();
  });
});

describe('offline', () => {
  it('shows the shared "needs a connection" state when nothing was fetched', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    // No answer ever comes (the request waits for the network).
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => undefined)));
    renderContest(<ContestPage />);
    expect(await screen.findByText('Needs a connection')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Photo contest' })).toBeInTheDocument();
  });

  it('keeps what was fetched, marked as such, with voting and entering disabled', async () => {
    serveContest(fakeContest({ periods: period('voting'), entries: [entry('a', { caption: 'Ball python' })] }));
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    renderContest(<ContestPage />);
    const button = await screen.findByRole('button', { name: 'Vote for “Ball python”' });
    await waitFor(() => expect(button).toBeEnabled());
    online.mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    expect(await screen.findByText('Shown from earlier')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vote for “Ball python”' })).toBeDisabled();
  });
});
