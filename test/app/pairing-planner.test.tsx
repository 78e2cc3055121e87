/**
 * The pairing planner on a signed-in keeper's device: genes picked from the starter list or typed,
 * states changed, the odds table read as a keeper would, in English and Bulgarian; a parent taken
 * from the keeper's reptiles brings its species.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PairingPlannerPage } from '../../app/pages/pairing-planner-page';
import { endSession } from '../../app/lib/session';
import { renderWithProviders } from '../helpers/render';
import { signInKeeper, syncedReptile } from '../helpers/keeper';

afterEach(() => endSession('user'));

const parent = (name: RegExp | string) => screen.getByRole('region', { name });

async function addGene(side: string, gene: string) {
  await userEvent.click(within(parent(side)).getByRole('combobox', { name: /^(Add a gene|Добавяне на ген)/ }));
  await userEvent.click(screen.getByRole('option', { name: gene }));
}

async function choose(combobox: HTMLElement, option: string) {
  await userEvent.click(combobox);
  await userEvent.click(screen.getByRole('option', { name: option }));
}

/** The odds table's rows as "chance | look | carries". */
function rows(): string[] {
  const table = within(screen.getByRole('region', { name: /Offspring odds|Шансове за малките/ })).getByRole('table');
  return within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((c) => c.textContent).join(' | '));
}

describe('pairing planner', () => {
  it('shows het × het as 25% visual and 75% normal 66% possible het, and weighs a possible-het parent', async () => {
    signInKeeper();
    renderWithProviders(<PairingPlannerPage />, { route: '/pairing-planner' });
    expect(await screen.findByText('Add genes to a parent to see the odds.')).toBeInTheDocument();

    await addGene('Sire', 'Clown');
    await addGene('Dam', 'Clown');
    await choose(within(parent('Sire')).getByRole('combobox', { name: 'Clown: state' }), 'Het');
    await choose(within(parent('Dam')).getByRole('combobox', { name: 'Clown: state' }), 'Het');
    expect(rows()).toEqual(['75%3/4 | Normal66% possible het Clown', '25%1/4 | Clown']);

    await choose(within(parent('Dam')).getByRole('combobox', { name: 'Clown: state' }), 'Possible het 66%');
    expect(rows()).toEqual(['83.3%5/6 | Normal60% possible het Clown', '16.7%1/6 | Clown']);
  });

  it('names the combined looks of two genes, Super Pastel Clown among them', async () => {
    signInKeeper();
    renderWithProviders(<PairingPlannerPage />, { route: '/pairing-planner' });
    await addGene('Sire', 'Pastel');
    await addGene('Sire', 'Clown');
    await addGene('Dam', 'Pastel');
    await addGene('Dam', 'Clown');
    await choose(within(parent('Dam')).getByRole('combobox', { name: 'Clown: state' }), 'Het');
    expect(rows()).toEqual([
      '25%1/4 | Pastel Clown', '25%1/4 | Pastelhet Clown', '12.5%1/8 | Super Pastel Clown',
      '12.5%1/8 | Super Pastelhet Clown', '12.5%1/8 | Clown', '12.5%1/8 | Normalhet Clown',
    ]);
    await userEvent.click(within(parent('Sire')).getByRole('button', { name: 'Remove Pastel' }));
    expect(rows()).toEqual(['25%1/4 | Pastel Clown', '25%1/4 | Clown', '25%1/4 | Pastelhet Clown', '25%1/4 | Normalhet Clown']);
  });

  it('marks a super that does not survive and lists line-bred traits and cautions', async () => {
    signInKeeper();
    renderWithProviders(<PairingPlannerPage />, { route: '/pairing-planner' });
    await choose(await screen.findByRole('combobox', { name: 'Species' }), 'Crested gecko');
    await addGene('Sire', 'Lilly White');
    await addGene('Dam', 'Lilly White');
    await addGene('Dam', 'Dalmatian');
    expect(rows()).toEqual(['50%1/2 | Lilly White', '25%1/4 | Super Lilly WhiteNot viable', '25%1/4 | Normal']);
    expect(screen.getByText('Dalmatian, from the dam: line-bred trait, offspring may show it.')).toBeInTheDocument();
    expect(screen.getByText(/Two copies of Lilly White do not survive/)).toBeInTheDocument();
  });

  it('takes a parent from the keeper\'s reptiles, with its species', async () => {
    const db = signInKeeper();
    await db.reptiles.bulkPut([
      syncedReptile(db, { name: 'Blizz', species: 'Eublepharis macularius', sex: 'male' }),
      syncedReptile(db, { name: 'Nagini', species: 'Python regius', sex: 'female' }),
      // Sold: its read-only copy stays on this device, but it is no longer the keeper's to pair.
      syncedReptile(db, { name: 'Sold Zeus', species: 'Python regius', sex: 'male', transferredAt: Date.UTC(2031, 0, 1) }),
    ]);
    renderWithProviders(<PairingPlannerPage />, { route: '/pairing-planner' });
    const sirePick = await within(parent('Sire')).findByRole('combobox', { name: 'One of your reptiles (optional)' });
    await userEvent.click(sirePick);
    expect(screen.queryByRole('option', { name: 'Nagini (Python regius)' })).toBeNull();
    expect(screen.queryByRole('option', { name: 'Sold Zeus (Python regius)' })).toBeNull();
    await userEvent.click(screen.getByRole('option', { name: 'Blizz (Eublepharis macularius)' }));
    expect(screen.getByRole('combobox', { name: 'Species' })).toHaveValue('Leopard gecko');
    await addGene('Sire', 'Tremper Albino');
    await addGene('Dam', 'Bell Albino');
    expect(rows()).toEqual(['100%1 | Normalhet Tremper Albino, het Bell Albino']);
  });

  it('computes a typed gene, and says when parents cannot be', async () => {
    signInKeeper();
    renderWithProviders(<PairingPlannerPage />, { route: '/pairing-planner' });
    await userEvent.click(await within(parent('Sire')).findByRole('button', { name: 'Type a gene' }));
    const form = within(parent('Sire')).getByRole('group', { name: 'A gene not in the list' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect(within(form).getByText('Name the gene.')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Gene name'), 'Lemon');
    await choose(within(form).getByRole('combobox', { name: 'Inheritance' }), 'Incomplete dominant (co-dominant)');
    await userEvent.type(within(form).getByLabelText('Name of the super form (optional)'), 'Lime');
    await userEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect(rows()).toEqual(['50%1/2 | Lemon', '50%1/2 | Normal']);

    await addGene('Sire', 'Mojave');
    await addGene('Sire', 'Lesser');
    await choose(within(parent('Sire')).getByRole('combobox', { name: 'Mojave: state' }), 'Super');
    expect(screen.getByRole('alert')).toHaveTextContent('these genes are alleles of one another');
  });

  it('speaks Bulgarian around morph names kept as the trade says them', async () => {
    signInKeeper();
    renderWithProviders(<PairingPlannerPage />, { route: '/pairing-planner', lng: 'bg' });
    await addGene('Мъжкар', 'Clown');
    await addGene('Женска', 'Clown');
    await choose(within(parent('Мъжкар')).getByRole('combobox', { name: 'Clown: състояние' }), 'Хетеро');
    expect(rows()).toEqual(['50%1/2 | Clown', '50%1/2 | Нормаленхетеро Clown']);
    await choose(within(parent('Женска')).getByRole('combobox', { name: 'Clown: състояние' }), 'Хетеро');
    expect(rows()).toEqual(['75%3/4 | Нормален66% възможно хетеро Clown', '25%1/4 | Clown']);
  });
});
