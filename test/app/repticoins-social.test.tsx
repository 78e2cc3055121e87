/**
 * The social page reward (spec sections 2, 4, 7, 8): the status comes from the server; the button
 * opens the page in a new tab (noopener) and claims 1 second later; success says "Reward
 * Claimed!" with +50; the server's "already claimed" (409) just marks it claimed; any other
 * failure says the spec's words. The server is a stubbed fetch; the clock is real.
 */
import { Notifications, notifications } from '@mantine/notifications';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SocialRewardCard } from '../../app/features/repticoins/social-reward-card';
import { CLAIM_DELAY_MS } from '../../app/features/repticoins/use-social-reward';
import { endSession } from '../../app/lib/session';
import { signInKeeper } from '../helpers/keeper';
import { renderWithProviders } from '../helpers/render';
import { json, stubFetch, type Call } from '../helpers/session-fixtures';

const URL_ = 'https://www.facebook.com/herptrack';
const REWARD = '/api/repticoins/facebook-reward';

function server(claim: () => Response, claimed = false) {
  return stubFetch((c) => (c.path === REWARD ? claim() : json(200, { claimed, url: URL_ })));
}
const claims = (calls: Call[]) => calls.filter((c) => c.path === REWARD);

function card(lng: 'en' | 'bg' = 'en') {
  signInKeeper();
  return renderWithProviders(<><SocialRewardCard /><Notifications /></>, { lng });
}

afterEach(() => {
  endSession('user');
  notifications.clean();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the social page reward', () => {
  it('opens the page in a new tab, claims 1 second later, then says "Reward Claimed!" and +50', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { calls } = server(() => json(200, { message: 'Reward claimed', balance: 50 }));
    card();
    const button = await screen.findByRole('button', { name: 'Visit and get 50 ReptiCoins (opens in a new tab)' });
    const clickedAt = performance.now();
    await userEvent.click(button);
    expect(open).toHaveBeenCalledWith(URL_, '_blank', expect.stringContaining('noopener'));
    expect(claims(calls)).toHaveLength(0);

    expect(await screen.findByText('Reward Claimed!')).toBeInTheDocument();
    expect(performance.now() - clickedAt).toBeGreaterThanOrEqual(CLAIM_DELAY_MS - 20);
    expect(claims(calls)).toEqual([expect.objectContaining({ method: 'POST', body: null })]);
    expect(screen.getAllByText('+50 ReptiCoins').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Reward claimed' })).toBeDisabled();
    expect(screen.getByText('Claimed')).toBeInTheDocument();
  });

  it('treats the server\'s "already claimed" as claimed, without an error', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { calls } = server(() => json(409, { error: 'already-claimed', message: 'Facebook reward already claimed' }));
    card();
    await userEvent.click(await screen.findByRole('button', { name: /^Visit and get 50 ReptiCoins/ }));
    expect(await screen.findByRole('button', { name: 'Reward claimed' }, { timeout: 3000 })).toBeDisabled();
    expect(claims(calls)).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Reward Claimed!')).not.toBeInTheDocument();
    expect(screen.queryByText('Facebook reward already claimed')).not.toBeInTheDocument();
  });

  it('says "Failed to claim reward. Please try again." when the claim fails, and lets the keeper try again', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    server(() => json(500, { error: 'internal', message: 'boom' }));
    card();
    await userEvent.click(await screen.findByRole('button', { name: /^Visit and get 50 ReptiCoins/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to claim reward');
    expect(alert).toHaveTextContent('Failed to claim reward. Please try again.');
    expect(screen.getByRole('button', { name: /^Visit and get 50 ReptiCoins/ })).toBeEnabled();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
  });

  it('says the server\'s reason when it has words for it, in the keeper\'s language', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    server(() => json(400, { error: 'invalid-json', message: 'Body is not valid JSON' }));
    card();
    await userEvent.click(await screen.findByRole('button', { name: /^Visit and get 50 ReptiCoins/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to claim reward');
    expect(alert).not.toHaveTextContent('Please try again');
    expect(alert).not.toHaveTextContent('Body is not valid JSON');
  });

  it('says it in Bulgarian too', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    server(() => json(500, { error: 'internal', message: 'boom' }));
    card('bg');
    await userEvent.click(await screen.findByRole('button', { name: /^Посетете и получете 50 ReptiCoins/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Неуспешно получаване на наградата. Моля, опитайте отново.');
  });

  it('shows a claimed reward as claimed, with nothing to press', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    server(() => json(500, {}), true);
    card();
    const button = await screen.findByRole('button', { name: 'Reward claimed' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(open).not.toHaveBeenCalled();
  });
});
