/**
 * Morphs on a reptile's profile, on a real local database: the form adds a gene from the starter
 * list of the species typed and a typed gene with its mode, sets their states, refuses a typed
 * gene already listed in words, and sends the list whole (null when emptied); the Overview names
 * the morph as the planner names a baby; the planner opened from a link (a mating of two of the
 * keeper's reptiles, or a profile's "Plan a pairing") computes the odds from both profiles.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it } from 'vitest';
import { PairingPlannerPage } from '../../app/pages/pairing-planner-page';
import { BreedingTab } from '../../app/features/breeding';
import { endSession } from '../../app/lib/session';
import type { Morph } from '../../shared/schemas/morphs';
import { renderWithProviders } from '../helpers/render';
import { signInKeeper, syncedReptile } from '../helpers/keeper';
import { ReptileRoutes } from '../helpers/reptile-routes';

afterEach(() => endSession('user'));

function App() {
  return (
    <ReptileRoutes>
      <Route path="/pairing-planner" element={<PairingPlannerPage />} />
    </ReptileRoutes>
  );
}

async function choose(combobox: HTMLElement, option: string) {
  await userEvent.click(combobox);
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** The odds table's rows as "chance | look | carries". */
function rows(): string[] {
  const table = within(screen.getByRole('region', { name: /Offspring odds|Шансове за малките/ })).getByRole('table');
  return within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((c) => c.textContent).join(' | '));
}

const PASTEL_CLOWN: Morph[] = [
  { gene: 'ball-python:pastel', state: 'visual' },
  { gene: 'ball-python:clown', state: 'visual' },
  { gene: 'ball-python:piebald', state: 'possible-het', probability: 0.66 },
];

describe('morphs on the reptile form', () => {
  it('adds a starter-list gene and a typed one with their states, refuses a duplicate in words, and sends the list', async () => {
    const db = signInKeeper();
    renderWithProviders(<App />, { route: '/reptiles/add' });
    await userEvent.type(await screen.findByLabelText(/^Name/), 'Nagini');
    const morphs = await screen.findByRole('group', { name: 'Morphs' });
    // No species yet: no starter list, a gene can still be typed.
    expect(within(morphs).queryByRole('combobox', { name: 'Add a gene' })).toBeNull();
    expect(within(morphs).getByText(/The starter list covers ball pythons/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Species/), 'Ball python');
    expect(within(morphs).getByText(/starter list for Ball python/)).toBeInTheDocument();

    await choose(within(morphs).getByRole('combobox', { name: 'Add a gene' }), 'Clown');
    await choose(within(morphs).getByRole('combobox', { name: 'Clown: state' }), 'Possible het 66%');

    await userEvent.click(within(morphs).getByRole('button', { name: 'Type a gene' }));
    const typed = within(morphs).getByRole('group', { name: 'A gene not in the list' });
    await userEvent.type(within(typed).getByLabelText('Gene name'), 'clown');
    await userEvent.click(within(typed).getByRole('button', { name: 'Add' }));
    expect(within(typed).getByText('Clown is already in the list.')).toBeInTheDocument();
    await userEvent.clear(within(typed).getByLabelText('Gene name'));
    await userEvent.type(within(typed).getByLabelText('Gene name'), 'Lemon');
    await choose(within(typed).getByRole('combobox', { name: 'Inheritance' }), 'Incomplete dominant (co-dominant)');
    await userEvent.click(within(typed).getByRole('button', { name: 'Add' }));
    await choose(within(morphs).getByRole('combobox', { name: 'Lemon: state' }), 'Super');

    await userEvent.click(screen.getByRole('button', { name: 'Save reptile' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Nagini' })).toBeInTheDocument();
    const [entry] = await db.outbox.toArray();
    expect(entry?.name).toBe('reptile.create.v1');
    expect((entry?.args as { morphs: Morph[] }).morphs).toEqual([
      { gene: 'ball-python:clown', state: 'possible-het', probability: 0.66 },
      { gene: { name: 'Lemon', inheritance: 'incomplete-dominant' }, state: 'super' },
    ]);
    // The Overview names it as breeders write it.
    expect(await screen.findByText('Super Lemon 66% possible het Clown')).toBeInTheDocument();
  });

  it('carries no morphs for a reptile without genes', async () => {
    const db = signInKeeper();
    renderWithProviders(<App />, { route: '/reptiles/add' });
    await userEvent.type(await screen.findByLabelText(/^Name/), 'Plain');
    await userEvent.type(screen.getByLabelText(/^Species/), 'Python regius');
    await userEvent.click(screen.getByRole('button', { name: 'Save reptile' }));
    await screen.findByRole('heading', { level: 1, name: 'Plain' });
    const [entry] = await db.outbox.toArray();
    expect(entry?.args).not.toHaveProperty('morphs');
  });

  it('sends the whole list when one gene changes, and null when all are removed', async () => {
    const db = signInKeeper();
    const subject = syncedReptile(db, { name: 'Sunny', species: 'Python regius', morphs: PASTEL_CLOWN });
    await db.reptiles.put(subject);
    renderWithProviders(<App />, { route: `/reptiles/${subject.id}/edit` });
    const morphs = await screen.findByRole('group', { name: 'Morphs' });
    expect(within(morphs).getByRole('combobox', { name: 'Piebald: state' })).toHaveValue('Possible het 66%');
    await choose(within(morphs).getByRole('combobox', { name: 'Piebald: state' }), 'Het');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByRole('heading', { level: 1, name: 'Sunny' });
    const [first] = await db.outbox.toArray();
    expect(first).toMatchObject({ name: 'reptile.update.v1', args: { id: subject.id, patch: { morphs: [PASTEL_CLOWN[0], PASTEL_CLOWN[1], { gene: 'ball-python:piebald', state: 'het' }] } } });
    expect(Object.keys((first?.args as { patch: object }).patch)).toEqual(['morphs']);
    expect(await screen.findByText('Pastel Clown het Piebald')).toBeInTheDocument();

    await db.outbox.clear();
    await userEvent.click(screen.getByRole('link', { name: /Edit/ }));
    const again = await screen.findByRole('group', { name: 'Morphs' });
    for (const name of ['Pastel', 'Clown', 'Piebald']) await userEvent.click(within(again).getByRole('button', { name: `Remove ${name}` }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByRole('heading', { level: 1, name: 'Sunny' });
    const [second] = await db.outbox.toArray();
    expect(second?.args).toEqual({ id: subject.id, patch: { morphs: null } });
    const facts = await screen.findByText('Morph');
    expect(facts.nextElementSibling).toHaveTextContent('Not recorded');
  });

  it('shows the schema\'s refusal next to its row: a stored gene the starter list no longer has', async () => {
    const db = signInKeeper();
    const subject = syncedReptile(db, { name: 'Old', species: 'Python regius', morphs: [{ gene: 'ball-python:pastel', state: 'visual' }, { gene: 'ball-python:retired', state: 'visual' }] });
    await db.reptiles.put(subject);
    renderWithProviders(<App />, { route: `/reptiles/${subject.id}/edit` });
    const morphs = await screen.findByRole('group', { name: 'Morphs' });
    await userEvent.type(screen.getByLabelText(/^Name/), ' II');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await within(morphs).findByText('ball-python:retired is no longer in the starter list. Remove it and type it instead.')).toBeInTheDocument();
    expect(within(morphs).getByRole('combobox', { name: 'ball-python:retired: state' })).toHaveAttribute('aria-invalid', 'true');
    expect(await db.outbox.count()).toBe(0);
    await userEvent.click(within(morphs).getByRole('button', { name: 'Remove ball-python:retired' }));
    expect(within(morphs).queryByText(/no longer in the starter list/)).toBeNull();
  });
});

describe('morphs on the Overview and the planner from profiles', () => {
  it('names the morph in Bulgarian around the trade names, and offers a pairing by the reptile\'s sex', async () => {
    const db = signInKeeper();
    const subject = syncedReptile(db, { name: 'Luna', sex: 'female', morphs: PASTEL_CLOWN });
    await db.reptiles.put(subject);
    renderWithProviders(<App />, { route: `/reptiles/${subject.id}`, lng: 'bg' });
    expect(await screen.findByText('Pastel Clown 66% възможно хетеро Piebald')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Планиране на двойка' })).toHaveAttribute('href', `/pairing-planner?dam=${subject.id}`);
  });

  it('offers no pairing link on a reptile without morphs', async () => {
    const db = signInKeeper();
    const subject = syncedReptile(db, { name: 'Plain' });
    await db.reptiles.put(subject);
    renderWithProviders(<App />, { route: `/reptiles/${subject.id}` });
    await screen.findByRole('heading', { level: 1, name: 'Plain' });
    expect(screen.queryByRole('link', { name: 'Plan a pairing' })).toBeNull();
  });

  it('opens the planner from ?sire&dam with both profiles\' genes and their odds, and puts back replaced rows', async () => {
    const db = signInKeeper();
    const rex = syncedReptile(db, { name: 'Rex', sex: 'male', morphs: [{ gene: 'ball-python:clown', state: 'het' }] });
    const luna = syncedReptile(db, { name: 'Luna', sex: 'female', morphs: [{ gene: 'ball-python:clown', state: 'het' }, { gene: 'ball-python:pastel', state: 'visual' }] });
    const plain = syncedReptile(db, { name: 'Plain', sex: 'female', species: 'Corn snake', morphs: null });
    await db.reptiles.bulkPut([rex, luna, plain]);
    renderWithProviders(<App />, { route: `/pairing-planner?sire=${rex.id}&dam=${luna.id}` });
    const sire = await screen.findByRole('region', { name: 'Sire' });
    expect(within(sire).getByRole('combobox', { name: 'One of your reptiles (optional)' })).toHaveValue('Rex (Python regius)');
    expect(within(sire).getByText('Genes from Rex’s profile. Changes here stay in this pairing.')).toBeInTheDocument();
    expect(rows()).toEqual([
      '37.5%3/8 | Pastel66% possible het Clown', '37.5%3/8 | Normal66% possible het Clown', '12.5%1/8 | Pastel Clown', '12.5%1/8 | Clown',
    ]);

    // The keeper's own rows, replaced by a reptile's genes, come back with one click.
    const dam = screen.getByRole('region', { name: 'Dam' });
    await userEvent.click(within(dam).getByRole('button', { name: 'Remove Pastel' }));
    await choose(within(dam).getByRole('combobox', { name: 'One of your reptiles (optional)' }), 'Plain (Corn snake)');
    expect(within(dam).getByText('Plain has no morphs on its profile: add its genes here.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Species' })).toHaveValue('Corn snake');
  });

  it('takes a reptile\'s genes in place of the rows typed, with a way back', async () => {
    const db = signInKeeper();
    const luna = syncedReptile(db, { name: 'Luna', sex: 'female', morphs: [{ gene: 'ball-python:clown', state: 'visual' }] });
    await db.reptiles.put(luna);
    renderWithProviders(<App />, { route: '/pairing-planner' });
    const dam = await screen.findByRole('region', { name: 'Dam' });
    await choose(within(dam).getByRole('combobox', { name: /^Add a gene/ }), 'Pastel');
    await choose(await within(dam).findByRole('combobox', { name: 'One of your reptiles (optional)' }), 'Luna (Python regius)');
    const listed = () => within(dam).getAllByRole('button', { name: /^Remove / }).map((b) => b.getAttribute('aria-label'));
    expect(listed()).toEqual(['Remove Clown']);
    await userEvent.click(within(dam).getByRole('button', { name: 'Bring back the genes you had' }));
    expect(listed()).toEqual(['Remove Pastel']);
  });

  it('links a mating of two of the keeper\'s reptiles to the planner, sire by sex', async () => {
    const db = signInKeeper();
    const luna = syncedReptile(db, { name: 'Luna', sex: 'female' });
    const rex = syncedReptile(db, { name: 'Rex', sex: 'male' });
    await db.reptiles.bulkPut([luna, rex]);
    const row = { userId: db.userId, reptileId: luna.id, clutchId: null, outcomeCount: null, notes: null, version: 1, updatedAt: 1, deleted: false };
    await db.breedingLogs.bulkPut([
      { ...row, id: uuidv7(), date: '2026-05-01', eventType: 'mating', parent1: { reptileId: luna.id }, parent2: { reptileId: rex.id } },
      { ...row, id: uuidv7(), date: '2026-04-01', eventType: 'mating', parent1: { reptileId: luna.id }, parent2: { name: 'Zeus' } },
    ]);
    renderWithProviders(<BreedingTab reptileId={luna.id} />);
    await screen.findByText('Parents: Luna × Zeus');
    const links = screen.getAllByRole('link', { name: 'Offspring odds' });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', `/pairing-planner?sire=${rex.id}&dam=${luna.id}`);
  });
});
