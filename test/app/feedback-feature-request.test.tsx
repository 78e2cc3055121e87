/**
 * /feature-request against a fake server: the description's checks, sending, a failure that
 * keeps the text, "My Feature Requests" with the six statuses, Bulgarian, and offline.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FEATURE_STATUSES } from '../../shared/api/feedback';
import { fakeFeedback, feedbackItem, renderFeedback, serveFeedback } from './feedback-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the feature request form', () => {
  it('checks the description, sends it and lists the request', async () => {
    const state = fakeFeedback();
    const { calls } = serveFeedback(state);
    renderFeedback('/feature-request');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Request a feature' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send feature request' }));
    expect(await screen.findByText('Description is required')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), { target: { value: 'y'.repeat(5001) } });
    await user.click(screen.getByRole('button', { name: 'Send feature request' }));
    expect(await screen.findByText('Description must be 5000 characters or less')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.clear(screen.getByRole('textbox', { name: 'Description' }));
    await user.type(screen.getByRole('textbox', { name: 'Description' }), '  Humidity charts per enclosure ');
    expect(screen.getByText('29 / 5,000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send feature request' }));
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('Feature request sent');
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([['/api/feature-requests', { description: 'Humidity charts per enclosure' }]]);
    const request = state.feature[0];
    expect(within(done).getByRole('link', { name: 'Open the request' })).toHaveAttribute('href', `/feature-request/${request?.id}`);
    const mine = screen.getByRole('region', { name: 'My Feature Requests' });
    expect(await within(mine).findByRole('link', { name: /Humidity charts per enclosure/ })).toHaveAttribute('href', `/feature-request/${request?.id}`);
  });

  it.each([
    [[500, { error: 'internal', message: 'x' }], 'Please try again. Nothing you typed is lost.'],
    [[400, { error: 'invalid-request', message: 'Body is bad' }], 'Some of what you entered is missing or not valid. Check it and try again.'],
  ] as const)('shows "Failed to submit feature request" and keeps the text when the server answers %j', async (answer, reason) => {
    serveFeedback(fakeFeedback({ createAnswer: [answer[0], answer[1]] }));
    renderFeedback('/feature-request');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Description' }), 'Dark mode for the rack view');
    await user.click(screen.getByRole('button', { name: 'Send feature request' }));
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Failed to submit feature request');
    expect(failure).toHaveTextContent(reason);
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Dark mode for the rack view');
  });

  it('says there is no connection when the send finds none, and keeps the text', async () => {
    serveFeedback(fakeFeedback());
    renderFeedback('/feature-request');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Description' }), 'Export to CSV');
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    await user.click(screen.getByRole('button', { name: 'Send feature request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No connection to the server. Nothing you typed is lost: try again when you are online.');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Export to CSV');
  });
});

describe('My Feature Requests', () => {
  it('names every status in English and Bulgarian', async () => {
    const items = FEATURE_STATUSES.map((status) => feedbackItem('feature', { description: `Request ${status}`, status }));
    serveFeedback(fakeFeedback({ feature: items }));
    const { unmount } = renderFeedback('/feature-request');
    const mine = await screen.findByRole('region', { name: 'My Feature Requests' });
    const english = ['Open', 'Under review', 'Planned', 'In development', 'Completed', 'Rejected'];
    for (const [i, status] of FEATURE_STATUSES.entries()) {
      expect(await within(mine).findByRole('link', { name: new RegExp(`Request ${status}`) })).toHaveTextContent(english[i] ?? '');
    }
    unmount();
    renderFeedback('/feature-request', 'bg');
    const bg = await screen.findByRole('region', { name: 'Моите предложения' });
    expect(await within(bg).findByRole('link', { name: /Request underReview/ })).toHaveTextContent('Разглежда се');
    expect(within(bg).getByRole('link', { name: /Request inDevelopment/ })).toHaveTextContent('В разработка');
    expect(within(bg).getByRole('link', { name: /Request rejected/ })).toHaveTextContent('Изпратено на');
  });

  it('says when there are none', async () => {
    serveFeedback(fakeFeedback());
    renderFeedback('/feature-request');
    expect(await screen.findByText('You have not sent any feature requests yet.')).toBeInTheDocument();
  });
});

describe('offline', () => {
  it('shows the shared "needs a connection" state and keeps the draft', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => undefined)));
    renderFeedback('/feature-request');
    expect(await screen.findByText('Needs a connection')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Offline idea');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send feature request' })).toBeDisabled());
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Offline idea');
  });
});
