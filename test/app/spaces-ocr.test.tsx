/**
 * OCR import and shared collections (issue 27): a sheet is imported into an animal the keeper's
 * role lets them keep records for (their own, a household's as its owner or keeper; not as a
 * sitter or a viewer), and the lifetime limit is the plan of the collection imported into,
 * counted over that collection's imports: one's own plan for one's own and a household one owns;
 * a household someone else owns is left to the server (this device does not know its plan).
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SpaceRole } from '../../shared/spaces/roles';
import type { UserDb } from '../../app/lib/db';
import { endSession } from '../../app/lib/session';
import { signInKeeper, syncedReptile } from '../helpers/keeper';
import { seedSpaces } from '../helpers/spaces';
import { renderOcrPage } from './ocr-fixtures';

vi.mock('../../app/features/ocr/engine', () => ({ readImage: vi.fn(), terminateOcr: vi.fn() }));

afterEach(() => endSession('user'));

/** Households where the keeper has a role, each with one animal and some imports made there. */
async function households(db: UserDb, specs: { name: string; role: SpaceRole; animal: string; imports?: number }[]) {
  const list = await seedSpaces(db, specs.map(({ name, role }) => ({ name, role })));
  const animals = specs.map((spec, i) => syncedReptile(db, { userId: list[i]?.id, name: spec.animal }));
  await db.reptiles.bulkPut(animals);
  await db.ocrImports.bulkPut(specs.flatMap((spec, i) => Array.from({ length: spec.imports ?? 0 }, () => ({
    id: uuidv7(), userId: list[i]?.id ?? '', reptileId: animals[i]?.id ?? '', language: 'en' as const, logCount: 3, skipped: 0, importedAt: 1, version: 2, updatedAt: 1, deleted: false,
  }))));
  return animals;
}

const offered = async () => within(await screen.findByRole('combobox', { name: 'Reptile' })).getAllByRole('option').map((o) => o.textContent).filter((n) => n !== '' && !/^Choose/.test(n ?? ''));

describe('OCR import in shared collections', () => {
  it("offers the keeper's own animals and those of a household they keep, not one they sit for or view", async () => {
    const db = signInKeeper();
    await db.reptiles.put(syncedReptile(db, { name: 'Rex' }));
    await households(db, [{ name: 'The Petrovs', role: 'keeper', animal: 'Kaa' }, { name: 'The Ivanovs', role: 'sitter', animal: 'Sly' }, { name: 'The Georgievs', role: 'viewer', animal: 'Nope' }]);
    renderOcrPage();
    expect((await offered()).sort()).toEqual(['Kaa', 'Rex']);
  });

  it("does not count a household's imports against the keeper's own Basic plan, nor block an import into a household someone else owns", async () => {
    const db = signInKeeper();
    const rex = syncedReptile(db, { name: 'Rex' });
    await db.reptiles.put(rex);
    const [kaa] = await households(db, [{ name: 'The Petrovs', role: 'keeper', animal: 'Kaa', imports: 5 }]);
    renderOcrPage();
    const picker = await screen.findByRole('combobox', { name: 'Reptile' });
    await userEvent.selectOptions(picker, 'Rex');
    expect(screen.queryByText('You have reached your OCR import limit.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Choose a file')).toBeEnabled();
    await userEvent.selectOptions(picker, kaa?.name ?? '');
    expect(screen.queryByText('You have reached your OCR import limit.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Choose a file')).toBeEnabled();
  });

  it('counts a household the keeper owns against their own plan, over its own imports', async () => {
    const db = signInKeeper();
    await db.reptiles.put(syncedReptile(db, { name: 'Rex' }));
    const [kaa] = await households(db, [{ name: 'Our rack', role: 'owner', animal: 'Kaa', imports: 5 }]);
    renderOcrPage();
    const picker = await screen.findByRole('combobox', { name: 'Reptile' });
    await userEvent.selectOptions(picker, 'Rex');
    expect(screen.getByLabelText('Choose a file')).toBeEnabled();
    await userEvent.selectOptions(picker, kaa?.name ?? '');
    expect(await screen.findByText('You have reached your OCR import limit.')).toBeInTheDocument();
    expect(screen.getByLabelText('Choose a file')).toBeDisabled();
  });
});
