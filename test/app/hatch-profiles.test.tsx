/**
 * A hatching that creates the hatchlings' profiles (issue 18), on a real local database: the form
 * pre-fills the parents from the clutch (the laying's reptile as mother, the latest mating's
 * partner as father), the clutch's number and the mother's species; the hatch and every profile
 * are one outbox entry and the profiles are on the device at once, offline; a count over what
 * hatched or over the plan's room is refused in words and writes nothing; Bulgarian names.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it } from 'vitest';
import { BreedingTab } from '../../app/features/breeding';
import { endSession } from '../../app/lib/session';
import type { LocalLog, UserDb } from '../../app/lib/db';
import { renderWithProviders } from '../helpers/render';
import { signInKeeper, syncedReptile } from '../helpers/keeper';

afterEach(() => endSession('user'));

const SLOW = { timeout: 5000 };

function breeding(db: UserDb, reptileId: string, over: Partial<LocalLog<'breedingLogs'>>): LocalLog<'breedingLogs'> {
  return {
    id: uuidv7(), userId: db.userId, reptileId, date: '2026-05-01', eventType: 'other', parent1: null, parent2: null, clutchId: null,
    outcomeCount: null, incubationTempC: null, incubationDays: null, fertile: null, infertile: null, slugs: null, notes: null,
    version: 1, updatedAt: 1, deleted: false, ...over,
  };
}

/** A female with two clutches (the second one open) and a male she mated before it. */
async function withClutch(db: UserDb, lng: 'en' | 'bg' = 'en') {
  const dam = syncedReptile(db, { name: 'Luna', species: 'Eublepharis macularius', sex: 'female' });
  const sire = syncedReptile(db, { name: 'Sol', species: 'Eublepharis macularius', sex: 'male' });
  await db.reptiles.bulkPut([dam, sire]);
  const first = breeding(db, dam.id, { date: '2026-03-01', eventType: 'laying', outcomeCount: 2 });
  const mating = breeding(db, dam.id, { date: '2026-04-10', eventType: 'mating', parent1: { reptileId: dam.id }, parent2: { reptileId: sire.id } });
  const second = breeding(db, dam.id, { date: '2026-05-01', eventType: 'laying', outcomeCount: 4 });
  await db.breedingLogs.bulkPut([first, mating, second]);
  renderWithProviders(<BreedingTab reptileId={dam.id} />, { lng });
  return { dam, sire, second };
}

async function choose(label: RegExp | string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }, SLOW));
}

describe('a hatching with the hatchlings\' profiles', () => {
  it('pre-fills from the clutch and creates every profile with its parents in one offline change', async () => {
    const db = signInKeeper({ tier: 'HerpPro' });
    const { dam, sire, second } = await withClutch(db);
    await screen.findByRole('button', { name: 'Add entry' });
    await choose(/^Event type/, 'Hatching');
    const form = screen.getByRole('button', { name: 'Add entry' }).closest('form') as HTMLElement;
    await userEvent.type(within(form).getByLabelText('Eggs hatched'), '3');
    await userEvent.click(within(form).getByRole('checkbox', { name: /Create profiles for the hatchlings/ }));

    expect(within(form).getByLabelText(/^How many profiles/)).toHaveValue('3');
    expect(within(form).getByLabelText(/^Names/)).toHaveValue('Clutch 2');
    expect(within(form).getByLabelText(/^Species/)).toHaveValue('Eublepharis macularius');
    expect(within(form).getByRole('combobox', { name: 'Sire (father)' })).toHaveValue('Sol (Eublepharis macularius)');
    expect(within(form).getByRole('combobox', { name: 'Dam (mother)' })).toHaveValue('Luna (Eublepharis macularius)');
    expect(within(form).getByText('Creates 3 profiles: Clutch 2 #1 to Clutch 2 #3.')).toBeInTheDocument();

    await userEvent.click(within(form).getByRole('button', { name: 'Add entry' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1), SLOW);
    const [entry] = await db.outbox.toArray();
    expect(entry?.name).toBe('clutch.hatch.v1');
    const hatchlings = await db.reptiles.where('id').noneOf([dam.id, sire.id]).sortBy('name');
    expect(hatchlings.map((h) => [h.name, h.sex, h.hatchDate, h.sireId, h.damId, h.clutchId, h.species])).toEqual(
      [1, 2, 3].map((n) => [`Clutch 2 #${n}`, 'unknown', expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), sire.id, dam.id, second.id, 'Eublepharis macularius']),
    );
    const hatching = (await db.breedingLogs.toArray()).find((l) => l.eventType === 'hatching');
    expect(hatching).toMatchObject({ clutchId: second.id, outcomeCount: 3, reptileId: dam.id });
    // The form is empty again for the next entry.
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: /Create profiles/ })).toBeNull(), SLOW);
  });

  it('refuses more profiles than hatched, or than the plan has room for, and writes nothing', async () => {
    // Basic: 2 reptiles kept, so room for what shared/plans.ts allows beyond them.
    const db = signInKeeper();
    await withClutch(db);
    await screen.findByRole('button', { name: 'Add entry' });
    await choose(/^Event type/, 'Hatching');
    const form = screen.getByRole('button', { name: 'Add entry' }).closest('form') as HTMLElement;
    await userEvent.type(within(form).getByLabelText('Eggs hatched'), '20');
    await userEvent.click(within(form).getByRole('checkbox', { name: /Create profiles for the hatchlings/ }));
    const count = within(form).getByLabelText(/^How many profiles/);
    await userEvent.click(within(form).getByRole('button', { name: 'Add entry' }));
    expect(await within(form).findByText('More than your plan has room for: upgrade, or create fewer profiles.')).toBeInTheDocument();
    await userEvent.clear(count);
    await userEvent.type(count, '21');
    await userEvent.click(within(form).getByRole('button', { name: 'Add entry' }));
    expect(await within(form).findByText('More profiles than eggs hatched.')).toBeInTheDocument();
    expect(await db.outbox.count()).toBe(0);
    expect(await db.reptiles.count()).toBe(2);
  });

  it('names the hatchlings in Bulgarian', async () => {
    const db = signInKeeper({ tier: 'HerpPlus' });
    await withClutch(db, 'bg');
    await screen.findByRole('button', { name: 'Добави запис' });
    await choose(/^Тип събитие/, 'Излюпване');
    const form = screen.getByRole('button', { name: 'Добави запис' }).closest('form') as HTMLElement;
    await userEvent.type(within(form).getByLabelText('Излюпени яйца'), '1');
    await userEvent.click(within(form).getByRole('checkbox', { name: /Създай профили на малките/ }));
    expect(within(form).getByLabelText(/^Имена/)).toHaveValue('Люпило 2');
    expect(within(form).getByText('Създава Люпило 2 #1.')).toBeInTheDocument();
  });
});
