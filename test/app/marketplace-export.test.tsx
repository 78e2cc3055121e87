/**
 * /marketplace-export on a real local database (issue 30): the keeper chooses animals (search,
 * select all shown), sees what each listing lacks before anything is saved, types prices the way
 * their language writes them, and saves one CSV in MorphMarket's bulk-import layout through a Blob
 * URL, with no network involved. Prices are remembered on the device for the next export. Animals
 * gone to another keeper, deleted, or of a collection where the keeper only views are not offered.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MarketplaceExportPage } from '../../app/features/marketplace/marketplace-export-page';
import { SettingsPage } from '../../app/features/settings/settings-page';
import { endSession } from '../../app/lib/session';
import type { UserDb } from '../../app/lib/db';
import { CSV_BOM } from '../../shared/rules/csv';
import { todayIn } from '../../shared/rules/calendar-date';
import type { Morph } from '../../shared/schemas/morphs';
import { renderWithProviders } from '../helpers/render';
import { signInKeeper, syncedReptile } from '../helpers/keeper';
import { seedSpaces } from '../helpers/spaces';

const PASTEL_CLOWN: Morph[] = [{ gene: 'ball-python:pastel', state: 'visual' }, { gene: 'ball-python:clown', state: 'het' }];

let blobs: Blob[];
let saved: HTMLAnchorElement[];

beforeEach(() => {
  blobs = [];
  saved = [];
  localStorage.clear();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return `blob:test/${blobs.length}`;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this);
  });
  // The export reads the device only: any network use would be a bug.
  vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new Error('offline'))));
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  endSession('user');
});

async function keeper(): Promise<{ db: UserDb; ids: Record<string, string> }> {
  const db = signInKeeper();
  const [household, viewed] = await seedSpaces(db, [{ role: 'keeper', name: 'Home' }, { role: 'viewer', name: 'Friends' }]);
  const reptiles = [
    syncedReptile(db, { name: 'Monty', species: 'Python regius', sex: 'male', hatchDate: '2020-06-01', morphs: PASTEL_CLOWN }),
    syncedReptile(db, { name: 'Spike', species: 'Pogona vitticeps', sex: 'female', hatchDate: '2019-04-15' }),
    syncedReptile(db, { name: 'Mystery', species: 'Uromastyx', sex: 'unknown', hatchDate: null }),
    syncedReptile(db, { name: 'Sold One', species: 'Python regius', transferredAt: Date.now() }),
    syncedReptile(db, { name: 'Ghost', species: 'Python regius', deleted: true }),
    { ...syncedReptile(db, { name: 'House Boa', species: 'Boa imperator', sex: 'female' }), userId: household?.id ?? '' },
    { ...syncedReptile(db, { name: 'Friend Gecko', species: 'Eublepharis macularius' }), userId: viewed?.id ?? '' },
  ];
  await db.reptiles.bulkPut(reptiles);
  return { db, ids: Object.fromEntries(reptiles.map((r) => [r.name, r.id])) };
}

/** The file's text with its byte order mark (a default decoder would drop it). */
const textOf = (blob: Blob) => new Promise<string>((resolve) => {
  const reader = new FileReader();
  reader.onload = () => resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
  reader.readAsArrayBuffer(blob);
});

const missingOf = (name: string) => {
  const table = screen.getByRole('table', { name: 'Missing before export' });
  const row = within(table).getByRole('rowheader', { name }).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row).getByRole('cell').textContent;
};

describe('the MorphMarket export', () => {
  it('offers the animals the keeper may sell, shows what is missing, and saves the CSV', async () => {
    const { ids } = await keeper();
    renderWithProviders(<MarketplaceExportPage />, { route: '/marketplace-export' });
    const list = await screen.findByRole('list', { name: 'Animals to list' });
    expect(within(list).getAllByRole('checkbox')).toHaveLength(4);
    for (const name of ['Monty', 'Spike', 'Mystery', 'House Boa']) expect(within(list).getByRole('checkbox', { name: new RegExp(name) })).toBeInTheDocument();
    for (const name of ['Sold One', 'Ghost', 'Friend Gecko']) expect(within(list).queryByRole('checkbox', { name: new RegExp(name) })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one animal.');
    expect(saved).toHaveLength(0);

    // Search by species, select what is shown, then tick one more by hand.
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name or species' }), 'pogona');
    await userEvent.click(screen.getByRole('button', { name: 'Select all shown' }));
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search by name or species' }));
    await userEvent.click(within(list).getByRole('checkbox', { name: /Mystery/ }));
    await userEvent.click(within(list).getByRole('checkbox', { name: /Monty/ }));
    expect(screen.getByText('3 of 4 selected')).toBeInTheDocument();

    // What each listing lacks is on screen before anything is saved.
    expect(missingOf('Monty')).toBe('Price · neededPublic photo · recommended');
    expect(missingOf('Mystery')).toBe('Category · neededPrice · neededSex · recommendedHatch date · recommendedPublic photo · recommended');
    expect(saved).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: 'Price of Monty' }), '1 250,50');
    await userEvent.type(screen.getByRole('textbox', { name: 'Price of Spike' }), 'eighty');
    expect(screen.getByText('Type a price above zero, like 1250.50 or 1 250,50.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Mend the prices marked in red before exporting.');
    expect(saved).toHaveLength(0);

    await userEvent.clear(screen.getByRole('textbox', { name: 'Price of Spike' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Price of Spike' }), '80');
    expect(missingOf('Monty')).toBe('Public photo · recommended');
    await userEvent.click(within(list).getByRole('checkbox', { name: /Mystery/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    const file = `morphmarket-${todayIn()}.csv`;
    expect(saved[0]?.download).toBe(file);
    expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');
    expect(await textOf(blobs[0] as Blob)).toBe(`${CSV_BOM}Category,Title,Serial,Sex,Maturity,Dob,Traits,Price,Photo_Urls\r\n`
      + `Ball Pythons,Monty,${ids.Monty},male,adult,06-01-2020,Pastel Het Clown,1250.50,\r\n`
      + `Bearded Dragons,Spike,${ids.Spike},female,adult,04-15-2019,,80.00,\r\n`);
    expect(screen.getByRole('status')).toHaveTextContent(`Saved ${file} with 2 animals.`);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('remembers the prices on the device for the next export, in the keeper\'s decimal mark', async () => {
    await keeper();
    const first = renderWithProviders(<MarketplaceExportPage />, { route: '/marketplace-export' });
    await userEvent.click(await screen.findByRole('checkbox', { name: /Monty/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Price of Monty' }), '1250.5');
    first.unmount();

    renderWithProviders(<MarketplaceExportPage />, { route: '/marketplace-export', lng: 'bg' });
    await userEvent.click(await screen.findByRole('checkbox', { name: /Monty/ }));
    expect(screen.getByRole('textbox', { name: 'Цена на Monty' })).toHaveValue('1250,50');
    expect(screen.getByRole('table', { name: 'Липсващо преди експорта' })).toHaveTextContent('Публична снимка · препоръчително');
  });

  it('is reached from the export in settings', async () => {
    await keeper();
    renderWithProviders(<SettingsPage />, { route: '/settings' });
    expect(await screen.findByRole('link', { name: 'Export animals for sale to MorphMarket' })).toHaveAttribute('href', '/marketplace-export');
  });
});
