/**
 * The care card (issue 18): a printable page from this device's data alone, with the animal's
 * facts in the keeper's units and language, its morphs, feeding rhythm, the last 10 feedings,
 * the last 5 sheds and its open health issues; Print and a self-contained HTML download.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CareCardPage } from '../../app/features/transfers/care-card-page';
import type { UserDb } from '../../app/lib/db';
import { endSession } from '../../app/lib/session';
import { renderWithProviders } from '../helpers/render';
import { signInKeeper, syncedReptile } from '../helpers/keeper';

afterEach(() => {
  endSession('user');
  vi.restoreAllMocks();
});

const meta = (db: UserDb, reptileId: string) => ({ id: uuidv7(), userId: db.userId, reptileId, version: 1, updatedAt: 1, deleted: false });

async function keeperWithAnimal(opts: Parameters<typeof signInKeeper>[0] = {}) {
  const db = signInKeeper(opts);
  const reptile = syncedReptile(db, {
    name: 'Nagini', species: 'Python regius', sex: 'female', hatchDate: '2020-06-01', notes: 'Shy at first, handle after a meal.', feedingIntervalDays: 14,
    morphs: [{ gene: 'ball-python:pastel', state: 'super' }, { gene: 'ball-python:clown', state: 'possible-het', probability: 0.66 }],
  });
  await db.reptiles.put(reptile);
  await db.growthLogs.put({ ...meta(db, reptile.id), date: '2031-02-01', weightGrams: 1500, lengthCm: 120, notes: null });
  // Twelve feedings, a day apart: the card keeps the newest ten. The newest two came from the
  // inventory: one from a feeder still there, one from a feeder since deleted.
  const feederId = uuidv7();
  await db.feeders.put({ id: feederId, userId: db.userId, version: 1, updatedAt: 1, deleted: false, name: 'Frozen rat', type: 'frozen', weightPerItemGrams: 30, quantity: 4, lowStockThreshold: 0 });
  await db.feedingLogs.bulkPut(Array.from({ length: 12 }, (_, i) => ({
    ...meta(db, reptile.id), date: `2031-01-${String(i + 1).padStart(2, '0')}`, outcome: i === 11 ? 'refused' as const : 'ate' as const, notes: null,
    source: i === 11 ? { kind: 'inventory' as const, feederId, quantity: 2, deductFromInventory: true }
      : i === 10 ? { kind: 'inventory' as const, feederId: uuidv7(), quantity: 1, deductFromInventory: false }
        : { kind: 'manual' as const, items: [{ foodItem: `mouse ${i + 1}`, count: 1, sizePerItemGrams: 20 }] },
  })));
  await db.sheddingLogs.bulkPut(Array.from({ length: 6 }, (_, i) => ({
    ...meta(db, reptile.id), date: `2030-0${i + 1}-15`, complete: i !== 5, observations: null,
  })));
  await db.healthLogs.bulkPut([
    { ...meta(db, reptile.id), date: '2031-01-20', issue: 'Mites', severity: 'mild', treatment: 'Spray', notes: null, status: 'ongoing', resolvedDate: null },
    { ...meta(db, reptile.id), date: '2030-05-01', issue: 'Stuck shed', severity: null, treatment: null, notes: null, status: 'resolved', resolvedDate: '2030-05-03' },
  ]);
  return reptile;
}

const readBlob = (blob: Blob) => new Promise<string>((resolve) => {
  const reader = new FileReader();
  reader.onload = () => resolve(String(reader.result));
  reader.readAsText(blob);
});

function openCard(id: string, lng: 'en' | 'bg' = 'en') {
  renderWithProviders(<Routes><Route path="/reptiles/:id/care-card" element={<CareCardPage />} /></Routes>, { route: `/reptiles/${id}/care-card`, lng });
}

describe('the care card', () => {
  it('shows the facts, morphs, rhythm, the last 10 feedings, the last 5 sheds and open health issues', async () => {
    const reptile = await keeperWithAnimal({ weightUnit: 'kg' });
    openCard(reptile.id);
    const card = await screen.findByRole('article', { name: 'Nagini: care card' });
    expect(within(card).getByRole('heading', { level: 1, name: 'Nagini' })).toBeInTheDocument();
    expect(within(card).getByText('Python regius')).toBeInTheDocument();
    expect(within(card).getByText('Female')).toBeInTheDocument();
    expect(within(card).getByText('Jun 1, 2020')).toBeInTheDocument();
    expect(within(card).getByText('1.5 kg on Feb 1, 2031')).toBeInTheDocument();
    expect(within(card).getByText('120 cm on Feb 1, 2031')).toBeInTheDocument();
    // Named as the profile and the pairing planner name it.
    expect(within(card).getByText('Super Pastel 66% possible het Clown')).toBeInTheDocument();
    expect(within(card).getByText('Every 14 days')).toBeInTheDocument();
    const feedings = within(within(card).getByRole('heading', { name: 'Last feedings' }).parentElement as HTMLElement).getAllByRole('listitem');
    expect(feedings).toHaveLength(10);
    // Sizes in the keeper's unit (kg here), as on every other screen; an inventory feeding by its feeder.
    expect(feedings[0]).toHaveTextContent('Jan 12, 2031: 2 × Frozen rat (0.03 kg), refused');
    expect(feedings[1]).toHaveTextContent('Jan 11, 2031: 1 × a feeder no longer listed, ate');
    expect(feedings[9]).toHaveTextContent('Jan 3, 2031: 1 × mouse 3 (0.02 kg), ate');
    const sheds = within(within(card).getByRole('heading', { name: 'Last sheds' }).parentElement as HTMLElement).getAllByRole('listitem');
    expect(sheds).toHaveLength(5);
    expect(sheds[0]).toHaveTextContent('Jun 15, 2030: incomplete (stuck shed)');
    const health = within(within(card).getByRole('heading', { name: 'Open health issues' }).parentElement as HTMLElement).getAllByRole('listitem');
    expect(health.map((h) => h.textContent)).toEqual(['Mites, since Jan 20, 2031 (Mild · Spray)']);
    expect(within(card).getByText('Shy at first, handle after a meal.')).toBeInTheDocument();
  });

  it('reads in Bulgarian', async () => {
    const reptile = await keeperWithAnimal();
    openCard(reptile.id, 'bg');
    const card = await screen.findByRole('article', { name: 'Nagini: карта за грижа' });
    expect(within(card).getByText('Женски')).toBeInTheDocument();
    expect(within(card).getByText('1500 г на 1.02.2031 г.')).toBeInTheDocument();
    expect(within(card).getByText('Super Pastel 66% възможно хетеро Clown')).toBeInTheDocument();
    expect(within(card).getByText('На всеки 14 дни')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'Последни хранения' })).toBeInTheDocument();
    expect(within(card).getByText(/^12\.01\.2031 г\./).closest('li')).toHaveTextContent('2 × Frozen rat (30 г), отказа');
    expect(within(card).getByRole('heading', { name: 'Последни смени на кожата' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Печат' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Изтегли' })).toBeInTheDocument();
  });

  it('prints, and downloads the card as one self-contained HTML file', async () => {
    const reptile = await keeperWithAnimal();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    let saved: Blob | null = null;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved = blob as Blob;
      return 'blob:care-card';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('Nagini-care-card.html');
    });
    openCard(reptile.id);
    await userEvent.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(click).toHaveBeenCalledOnce();
    const html = await readBlob(saved as unknown as Blob);
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<title>Nagini: care card</title>');
    expect(html).toContain('Last feedings');
    expect(html).toContain('2 × Frozen rat (');
    // Its look travels with it: inline styles, no stylesheet or script of the app.
    expect(html).toContain('style="');
    expect(html).not.toMatch(/<link|<script|class="mantine/);
  });

  it('works with nothing logged', async () => {
    const db = signInKeeper();
    const reptile = syncedReptile(db, { name: 'Rex', species: 'Unknown lizard' });
    await db.reptiles.put(reptile);
    openCard(reptile.id);
    const card = await screen.findByRole('article', { name: 'Rex: care card' });
    expect(within(card).getByText('No feedings recorded.')).toBeInTheDocument();
    expect(within(card).getByText('No sheds recorded.')).toBeInTheDocument();
    expect(within(card).getByText('No open health issues.')).toBeInTheDocument();
    expect(within(card).getByText('No usual rhythm is known for this species.')).toBeInTheDocument();
    expect(within(card).getAllByText('Not recorded')).toHaveLength(3);
  });
});
