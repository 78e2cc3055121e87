/**
 * A new task goes where its animal is (issue 27): the task form offers the keeper's own animals
 * and those of a household where their role may add tasks (owner, keeper), never a household they
 * only sit for or view, whose server would refuse the task.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { SpaceRole } from '../../shared/spaces/roles';
import { RemindersPage } from '../../app/features/reminders/reminders-page';
import type { UserDb } from '../../app/lib/db';
import { endSession } from '../../app/lib/session';
import { signInKeeper, syncedReptile } from '../helpers/keeper';
import { renderWithProviders } from '../helpers/render';
import { seedSpaces } from '../helpers/spaces';

afterEach(() => endSession('user'));

async function households(db: UserDb, spaces: [string, SpaceRole, string][]) {
  const list = await seedSpaces(db, spaces.map(([name, role]) => ({ name, role })));
  await db.reptiles.bulkPut(spaces.map(([, , animal], i) => syncedReptile(db, { userId: list[i]?.id, name: animal })));
}

describe('the task form with shared collections', () => {
  it("offers the keeper's own animals and a household's they keep, not one they sit for or view", async () => {
    const db = signInKeeper();
    await db.reptiles.put(syncedReptile(db, { name: 'Rex' }));
    await households(db, [['The Petrovs', 'keeper', 'Kaa'], ['The Ivanovs', 'sitter', 'Sly'], ['The Georgievs', 'viewer', 'Nope']]);
    renderWithProviders(<RemindersPage />, { route: '/reminders' });
    await userEvent.click(await screen.findByRole('button', { name: 'Add task' }));
    const dialog = await screen.findByRole('dialog', { name: 'New task' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Reptile' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent).filter((n) => ['Rex', 'Kaa', 'Sly', 'Nope'].includes(n ?? '')).sort()).toEqual(['Kaa', 'Rex']);
  });
});
