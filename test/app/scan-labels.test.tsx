/**
 * Issue 28: enclosure labels on /labels. The rack view's "Print labels" arrives with
 * `?enclosures=` and the Enclosures list showing those tubs chosen; each is offered with its place
 * and residents, and its label (in the sheet's picture) says its name; animals chosen on the other
 * list print first. (The PDF's codes, /e/:id and /r/:id, are read back in test/unit/labels-pdf.test.ts
 * and test/e2e/racks.e2e.ts.)
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it } from 'vitest';
import { LabelsPage } from '../../app/features/labels/labels-page';
import { endSession } from '../../app/lib/session';
import { renderWithProviders } from '../helpers/render';
import { signInKeeper, syncedReptile } from '../helpers/keeper';

afterEach(() => endSession('user'));

const synced = { version: 2, updatedAt: 1, deleted: false } as const;

async function rack() {
  const db = signInKeeper();
  const rackId = uuidv7();
  const tubs = [1, 2].map((position) => ({
    id: uuidv7(), userId: db.userId, name: `A1-${position}`, type: 'tub', widthCm: null, depthCm: null, heightCm: null, room: null, notes: null,
    rackId, shelf: 1, position, targets: null, upkeepDays: null, ...synced,
  }));
  const viv = { ...tubs[0]!, id: uuidv7(), name: 'Viv 3', type: 'Glass viv', room: 'Snake room', rackId: null, shelf: null, position: null };
  await db.racks.put({ id: rackId, userId: db.userId, name: 'A', room: null, shelves: 1, perShelf: 2, ...synced });
  await db.enclosures.bulkPut([...tubs, viv]);
  const nagini = syncedReptile(db, { name: 'Nagini' });
  const kaa = syncedReptile(db, { name: 'Kaa' });
  await db.reptiles.bulkPut([nagini, kaa]);
  await db.placements.bulkPut([nagini, kaa].map((r) => ({ id: uuidv7(), userId: db.userId, reptileId: r.id, enclosureId: tubs[0]!.id, date: '2026-01-01', at: 1, authorId: null, ...synced })));
  return { tubs, viv };
}

describe('enclosure labels', () => {
  it('arrive from a rack with its tubs chosen, each with its place and residents, after the animals chosen', async () => {
    const { tubs } = await rack();
    renderWithProviders(<LabelsPage />, { route: `/labels?enclosures=${tubs.map((x) => x.id).join(',')}` });
    const list = await screen.findByRole('list', { name: 'Enclosures to label' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'A1-1 Rack A · shelf 1 · tub 1 · Kaa, Nagini',
      'A1-2 Rack A · shelf 1 · tub 2',
      'Viv 3 Snake room',
    ]);
    expect(screen.getByText('2 of 3 selected')).toBeInTheDocument();
    expect(within(list).getByRole('checkbox', { name: /^Viv 3/ })).not.toBeChecked();
    const sheet = screen.getByRole('group', { name: 'The first sheet. Tap the first free label.' });
    expect(within(sheet).getByRole('button', { name: 'Label 1: A1-1' })).toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: 'Label 2: A1-2' })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Filter by name, place or animal'), 'snake');
    await userEvent.click(screen.getByRole('button', { name: 'Select all shown' }));
    expect(screen.getByText('3 of 3 selected')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Animals (0)' }));
    const animals = screen.getByRole('list', { name: 'Animals to label' });
    await userEvent.click(within(animals).getByRole('checkbox', { name: /^Kaa/ }));
    expect(screen.getByRole('radio', { name: 'Animals (1)' })).toBeChecked();
    expect(screen.getByText(/^4 labels on 1 sheet/)).toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: 'Label 1: Kaa' })).toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: 'Label 4: Viv 3' })).toBeInTheDocument();
  });

  it('asks for an enclosure on the Enclosures list when nothing is chosen', async () => {
    await rack();
    renderWithProviders(<LabelsPage />, { route: '/labels?enclosures=' });
    await screen.findByRole('list', { name: 'Enclosures to label' });
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('Select at least one enclosure.')).toBeInTheDocument();
  });
});
