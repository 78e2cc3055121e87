/**
 * Selling or giving an animal from its page (issue 18): the offer dialog checks in words before
 * sending, sends the contract's body, says each refusal in the keeper's language, and offline
 * shows the shared "needs a connection" state instead of a button that cannot work. A sent offer
 * shows on the page until it is cancelled.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TransferView } from '../../shared/api/transfers';
import { todayIn } from '../../shared/rules/calendar-date';
import { ReptileDetailsPage } from '../../app/pages/reptile-details/reptile-details-page';
import { endSession } from '../../app/lib/session';
import { renderWithProviders } from '../helpers/render';
import { signInKeeper, syncedReptile } from '../helpers/keeper';
import { json, stubFetch, type Call } from '../helpers/session-fixtures';

afterEach(() => {
  endSession('user');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const EXPIRES = Date.UTC(2031, 0, 30, 12);

async function openOffer(lng: 'en' | 'bg' = 'en') {
  const db = signInKeeper();
  const reptile = syncedReptile(db, { name: 'Nagini' });
  await db.reptiles.put(reptile);
  renderWithProviders(<Routes><Route path="/reptiles/:id" element={<ReptileDetailsPage />} /></Routes>, { route: `/reptiles/${reptile.id}`, lng });
  await userEvent.click(await screen.findByRole('button', { name: lng === 'en' ? 'Actions for Nagini' : 'Действия за Nagini' }));
  await userEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: lng === 'en' ? 'Sell or give away' : 'Продай или подари' }));
  const dialog = await screen.findByRole('dialog', { name: lng === 'en' ? 'Sell or give away Nagini' : 'Продай или подари Nagini' });
  return { db, reptile, dialog };
}

function serveOffer(answer?: (call: Call) => Response) {
  return stubFetch((call) => {
    if (call.path === '/api/transfers' && call.method === 'POST') {
      if (answer) return answer(call);
      const body = call.body as { reptileId: string; buyerEmail: string; soldOn: string; priceCents: number | null; currency: TransferView['currency']; note: string | null };
      const row: TransferView = { id: uuidv7(), reptileId: body.reptileId, reptileName: 'Nagini', buyerEmail: body.buyerEmail, priceCents: body.priceCents ?? null,
        currency: body.currency ?? null, soldOn: body.soldOn, note: body.note ?? null, status: 'pending', expiresAt: EXPIRES, decidedAt: null };
      return json(201, row);
    }
    if (/^\/api\/transfers\/[^/]+\/cancel$/.test(call.path)) return json(200, {});
    return json(404, { error: 'not-found', message: 'No route' });
  });
}

describe('the offer dialog', () => {
  it('says what is wrong in words before sending anything', async () => {
    const { calls } = serveOffer();
    const { dialog } = await openOffer();
    expect(within(dialog).getByText(/gets Nagini with its whole history/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Open the care card' })).toHaveAttribute('href', expect.stringMatching(/\/care-card$/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the offer' }));
    expect(await within(dialog).findByText('Enter the buyer’s e-mail.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Buyer’s e-mail/), 'not-an-address');
    await userEvent.type(within(dialog).getByLabelText('Price'), '12,345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the offer' }));
    expect(await within(dialog).findByText('Enter an e-mail address such as name@example.com.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a price such as 150 or 149,90.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends the contract’s body, then the page shows the offer until it is cancelled', async () => {
    const { calls } = serveOffer();
    const { reptile, dialog } = await openOffer();
    expect(within(dialog).getByLabelText('Currency')).toHaveValue('EUR');
    await userEvent.type(within(dialog).getByLabelText(/Buyer’s e-mail/), ' Buyer@Example.com ');
    await userEvent.type(within(dialog).getByLabelText('Price'), '150,5');
    await userEvent.type(within(dialog).getByLabelText('Note for the buyer'), 'Eats frozen-thawed mice');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the offer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls[0]?.body).toEqual({
      reptileId: reptile.id, buyerEmail: 'buyer@example.com', soldOn: todayIn(), priceCents: 15050, currency: 'EUR', note: 'Eats frozen-thawed mice',
    });
    const notice = await screen.findByText(/^Offered to buyer@example.com on .+, waiting for them to accept \(until Jan 30, 2031\)\.$/);
    await userEvent.click(within(notice.closest('[role="status"]') as HTMLElement).getByRole('button', { name: 'Cancel the offer' }));
    await waitFor(() => expect(screen.queryByText(/^Offered to/)).not.toBeInTheDocument());
    expect(calls[1]?.path).toMatch(/^\/api\/transfers\/[^/]+\/cancel$/);
    expect(calls[1]?.method).toBe('POST');
  });

  it('sends no price and no currency for a gift', async () => {
    const { calls } = serveOffer();
    const { dialog } = await openOffer();
    await userEvent.type(within(dialog).getByLabelText(/Buyer’s e-mail/), 'friend@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the offer' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({ priceCents: null, currency: null, note: null });
  });

  it.each([
    ['already-offered', 409, 'This animal is already offered to someone. Cancel that offer first.'],
    ['own-email', 400, 'That is your own e-mail. Enter the buyer’s.'],
    ['not-found', 404, 'This offer or animal is no longer there.'],
  ])('says the %s refusal in words', async (code, status, words) => {
    serveOffer(() => json(status, { error: code, message: 'English internals' }));
    const { dialog } = await openOffer();
    await userEvent.type(within(dialog).getByLabelText(/Buyer’s e-mail/), 'buyer@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the offer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(words);
    expect(within(dialog).queryByText('English internals')).not.toBeInTheDocument();
  });

  it('puts the server’s field message next to its field', async () => {
    serveOffer(() => json(400, { error: 'invalid-request', message: 'Some fields are missing or invalid.', fields: { currency: 'errors.currencyRequired' } }));
    const { dialog } = await openOffer();
    await userEvent.type(within(dialog).getByLabelText(/Buyer’s e-mail/), 'buyer@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the offer' }));
    expect(await within(dialog).findByText('Choose the currency of the price.')).toBeInTheDocument();
  });

  it('says a refusal in Bulgarian, with the lev as the default currency', async () => {
    serveOffer(() => json(409, { error: 'already-offered', message: 'English internals' }));
    const { dialog } = await openOffer('bg');
    expect(within(dialog).getByLabelText('Валута')).toHaveValue('BGN');
    await userEvent.type(within(dialog).getByLabelText(/Имейл на купувача/), 'buyer@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Изпрати предложението' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Това животно вече е предложено на някого. Първо оттеглете онова предложение.');
  });

  it('offline, shows the shared "needs a connection" state instead of the send button', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { calls } = serveOffer();
    const { dialog } = await openOffer();
    expect(within(dialog).getByText('Needs a connection')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Send the offer' })).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
