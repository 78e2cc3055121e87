/**
 * The reptile screens on a real local database: what the keeper types reaches the outbox in
 * canonical units, edits carry only what changed, and the dashboard shows the cards, the empty
 * state and the plan limit before it is reached.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AddReptilePage } from '../../app/features/reptiles/add-reptile-page';
import { EditReptilePage } from '../../app/features/reptiles/edit-reptile-page';
import { ReptileDetailsPage } from '../../app/pages/reptile-details/reptile-details-page';
import { DashboardPage } from '../../app/features/dashboard/dashboard-page';
import { endSession } from '../../app/lib/session';
import { addMonths, todayIn } from '../../shared/rules/calendar-date';
import { renderWithProviders } from '../helpers/render';
import { signInKeeper, syncedReptile } from '../helpers/keeper';

afterEach(() => endSession('user'));

function App({ children }: { children?: React.ReactNode }) {
  return (
    <Routes>
      <Route path="/dashboard" element={<DashboardPage />} />
      <Route path="/reptiles/add" element={<AddReptilePage />} />
      <Route path="/reptiles/:id" element={<ReptileDetailsPage />} />
      <Route path="/reptiles/:id/edit" element={<EditReptilePage />} />
      {children}
    </Routes>
  );
}

describe('adding a reptile', () => {
  it('says what is missing, next to each field, before saving anything', async () => {
    const db = signInKeeper();
    renderWithProviders(<App />, { route: '/reptiles/add' });
    await userEvent.type(await screen.findByLabelText(/Weight/), '12kg');
    await userEvent.click(screen.getByRole('button', { name: 'Save reptile' }));
    expect(await screen.findByText('Enter a name.')).toBeInTheDocument();
    expect(screen.getByText('Enter the species.')).toBeInTheDocument();
    expect(screen.getByText('Enter a number, e.g. 350 or 12,5.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(await db.outbox.count()).toBe(0);
  });

  it('stores weight and length in grams and centimetres from the keeper’s units, comma decimals included', async () => {
    const db = signInKeeper({ weightUnit: 'oz', lengthUnit: 'in' });
    renderWithProviders(<App />, { route: '/reptiles/add' });
    await userEvent.type(await screen.findByLabelText(/^Name/), 'Spike');
    await userEvent.type(screen.getByLabelText(/^Species/), 'Pogona vitticeps');
    await userEvent.click(screen.getByRole('radio', { name: 'Male' }));
    await userEvent.type(screen.getByLabelText('Weight (oz)'), '2,5');
    await userEvent.type(screen.getByLabelText('Length (in)'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Save reptile' }));
    // Saved on the device at once, then the details page shows it in the keeper's units.
    expect(await screen.findByRole('heading', { level: 1, name: 'Spike' })).toBeInTheDocument();
    const [entry] = await db.outbox.toArray();
    expect(entry?.name).toBe('reptile.create.v1');
    const args = entry?.args as { weightGrams: number; lengthCm: number; sex: string };
    expect(args.weightGrams).toBeCloseTo(70.874, 2);
    expect(args.lengthCm).toBeCloseTo(25.4, 5);
    expect(args.sex).toBe('male');
    expect(screen.getByText('2.5 oz')).toBeInTheDocument();
    expect(screen.getByText('10 in')).toBeInTheDocument();
    expect(screen.getByText('Not synced yet')).toBeInTheDocument();
  });

  it('validates in Bulgarian too', async () => {
    signInKeeper();
    renderWithProviders(<App />, { route: '/reptiles/add', lng: 'bg' });
    await userEvent.click(await screen.findByRole('button', { name: 'Запази влечугото' }));
    expect(await screen.findByText('Въведете име.')).toBeInTheDocument();
  });
});

describe('editing a reptile', () => {
  it('sends only the fields the keeper changed, not a converted weight left alone', async () => {
    const db = signInKeeper({ weightUnit: 'oz' });
    const r = syncedReptile(db, { name: 'Nagini', weightGrams: 1000, notes: 'calm' });
    await db.reptiles.put(r);
    renderWithProviders(<App />, { route: `/reptiles/${r.id}/edit` });
    const name = await screen.findByLabelText(/^Name/);
    // The form shows the stored weight exactly in the keeper's unit, not rounded for reading.
    expect(screen.getByLabelText('Weight (oz)')).toHaveValue('35.274');
    await userEvent.clear(name);
    await userEvent.type(name, 'Nagini II');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByRole('heading', { level: 1, name: 'Nagini II' });
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ name: 'reptile.update.v1', args: { id: r.id, patch: { name: 'Nagini II' } } });
    expect(Object.keys((entry?.args as { patch: object }).patch)).toEqual(['name']);
    expect((await db.reptiles.get(r.id))?.weightGrams).toBe(1000);
  });

  it('keeps the form and what was typed when a sync deletes the reptile meanwhile', async () => {
    const db = signInKeeper();
    const r = syncedReptile(db, { name: 'Doomed' });
    await db.reptiles.put(r);
    renderWithProviders(<App />, { route: `/reptiles/${r.id}/edit` });
    await userEvent.type(await screen.findByLabelText('Notes'), 'shed in one piece');
    await act(() => db.reptiles.delete(r.id));
    expect(await screen.findByText(/just deleted on another device/)).toBeInTheDocument();
    expect(screen.getByLabelText('Notes')).toHaveValue('shed in one piece');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    expect((await db.outbox.toArray())[0]).toMatchObject({ name: 'reptile.update.v1', args: { id: r.id, patch: { notes: 'shed in one piece' } } });
  });

  it('deletes after confirmation, offline like any change', async () => {
    const db = signInKeeper();
    const r = syncedReptile(db, { name: 'Rex' });
    await db.reptiles.put(r);
    renderWithProviders(<App />, { route: `/reptiles/${r.id}` });
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Rex' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Rex?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByRole('heading', { level: 1, name: 'Your reptiles' });
    expect(await db.reptiles.get(r.id)).toBeUndefined();
    expect((await db.outbox.toArray())[0]).toMatchObject({ name: 'reptile.delete.v1', args: { id: r.id } });
  });
});

describe('dashboard', () => {
  it('leads to the first reptile when there is none', async () => {
    signInKeeper();
    renderWithProviders(<App />, { route: '/dashboard' });
    expect(await screen.findByText('No reptiles yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your first reptile' })).toHaveAttribute('href', '/reptiles/add');
  });

  it('shows each reptile with species, sex, age and measures in the keeper’s units', async () => {
    const db = signInKeeper({ weightUnit: 'kg' });
    const hatched = addMonths(todayIn(), -27);
    await db.reptiles.put(syncedReptile(db, { name: 'Mango', species: 'Eublepharis macularius', sex: 'male', hatchDate: hatched, weightGrams: 1234, lengthCm: 20 }));
    renderWithProviders(<App />, { route: '/dashboard' });
    const card = await screen.findByRole('link', { name: /Mango/ });
    expect(card).toHaveAttribute('href', expect.stringMatching(/^\/reptiles\//));
    expect(card).toHaveTextContent('Eublepharis macularius');
    expect(card).toHaveTextContent('Male');
    expect(card).toHaveTextContent('2 years 3 months');
    // One weight per card: the care section's, which says it is the profile's until one is logged.
    expect(card).toHaveTextContent('20 cm');
    expect(card).not.toHaveTextContent('kg');
    const care = card.closest<HTMLElement>('.mantine-Card-root') as HTMLElement;
    await waitFor(() => expect(care).toHaveTextContent('Last weight1.23 kg · from the profile'));
  });

  it('warns one reptile before the Basic limit, and blocks adding at it', async () => {
    const db = signInKeeper();
    await db.reptiles.bulkPut(Array.from({ length: 4 }, (_, i) => syncedReptile(db, { name: `R${i}` })));
    renderWithProviders(<App />, { route: '/dashboard' });
    expect(await screen.findByText('One reptile left on Basic')).toBeInTheDocument();
    expect(screen.getByText('4 of 5 reptiles on Basic')).toBeInTheDocument();
    await db.reptiles.put(syncedReptile(db, { name: 'R4' }));
    expect(await screen.findByText('Basic limit reached')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Add reptile' })).toHaveAttribute('data-disabled', 'true'));
  });

  it('does not warn on an unlimited plan', async () => {
    const db = signInKeeper({ tier: 'HerpPlus' });
    await db.reptiles.bulkPut(Array.from({ length: 6 }, (_, i) => syncedReptile(db, { name: `R${i}` })));
    renderWithProviders(<App />, { route: '/dashboard' });
    expect(await screen.findByText('6 reptiles')).toBeInTheDocument();
    expect(screen.queryByText(/limit/)).not.toBeInTheDocument();
  });
});
