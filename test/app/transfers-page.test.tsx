/**
 * /transfers (issue 18): the offers made to the keeper, fetched from the server, accepted or
 * declined after a confirmation, the accepted animal linked once it is on the device; and the
 * keeper's own sales from the synced rows, which show offline too.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IncomingOffer, TransferView } from '../../shared/api/transfers';
import { TransfersPage } from '../../app/features/transfers/transfers-page';
import type { UserDb } from '../../app/lib/db';
import { createQueryClient } from '../../app/lib/query/client';
import { endSession } from '../../app/lib/session';
import { renderWithProviders } from '../helpers/render';
import { signInKeeper, syncedReptile } from '../helpers/keeper';
import { json, stubFetch } from '../helpers/session-fixtures';

afterEach(() => {
  endSession('user');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const EXPIRES = Date.UTC(2031, 3, 10, 12);

const offer = (over: Partial<IncomingOffer> = {}): IncomingOffer => ({
  id: uuidv7(), sellerName: 'gecko_fan', soldOn: '2031-03-11', priceCents: 15000, currency: 'EUR', note: 'Eats frozen-thawed', expiresAt: EXPIRES,
  reptile: {
    name: 'Nagini', species: 'Python regius', sex: 'female', hatchDate: '2029-06-01',
    morphs: [{ gene: 'ball-python:pastel', state: 'visual' }, { gene: 'ball-python:clown', state: 'het' }],
    logCounts: { feedingLogs: 10, sheddingLogs: 2 }, hasPhoto: false,
  },
  ...over,
});

const sale = (db: UserDb, over: Partial<TransferView & { deleted: boolean }>) => ({
  id: uuidv7(), reptileId: uuidv7(), reptileName: 'Rex', buyerEmail: 'buyer@example.com', priceCents: null, currency: null, soldOn: '2031-01-05',
  note: null, status: 'accepted' as const, expiresAt: EXPIRES, decidedAt: null, userId: db.userId, version: 2, updatedAt: 1, deleted: false, ...over,
});

function renderPage(lng: 'en' | 'bg' = 'en') {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return renderWithProviders(<QueryClientProvider client={client}><TransfersPage /></QueryClientProvider>, { route: '/transfers', lng });
}

describe('offers for you', () => {
  it('shows what comes with the animal, and accepts after a confirmation', async () => {
    const db = signInKeeper();
    const first = offer();
    let offers = [first];
    const newId = uuidv7();
    const { calls } = stubFetch((call) => {
      if (call.path === '/api/transfers/incoming') return json(200, { offers });
      if (call.path.endsWith('/accept')) {
        offers = [];
        return json(200, { reptileId: newId });
      }
      return json(404, { error: 'not-found' });
    });
    renderPage();
    const card = await screen.findByRole('article', { name: 'Nagini' });
    expect(within(card).getByText('Python regius')).toBeInTheDocument();
    expect(within(card).getByText('Female · Hatched Jun 1, 2029 · Pastel het Clown')).toBeInTheDocument();
    expect(within(card).getByText('12 records come with it')).toBeInTheDocument();
    expect(within(card).getByText('€150.00')).toBeInTheDocument();
    expect(within(card).getByText(/From gecko_fan · Mar 11, 2031 · Open until Apr 10, 2031/)).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept Nagini?' });
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Nagini is yours. It arrives on this device with the next sync.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.path).toBe(`/api/transfers/${first.id}/accept`);
    expect(screen.queryByRole('link', { name: 'Open Nagini' })).not.toBeInTheDocument();
    // The pull brings the animal: then it is linked.
    await db.reptiles.put(syncedReptile(db, { id: newId, name: 'Nagini' }));
    expect(await screen.findByRole('link', { name: 'Open Nagini' })).toHaveAttribute('href', `/reptiles/${newId}`);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Nagini' })).not.toBeInTheDocument());
  });

  it('declines after a confirmation, and says a refusal in words', async () => {
    signInKeeper();
    const first = offer();
    const { calls } = stubFetch((call) => {
      if (call.path === '/api/transfers/incoming') return json(200, { offers: [first] });
      if (call.path.endsWith('/decline')) return json(409, { error: 'not-pending', message: 'English internals' });
      return json(404, { error: 'not-found' });
    });
    renderPage();
    const card = await screen.findByRole('article', { name: 'Nagini' });
    await userEvent.click(within(card).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline Nagini?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This offer has already been decided, cancelled or has expired.');
    expect(calls.find((c) => c.method === 'POST')?.path).toBe(`/api/transfers/${first.id}/decline`);
  });

  it('says the plan has no room in Bulgarian', async () => {
    signInKeeper();
    stubFetch((call) => {
      if (call.path === '/api/transfers/incoming') return json(200, { offers: [offer({ priceCents: null, currency: null, sellerName: null })] });
      return json(409, { error: 'plan-limit-reptiles', message: 'English internals' });
    });
    renderPage('bg');
    const card = await screen.findByRole('article', { name: 'Nagini' });
    expect(within(card).getByText('Без посочена цена')).toBeInTheDocument();
    expect(within(card).getByText(/^От гледач в HerpTrack/)).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Приеми' }));
    const dialog = await screen.findByRole('dialog', { name: 'Да приемете ли Nagini?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Приеми' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Планът ви няма място за още едно влечуго.');
  });
});

describe('your sales', () => {
  it('lists the synced rows newest first, with the price in the row’s currency and the status in words', async () => {
    const db = signInKeeper();
    stubFetch(() => json(200, { offers: [] }));
    await db.transfers.bulkPut([
      sale(db, { reptileName: 'Rex', soldOn: '2031-01-05', priceCents: 15050, currency: 'BGN', status: 'accepted' }),
      sale(db, { reptileName: 'Apollo', soldOn: '2031-02-10', status: 'pending', buyerEmail: 'friend@example.com' }),
      sale(db, { reptileName: 'Gone', soldOn: '2031-02-11', status: 'cancelled', deleted: true }),
    ]);
    renderPage('bg');
    expect(await screen.findByText('Няма чакащи предложения за вас.')).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Вашите продажби' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual(['Apollo', 'Rex']);
    expect(within(items[0] as HTMLElement).getByText('Чака купувача до 10.04.2031 г.')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText('Без посочена цена')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('150,50 лв.')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('Прието')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('За buyer@example.com · 5.01.2031 г.')).toBeInTheDocument();
  });

  it('offline, keeps the sales and shows the shared "needs a connection" state for the offers', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => undefined)));
    const db = signInKeeper();
    await db.transfers.put(sale(db, { reptileName: 'Rex' }));
    renderPage();
    const offers = screen.getByRole('region', { name: 'Offers for you' });
    expect(await within(offers).findByText('Needs a connection')).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'Your sales' })).findByRole('link', { name: 'Rex' })).toBeInTheDocument();
  });
});
