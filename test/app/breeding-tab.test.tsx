/**
 * The breeding tab on a real local database: event type required, a mating's two different parents
 * (one of the keeper's reptiles or a typed name), a laying opening a clutch that a hatching then
 * joins, the clutch's eggs laid and hatched above the list, and edits carrying only what changed.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { BreedingTab } from '../../app/features/breeding';
import { endSession } from '../../app/lib/session';
import type { UserDb } from '../../app/lib/db';
import { enterDate } from '../helpers/date-field';
import { renderWithProviders } from '../helpers/render';
import { signInKeeper, syncedReptile } from '../helpers/keeper';

afterEach(() => endSession('user'));

/** Live queries answer later on a busy machine; nothing here is about speed. */
const SLOW = { timeout: 5000 };

async function openBreedingTab(db: UserDb, lng: 'en' | 'bg' = 'en') {
  const reptile = syncedReptile(db, { name: 'Spike', sex: 'female' });
  const mate = syncedReptile(db, { name: 'Apollo', sex: 'male' });
  await db.reptiles.bulkPut([reptile, mate]);
  renderWithProviders(<BreedingTab reptileId={reptile.id} />, { lng });
  await screen.findByRole('button', { name: lng === 'en' ? 'Add entry' : 'Добави запис' });
  return { reptile, mate };
}

async function choose(label: RegExp | string, option: string, within_: HTMLElement = document.body) {
  await userEvent.click(within(within_).getByRole('combobox', { name: label }));
  await userEvent.click(await within(within_).findByRole('option', { name: option }, SLOW));
}

const addForm = () => screen.getByRole('button', { name: 'Add entry' }).closest('form') as HTMLElement;

describe('the breeding tab', () => {
  it('asks for an event type, and for a mating two different parents, in the spec\'s words', async () => {
    const db = signInKeeper();
    await openBreedingTab(db);
    await userEvent.click(screen.getByRole('button', { name: 'Add entry' }));
    expect(await screen.findByText('Event type is required.')).toBeInTheDocument();

    await choose(/^Event type/, 'Mating');
    // This reptile is offered as the first parent; without it and a second one a mating is refused.
    const first = screen.getByRole('group', { name: 'First parent' });
    expect(within(first).getByRole('combobox', { name: /^Reptile/ })).toHaveValue('Spike');
    await userEvent.click(within(first).getByRole('button', { name: 'Clear First parent' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add entry' }));
    expect(await screen.findByText('The first parent is required for a mating.')).toBeInTheDocument();
    expect(screen.getByText('The second parent is required for a mating.')).toBeInTheDocument();

    // The same animal twice, typed by name in different case, is refused.
    await userEvent.click(within(first).getByRole('radio', { name: 'Another animal' }));
    await userEvent.type(within(first).getByRole('textbox', { name: /^Name/ }), 'Zeus');
    const second = screen.getByRole('group', { name: 'Second parent' });
    await userEvent.click(within(second).getByRole('radio', { name: 'Another animal' }));
    await userEvent.type(within(second).getByRole('textbox', { name: /^Name/ }), ' zeus ');
    await userEvent.click(screen.getByRole('button', { name: 'Add entry' }));
    expect(await screen.findByText('The two parents must be different.')).toBeInTheDocument();
    expect(await db.outbox.count()).toBe(0);
  });

  it('saves a mating of this reptile and another of the keeper\'s and names both parents in the list', async () => {
    const db = signInKeeper();
    const { reptile, mate } = await openBreedingTab(db);
    await choose(/^Event type/, 'Mating');
    const second = screen.getByRole('group', { name: 'Second parent' });
    await choose(/^Reptile/, 'Apollo', second);
    await userEvent.click(screen.getByRole('button', { name: 'Add entry' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1), SLOW);
    expect((await db.outbox.toArray())[0]?.args).toMatchObject({
      reptileId: reptile.id, eventType: 'mating', parent1: { reptileId: reptile.id }, parent2: { reptileId: mate.id }, clutchId: null,
    });
    const list = await screen.findByRole('list', { name: 'Breeding events' }, SLOW);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1), SLOW);
    expect(within(list).getByRole('listitem')).toHaveTextContent('Mating');
    expect(within(list).getByRole('listitem')).toHaveTextContent('Parents: Spike × Apollo');
  });

  it('a laying opens a clutch, a hatching joins it, and the clutch shows eggs laid and hatched; edits send only what changed', async () => {
    const db = signInKeeper();
    await openBreedingTab(db);
    const date = screen.getByLabelText(/^Date/);
    await enterDate(date, '2026-03-03');
    await choose(/^Event type/, 'Laying');
    expect(within(addForm()).getByRole('combobox', { name: /^Clutch/ })).toHaveValue('New clutch');
    await userEvent.type(screen.getByLabelText('Eggs laid'), '2.5');
    await userEvent.click(screen.getByRole('button', { name: 'Add entry' }));
    expect(await screen.findByText('Enter a valid count: a whole number, 0 or more.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Eggs laid'));
    await userEvent.type(screen.getByLabelText('Eggs laid'), '6');
    await userEvent.click(screen.getByRole('button', { name: 'Add entry' }));
    const clutches = await screen.findByRole('list', { name: 'Clutches' }, SLOW);
    expect(clutches).toHaveTextContent('Laid Mar 3, 2026');
    expect(clutches).toHaveTextContent('Eggs laid: 6 · Hatched: 0');
    const laying = (await db.outbox.toArray())[0];
    expect(laying?.args).toMatchObject({ eventType: 'laying', clutchId: null, outcomeCount: 6 });
    const layingId = (laying?.args as { id: string }).id;

    await choose(/^Event type/, 'Hatching');
    // This reptile's latest clutch is offered at once; choosing "No clutch" and back works too.
    expect(within(addForm()).getByRole('combobox', { name: /^Clutch/ })).toHaveValue('Clutch laid Mar 3, 2026');
    await choose(/^Clutch/, 'No clutch', addForm());
    await choose(/^Clutch/, 'Clutch laid Mar 3, 2026', addForm());
    await userEvent.type(screen.getByLabelText('Eggs hatched'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Add entry' }));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Clutches' })).toHaveTextContent('Eggs laid: 6 · Hatched: 5'), SLOW);
    expect((await db.outbox.toArray())[1]?.args).toMatchObject({ eventType: 'hatching', clutchId: layingId, outcomeCount: 5 });
    const list = screen.getByRole('list', { name: 'Breeding events' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2), SLOW);
    const [hatching, layingItem] = within(list).getAllByRole('listitem');
    expect(hatching).toHaveTextContent('5 hatched');
    expect(hatching).toHaveTextContent('Clutch laid Mar 3, 2026');
    expect(layingItem).toHaveTextContent('6 eggs laid');
    expect(layingItem).toHaveTextContent('Opens a new clutch');

    // The laying cannot join its own clutch; correcting its count sends the count alone.
    await userEvent.click(within(layingItem as HTMLElement).getByRole('button', { name: /^Edit/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit breeding event' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Clutch/ }));
    expect(within(dialog).queryByRole('option', { name: 'Clutch laid Mar 3, 2026' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    const count = within(dialog).getByLabelText('Eggs laid');
    await userEvent.clear(count);
    await userEvent.type(count, '7');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(3), SLOW);
    expect((await db.outbox.toArray())[2]?.args).toEqual({ id: layingId, patch: { outcomeCount: 7 } });
    await waitFor(() => expect(screen.getByRole('list', { name: 'Clutches' })).toHaveTextContent('Eggs laid: 7 · Hatched: 5'), SLOW);
  });

  it('speaks Bulgarian', async () => {
    const db = signInKeeper();
    await openBreedingTab(db, 'bg');
    await userEvent.click(screen.getByRole('button', { name: 'Добави запис' }));
    expect(await screen.findByText('Типът събитие е задължителен.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Първи родител' })).toBeInTheDocument();
  });
});
