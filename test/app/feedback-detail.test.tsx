/**
 * /bug-report/:id and /feature-request/:id against a fake server: the item with its status,
 * device and images, the conversation with the team's comments marked, the comment box (its
 * checks, sending), the question before an unsaved comment is discarded, not found, and offline.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AT, comment, fakeFeedback, feedbackItem, renderFeedback, serveFeedback } from './feedback-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const report = () => feedbackItem('bug', {
  description: 'Sheds are saved twice\n<b>sometimes</b>', steps: '1. Log a shed\n2. Sync', status: 'inProgress',
  browser: 'Firefox 133', os: 'Linux', deviceType: 'desktop', updatedAt: AT + 86_400_000,
  images: [{ id: 'img-1', url: '/api/bug-reports/images/img-1' }, { id: 'img-2', url: '/api/bug-reports/images/img-2' }],
});

describe('a bug report', () => {
  it('shows its status, text, device, images and the conversation, the team\'s marked', async () => {
    const item = report();
    const { calls } = serveFeedback(fakeFeedback({
      bug: [item],
      comments: { [item.id]: [comment('It happens on every sync'), comment('Thanks, we can reproduce it.', { fromTeam: true, createdAt: AT + 7_200_000 })] },
    }));
    renderFeedback(`/bug-report/${item.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bug report' })).toBeInTheDocument();
    expect(screen.getByText('In progress')).toBeInTheDocument();
    expect(screen.getByText(/^Sent Mar 14, 2031, \d+:\d+ [AP]M · updated Mar 15, 2031/)).toBeInTheDocument();
    // Plain text, never HTML.
    expect(screen.getByText(/<b>sometimes<\/b>/)).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
    expect(screen.getByText(/1\. Log a shed/)).toBeInTheDocument();
    expect(screen.getByText('Firefox 133 · Linux · Desktop')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Image 1 of 2' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path.startsWith('/api/bug-reports/images/')).map((c) => c.path)).toEqual(
      expect.arrayContaining(['/api/bug-reports/images/img-1', '/api/bug-reports/images/img-2']));
    const thread = screen.getByRole('list', { name: 'Comments' });
    const [mine, team] = within(thread).getAllByRole('listitem');
    expect(mine).toHaveTextContent('You');
    expect(mine).toHaveTextContent('It happens on every sync');
    expect(team).toHaveTextContent('HerpTrack team');
    expect(within(team!).getByText('Team')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my bug reports' })).toHaveAttribute('href', '/bug-report');
  });

  it('opens an image full size', async () => {
    const item = report();
    serveFeedback(fakeFeedback({ bug: [item] }));
    renderFeedback(`/bug-report/${item.id}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open image 2 of 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Image 2 of 2' });
    expect(await within(dialog).findByRole('img', { name: 'Image 2 of 2' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('reads as not found when it is not there or not the keeper\'s', async () => {
    serveFeedback(fakeFeedback());
    renderFeedback('/bug-report/0190a0b0-0000-7000-8000-000000000000');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
    expect(screen.getByText('This bug report does not exist, or it is not yours.')).toBeInTheDocument();
  });
});

describe('the comment box', () => {
  it('checks the comment, counts to 2000, sends it and shows it in the conversation', async () => {
    const item = report();
    const state = fakeFeedback({ bug: [item] });
    const { calls } = serveFeedback(state);
    renderFeedback(`/bug-report/${item.id}`);
    const user = userEvent.setup();
    expect(await screen.findByText('No comments yet. The HerpTrack team answers here, and you can add details at any time.')).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'Add a comment' });
    expect(screen.getByText('0 / 2,000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send comment' }));
    expect(await screen.findByText('Comment is required')).toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'c'.repeat(2001) } });
    expect(screen.getByText('2,001 / 2,000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send comment' }));
    expect(await screen.findByText('Comment must be 2000 characters or less')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.clear(box);
    await user.type(box, 'Also on my tablet');
    await user.click(screen.getByRole('button', { name: 'Send comment' }));
    const thread = await screen.findByRole('list', { name: 'Comments' });
    expect(await within(thread).findByText('Also on my tablet')).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([[`/api/bug-reports/${item.id}/comments`, { body: 'Also on my tablet' }]]);
  });

  it('keeps the comment and says so when it cannot be sent', async () => {
    const item = report();
    serveFeedback(fakeFeedback({ bug: [item], commentAnswer: [500, { error: 'internal', message: 'x' }] }));
    renderFeedback(`/bug-report/${item.id}`);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Add a comment' }), 'Any news?');
    await user.click(screen.getByRole('button', { name: 'Send comment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send comment');
    expect(screen.getByRole('textbox', { name: 'Add a comment' })).toHaveValue('Any news?');
  });

  it('says in Bulgarian that the day\'s comments are used up, and keeps the comment', async () => {
    const item = report();
    serveFeedback(fakeFeedback({ bug: [item], commentAnswer: [429, { error: 'comment-limit', message: 'x', limit: 50, retryAfter: 60 }] }));
    renderFeedback(`/bug-report/${item.id}`, 'bg');
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: 'Добавете коментар' });
    await user.type(box, 'Има ли новини?');
    await user.click(screen.getByRole('button', { name: 'Изпрати коментара' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('През последните 24 часа написахте 50 коментара');
    expect(box).toHaveValue('Има ли новини?');
  });

  it('asks before an unsaved comment is discarded by leaving the page', async () => {
    const item = report();
    serveFeedback(fakeFeedback({ bug: [item] }));
    const { router } = renderFeedback(`/bug-report/${item.id}`);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Add a comment' }), 'Half a thought');

    // Closing or reloading the tab: the browser asks.
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Back to my bug reports' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard your comment?' });
    expect(dialog).toHaveTextContent('Your comment has not been sent. If you leave this page now, it is lost.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep writing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe(`/bug-report/${item.id}`);
    expect(screen.getByRole('textbox', { name: 'Add a comment' })).toHaveValue('Half a thought');

    void router.navigate('/dashboard');
    await user.click(within(await screen.findByRole('dialog', { name: 'Discard your comment?' })).getByRole('button', { name: 'Discard and leave' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('lets the keeper leave freely with an empty box, or one only of spaces', async () => {
    const item = report();
    serveFeedback(fakeFeedback({ bug: [item] }));
    const { router } = renderFeedback(`/bug-report/${item.id}`);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Add a comment' }), '   ');
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Back to my bug reports' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Report a bug' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/bug-report');
  });
});

describe('a feature request', () => {
  it('shows its status in Bulgarian, with no device or images', async () => {
    const item = feedbackItem('feature', { description: 'Тъмна тема за календара', status: 'planned' });
    serveFeedback(fakeFeedback({ feature: [item], comments: { [item.id]: [comment('Добра идея!', { fromTeam: true })] } }));
    renderFeedback(`/feature-request/${item.id}`, 'bg');
    expect(await screen.findByRole('heading', { level: 1, name: 'Предложение за функция' })).toBeInTheDocument();
    expect(screen.getByText('Планирано')).toBeInTheDocument();
    expect(screen.getByText('Екипът на HerpTrack')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Устройство' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Добавете коментар' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Обратно към моите предложения' })).toHaveAttribute('href', '/feature-request');
  });
});

describe('offline', () => {
  it('shows the shared "needs a connection" state when nothing was fetched', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => undefined)));
    renderFeedback('/bug-report/0190a0b0-0000-7000-8000-000000000000');
    expect(await screen.findByText('Needs a connection')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my bug reports' })).toBeInTheDocument();
  });

  it('keeps the item fetched earlier, marked, and keeps a comment typed offline without sending it', async () => {
    const item = report();
    const { calls } = serveFeedback(fakeFeedback({ bug: [item] }));
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    renderFeedback(`/bug-report/${item.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Bug report' });
    online.mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    expect(await screen.findByText('Shown from earlier')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Add a comment' }), 'Written offline');
    expect(screen.getByRole('button', { name: 'Send comment' })).toBeDisabled();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(screen.getByRole('textbox', { name: 'Add a comment' })).toHaveValue('Written offline');
  });
});
