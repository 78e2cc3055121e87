/**
 * /admin/users/:userId against a fake server: the account and its latest ledger entries, and each
 * action: the role (confirmed; not one's own), revoking premium (confirmed), adjusting ReptiCoins
 * (an amount other than 0 and a reason, checked before sending; one id per adjustment), disabling
 * (confirmed, optional reason). Every refusal is said in words, never the server's message.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminUserPage } from '../../app/features/admin/user-page';
import { useSession } from '../../app/lib/session/store';
import { ADMIN_ID, adminState, renderAdmin, serveAdmin, signInAdmin, userRow, type AdminState } from './admin-fixtures';

afterEach(() => {
  useSession.getState().setSignedOut();
  vi.unstubAllGlobals();
});

const keeper = userRow({ id: '01900000-0000-7000-8000-000000000001', email: 'gecko@example.test', username: 'GeckoGal', balance: 120, premiumTier: 'HerpPro', premiumExpiresAt: Date.UTC(2031, 5, 1, 12) });
const base = `/api/admin/users/${keeper.id}`;

function setup(over: Partial<AdminState> = {}, lng: 'en' | 'bg' = 'en', id = keeper.id) {
  const state = adminState({
    users: [keeper, userRow({ id: ADMIN_ID, email: 'admin@example.test', role: 'admin' })],
    ledger: [{ id: 'l1', userId: keeper.id, email: keeper.email, username: keeper.username, key: 'achievement:first-feeding', amount: 20, reason: null, at: Date.UTC(2026, 1, 2) },
      { id: 'l2', userId: keeper.id, email: keeper.email, username: keeper.username, key: 'purchase:01900000-0000-7000-8000-0000000000ff', amount: -500, reason: null, at: Date.UTC(2026, 1, 3) }],
    ...over,
  });
  const server = serveAdmin(state);
  signInAdmin();
  renderAdmin(
    <Routes>
      <Route path="/admin/users/:userId" element={<AdminUserPage />} />
    </Routes>,
    `/admin/users/${id}`, lng,
  );
  return { ...server, state };
}

const posts = (calls: { method: string; path: string; body: unknown }[]) => calls.filter((c) => c.method === 'POST');
const section = (name: string) => screen.findByRole('region', { name });

describe('the account', () => {
  it('shows the profile, the plan and the latest entries, signed in text and linked to the full history', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'GeckoGal' })).toBeInTheDocument();
    expect(screen.getByText('HerpPro, until Jun 1, 2031')).toBeInTheDocument();
    const coins = await section('ReptiCoins');
    expect(within(coins).getByText('Balance: 120')).toBeInTheDocument();
    expect(within(coins).getByText('+20')).toBeInTheDocument();
    expect(within(coins).getByText('added 20')).toBeInTheDocument();
    expect(within(coins).getByText('-500')).toBeInTheDocument();
    expect(within(coins).getByText('subtracted 500')).toBeInTheDocument();
    expect(within(coins).getByText('Plan purchase')).toBeInTheDocument();
    expect(within(coins).getByRole('link', { name: 'Full history of this account' })).toHaveAttribute('href', `/admin/repticoins-history?user=${keeper.id}`);
  });

  it('an account that does not exist says so', async () => {
    setup({}, 'en', '01900000-0000-7000-8000-0000000000aa');
    expect(await screen.findByRole('alert')).toHaveTextContent('This account no longer exists.');
  });
});

describe('Adjust ReptiCoins', () => {
  const fill = async (amount: string, reason: string) => {
    const form = await screen.findByRole('form', { name: 'Adjust ReptiCoins' });
    if (amount) await userEvent.type(within(form).getByRole('textbox', { name: /Amount/ }), amount);
    if (reason) await userEvent.type(within(form).getByRole('textbox', { name: /Reason/ }), reason);
    return form;
  };

  it.each([
    ['no amount', '', 'Goodwill', /Enter a whole number other than 0/],
    ['zero', '0', 'Goodwill', /Enter a whole number other than 0/],
    ['no reason', '50', '', /Give a reason, at most 200 characters/],
    ['a reason of spaces', '50', '   ', /Give a reason, at most 200 characters/],
    ['more than the balance taken away', '-121', 'Refund', /The balance is 120: a subtraction cannot take it below zero/],
  ])('refuses %s before sending', async (_, amount, reason, message) => {
    const { calls } = setup();
    const form = await fill(amount, reason);
    await userEvent.click(within(form).getByRole('button', { name: /ReptiCoins/ }));
    expect(await within(form).findAllByText(message)).not.toHaveLength(0);
    expect(posts(calls)).toHaveLength(0);
  });

  it('sends the amount, the reason and an adjustment id; says the new balance', async () => {
    const { calls } = setup();
    const form = await fill('-20', '  Duplicate reward  ');
    expect(within(form).getByText('Subtracts 20 ReptiCoins. Balance after: 100.')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Subtract ReptiCoins' }));
    expect(await screen.findByText('Done: gecko@example.test now has 999 ReptiCoins.')).toBeInTheDocument();
    const [post] = posts(calls);
    expect(post?.path).toBe(`${base}/repticoins`);
    expect(post?.body).toMatchObject({ amount: -20, reason: 'Duplicate reward', adjustmentId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(within(form).getByRole('textbox', { name: /Amount/ })).toHaveValue('');
  });

  it('sending again after a failure reuses the adjustment id, so it cannot count twice', async () => {
    const { calls, state } = setup({ answers: { [`${base}/repticoins`]: [503, { error: 'unavailable', message: 'Down' }] } });
    const form = await fill('50', 'Contest fix');
    await userEvent.click(within(form).getByRole('button', { name: 'Add ReptiCoins' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('The ReptiCoins could not be adjusted. Please try again.');
    delete state.answers[`${base}/repticoins`];
    await userEvent.click(within(form).getByRole('button', { name: 'Add ReptiCoins' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(2));
    const [first, second] = posts(calls).map((c) => (c.body as { adjustmentId: string }).adjustmentId);
    expect(second).toBe(first);
  });

  it.each([
    ['insufficient-balance', [409, { error: 'insufficient-balance', message: 'Not enough', balance: 7 }], 'The balance is 7: a subtraction cannot take it below zero.'],
    ['invalid-request on the reason', [400, { error: 'invalid-request', message: 'Bad', fields: { reason: 'errors.invalidReason' } }], 'Give a reason, at most 200 characters.'],
    ['forbidden', [403, { error: 'forbidden', message: 'You do not have permission to do that.' }], 'Only admins can do this.'],
    ['a server failure', [500, { error: 'internal', message: 'SQL said no' }], 'The ReptiCoins could not be adjusted. Please try again.'],
  ] as const)('a refusal (%s) is said in words', async (_, answer, words) => {
    setup({ answers: { [`${base}/repticoins`]: [answer[0], answer[1]] } });
    const form = await fill('5', 'Because');
    await userEvent.click(within(form).getByRole('button', { name: 'Add ReptiCoins' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(words);
    expect(screen.queryByText(/SQL said no|permission to do that|Not enough/)).not.toBeInTheDocument();
  });
});

describe('role, plan and account', () => {
  it('changes the role only after a confirmation', async () => {
    const { calls } = setup();
    const role = await section('Role');
    await userEvent.click(within(role).getByRole('combobox', { name: 'Role of this account' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Moderator' }));
    await userEvent.click(within(role).getByRole('button', { name: 'Change role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the role?' });
    expect(within(dialog).getByText(/gecko@example.test will go from User to Moderator/)).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make Moderator' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(calls)).toEqual([expect.objectContaining({ path: `${base}/role`, body: { role: 'moderator' } })]);
    expect(await screen.findByText('gecko@example.test is now Moderator.')).toBeInTheDocument();
  });

  it('the server refusing a role change keeps the dialog open and says why', async () => {
    setup({ answers: { [`${base}/role`]: [409, { error: 'last-admin', message: 'Cannot remove the last admin' }] } });
    const role = await section('Role');
    await userEvent.click(within(role).getByRole('combobox', { name: 'Role of this account' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Admin' }));
    await userEvent.click(within(role).getByRole('button', { name: 'Change role' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make Admin' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This is the last admin: make someone else an admin first.');
    expect(screen.queryByText('Cannot remove the last admin')).not.toBeInTheDocument();
  });

  it('one\'s own role and account are not offered', async () => {
    setup({}, 'en', ADMIN_ID);
    const role = await section('Role');
    expect(within(role).getByText('You cannot change your own role. Another admin can.')).toBeInTheDocument();
    expect(within(role).getByRole('button', { name: 'Change role' })).toBeDisabled();
    const account = await section('Account');
    expect(within(account).getByRole('button', { name: 'Disable account' })).toBeDisabled();
  });

  it('revokes premium after a confirmation', async () => {
    const { calls } = setup();
    const plan = await section('Plan');
    await userEvent.click(within(plan).getByRole('button', { name: 'Revoke premium' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke HerpPro?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke premium' }));
    await waitFor(() => expect(posts(calls)).toEqual([expect.objectContaining({ path: `${base}/premium/revoke` })]));
  });

  it('disables the account with an optional reason, after a confirmation', async () => {
    const { calls } = setup();
    const account = await section('Account');
    await userEvent.click(within(account).getByRole('button', { name: 'Disable account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable this account?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Spam');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    await waitFor(() => expect(posts(calls)).toEqual([expect.objectContaining({ path: `${base}/disable`, body: { disabled: true, reason: 'Spam' } })]));
  });

  it('speaks Bulgarian', async () => {
    setup({}, 'bg');
    const coins = await section('ReptiCoins');
    expect(within(coins).getByRole('form', { name: 'Корекция на ReptiCoins' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Отнемане на премиум' })).toBeInTheDocument();
  });
});
