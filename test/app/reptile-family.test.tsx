/**
 * Lineage on the reptile screens, on a real local database: the form sets each parent as one of
 * the keeper's reptiles or a typed name and sends only what changed; the Overview shows parents,
 * grandparents and offspring (kept animals linked, others named) or one line when nothing is known.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it } from 'vitest';
import { endSession } from '../../app/lib/session';
import { renderWithProviders } from '../helpers/render';
import { signInKeeper, syncedReptile } from '../helpers/keeper';
import { ReptileRoutes } from '../helpers/reptile-routes';

afterEach(() => endSession('user'));


const parentGroup = (name: string) => screen.findByRole('group', { name });

describe('the parents on the reptile form', () => {
  it('sets the sire from the keeper’s reptiles, males first but females offered, and the dam by name', async () => {
    const db = signInKeeper();
    const rex = syncedReptile(db, { name: 'Rex', species: 'Python regius', sex: 'male' });
    const luna = syncedReptile(db, { name: 'Aurora', species: 'Python regius', sex: 'female' });
    await db.reptiles.bulkPut([rex, luna]);
    renderWithProviders(<ReptileRoutes />, { route: '/reptiles/add' });
    await userEvent.type(await screen.findByLabelText(/^Name/), 'Sunny');
    await userEvent.type(screen.getByLabelText(/^Species/), 'Python regius');

    const sire = await parentGroup('Sire (father)');
    await userEvent.click(within(sire).getByRole('combobox', { name: 'Reptile' }));
    const options = await screen.findAllByRole('option');
    // The female is further down, not hidden: keepers mis-sex animals.
    expect(options.map((o) => o.textContent)).toEqual(['Rex (Python regius)', 'Aurora (Python regius)']);
    await userEvent.click(screen.getByRole('option', { name: 'Rex (Python regius)' }));
    expect(within(sire).getByRole('button', { name: 'Clear the sire' })).toHaveAttribute('tabindex', '0');

    const dam = await parentGroup('Dam (mother)');
    await userEvent.click(within(dam).getByRole('radio', { name: 'Typed name' }));
    await userEvent.type(within(dam).getByRole('textbox', { name: 'Name' }), '  Breeder’s female ');
    await userEvent.click(screen.getByRole('button', { name: 'Save reptile' }));

    await screen.findByRole('heading', { level: 1, name: 'Sunny' });
    const [entry] = await db.outbox.toArray();
    expect(entry?.name).toBe('reptile.create.v1');
    expect(entry?.args).toMatchObject({ sireId: rex.id, damName: 'Breeder’s female' });
    expect(entry?.args).not.toHaveProperty('sireName');
    expect(entry?.args).not.toHaveProperty('damId');
  });

  it('leaves out the reptile itself and its offspring, and sends only the parent switched to a name', async () => {
    const db = signInKeeper();
    const rex = syncedReptile(db, { name: 'Rex', sex: 'male' });
    const subject = syncedReptile(db, { name: 'Sunny', sex: 'male', sireId: rex.id, damName: 'Breeder’s female' });
    const son = syncedReptile(db, { name: 'Junior', sex: 'male', sireId: subject.id });
    const grandson = syncedReptile(db, { name: 'Tiny', sex: 'male', sireId: son.id });
    await db.reptiles.bulkPut([rex, subject, son, grandson]);
    renderWithProviders(<ReptileRoutes />, { route: `/reptiles/${subject.id}/edit` });

    const sire = await parentGroup('Sire (father)');
    await waitFor(() => expect(within(sire).getByRole('combobox', { name: 'Reptile' })).toHaveValue('Rex (Python regius)'));
    await userEvent.click(within(sire).getByRole('combobox', { name: 'Reptile' }));
    const offered = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(offered).toEqual(['Rex (Python regius)']);
    await userEvent.keyboard('{Escape}');
    expect(within(await parentGroup('Dam (mother)')).getByRole('textbox', { name: 'Name' })).toHaveValue('Breeder’s female');

    await userEvent.click(within(sire).getByRole('radio', { name: 'Typed name' }));
    await userEvent.type(within(sire).getByRole('textbox', { name: 'Name' }), 'Big Al');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByRole('heading', { level: 1, name: 'Sunny' });

    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ name: 'reptile.update.v1', args: { id: subject.id, patch: { sireName: 'Big Al' } } });
    expect(Object.keys((entry?.args as { patch: object }).patch)).toEqual(['sireName']);
    // The name replaces the reptile on this device at once.
    expect(await db.reptiles.get(subject.id)).toMatchObject({ sireId: null, sireName: 'Big Al', damName: 'Breeder’s female' });
  });

  it('clears a parent with null, and says when sire and dam are the same reptile', async () => {
    const db = signInKeeper();
    const rex = syncedReptile(db, { name: 'Rex', sex: 'male' });
    const subject = syncedReptile(db, { name: 'Sunny', sireId: rex.id });
    await db.reptiles.bulkPut([rex, subject]);
    renderWithProviders(<ReptileRoutes />, { route: `/reptiles/${subject.id}/edit` });

    const dam = await parentGroup('Dam (mother)');
    await userEvent.click(within(dam).getByRole('combobox', { name: 'Reptile' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Rex (Python regius)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await within(dam).findByText('The sire and the dam must be different reptiles.')).toBeInTheDocument();
    expect(await db.outbox.count()).toBe(0);

    await userEvent.click(within(dam).getByRole('button', { name: 'Clear the dam' }));
    await userEvent.click(within(await parentGroup('Sire (father)')).getByRole('button', { name: 'Clear the sire' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByRole('heading', { level: 1, name: 'Sunny' });
    const [entry] = await db.outbox.toArray();
    expect((entry?.args as { patch: object }).patch).toEqual({ sireId: null });
  });
});

describe('the family on the reptile page', () => {
  it('shows parents, grandparents and offspring, kept animals as links and others as names', async () => {
    const db = signInKeeper();
    const grandsire = syncedReptile(db, { name: 'Old Rex', sex: 'male' });
    const rex = syncedReptile(db, { name: 'Rex', sex: 'male', sireId: grandsire.id, damName: 'Old Queen' });
    const subject = syncedReptile(db, { name: 'Sunny', sex: 'female', sireId: rex.id, damName: 'Breeder’s female' });
    const son = syncedReptile(db, { name: 'Junior', sex: 'male', hatchDate: '2025-06-01', damId: subject.id });
    const daughter = syncedReptile(db, { name: 'Pearl', sex: 'female', hatchDate: '2024-05-02', damId: subject.id });
    await db.reptiles.bulkPut([grandsire, rex, subject, son, daughter]);
    renderWithProviders(<ReptileRoutes />, { route: `/reptiles/${subject.id}` });

    const family = await screen.findByRole('region', { name: 'Family' });
    await waitFor(() => expect(within(family).getByRole('link', { name: 'Rex' })).toHaveAttribute('href', `/reptiles/${rex.id}`));
    expect(family).toHaveTextContent('Breeder’s female (not in your collection)');
    expect(within(family).getByRole('link', { name: 'Old Rex' })).toHaveAttribute('href', `/reptiles/${grandsire.id}`);
    expect(family).toHaveTextContent('Old Queen (not in your collection)');
    // The dam is a name, so her parents are not known.
    expect(within(family).getAllByText('Not recorded')).toHaveLength(2);
    const offspring = within(family).getByRole('list');
    // Oldest first, each with sex and hatch date.
    expect(within(offspring).getAllByRole('link').map((a) => a.textContent)).toEqual(['Pearl', 'Junior']);
    expect(within(offspring).getByRole('link', { name: 'Junior' })).toHaveAttribute('href', `/reptiles/${son.id}`);
    expect(offspring).toHaveTextContent('Junior · Male · hatched Jun 1, 2025');
  });

  it('names the clutch a hatchling came from', async () => {
    const db = signInKeeper();
    const dam = syncedReptile(db, { name: 'Sunny', sex: 'female' });
    const laying = uuidv7();
    const son = syncedReptile(db, { name: 'Junior', sex: 'male', damId: dam.id, clutchId: laying });
    await db.reptiles.bulkPut([dam, son]);
    await db.breedingLogs.put({ id: laying, userId: db.userId, reptileId: dam.id, date: '2025-04-01', eventType: 'laying', parent1: null, parent2: null,
      clutchId: null, outcomeCount: 4, notes: null, version: 1, updatedAt: 1, deleted: false });
    renderWithProviders(<ReptileRoutes />, { route: `/reptiles/${son.id}` });
    const family = await screen.findByRole('region', { name: 'Family' });
    expect(await within(family).findByText('Hatched from the clutch laid on Apr 1, 2025.')).toBeInTheDocument();
    expect(within(family).getByRole('link', { name: 'Sunny' })).toHaveAttribute('href', `/reptiles/${dam.id}`);
  });

  it('says in one line that nothing is recorded, and where parents are set', async () => {
    const db = signInKeeper();
    const r = syncedReptile(db, { name: 'Loner' });
    await db.reptiles.put(r);
    renderWithProviders(<ReptileRoutes />, { route: `/reptiles/${r.id}` });
    const family = await screen.findByRole('region', { name: 'Family' });
    expect(family).toHaveTextContent(/^FamilyNo parents or offspring recorded\. Set the parents with Edit\.$/);
  });

  it('reads in Bulgarian, on the page and in the form', async () => {
    const db = signInKeeper();
    const rex = syncedReptile(db, { name: 'Рекс', sex: 'male' });
    const subject = syncedReptile(db, { name: 'Слънчо', sireId: rex.id, damName: 'Женската на развъдчика' });
    await db.reptiles.bulkPut([rex, subject]);
    const page = renderWithProviders(<ReptileRoutes />, { route: `/reptiles/${subject.id}`, lng: 'bg' });
    const family = await screen.findByRole('region', { name: 'Семейство' });
    await waitFor(() => expect(within(family).getByRole('link', { name: 'Рекс' })).toBeInTheDocument());
    expect(family).toHaveTextContent('БащаРекс');
    expect(family).toHaveTextContent('МайкаЖенската на развъдчика (не е във вашата колекция)');
    expect(family).toHaveTextContent('Баби и дядовци');
    expect(family).toHaveTextContent('ПоколениеНяма записано.');
    page.unmount();

    renderWithProviders(<ReptileRoutes />, { route: `/reptiles/${subject.id}/edit`, lng: 'bg' });
    expect(await screen.findByRole('group', { name: 'Родители' })).toBeInTheDocument();
    const sire = await parentGroup('Баща');
    expect(within(sire).getByRole('radio', { name: 'Едно от моите влечуги' })).toBeChecked();
    expect(within(await parentGroup('Майка')).getByRole('textbox', { name: 'Име' })).toHaveValue('Женската на развъдчика');
  });
});
