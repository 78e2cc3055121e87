/**
 * A log form's write reaches the outbox parsed once: the form's parse with the feeding schema is
 * what mutate stores, for a new feeding and for an edit, and the mutation's own schema is not run
 * again. A checked value changed after its parse is caught where mutate would have trusted it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeedingLog } from '../../shared/schemas/feeding-log';
import { MUTATIONS } from '../../shared/sync/mutations';
import { FeedingTab } from '../../app/features/feeding';
import { endSession } from '../../app/lib/session';
import { check } from '../../app/lib/sync';
import { checkedArgs, mutateIn } from '../../app/lib/sync/mutate';
import { renderWithProviders } from '../helpers/render';
import { signInKeeper, syncedReptile } from '../helpers/keeper';

afterEach(() => {
  checkedArgs.verify = true;
  vi.restoreAllMocks();
  endSession('user');
});

describe('a feeding written from its form', () => {
  it('is parsed by the feeding schema once, and not again by the mutation schema, when added and when edited', async () => {
    const db = signInKeeper();
    const reptile = syncedReptile(db, { name: 'Spike' });
    await db.reptiles.put(reptile);
    renderWithProviders(<FeedingTab reptileId={reptile.id} />);
    await screen.findByRole('button', { name: 'Add entry' });
    // Off here only: under test mutate parses checked args a second time to catch a wrong one.
    checkedArgs.verify = false;
    const form = vi.spyOn(FeedingLog, 'safeParse');
    const runs = (['feedingLog.create.v1', 'feedingLog.update.v1'] as const).flatMap((name) => [vi.spyOn(MUTATIONS[name], 'parse'), vi.spyOn(MUTATIONS[name], 'safeParse')]);

    await userEvent.type(screen.getByLabelText(/^Food item/), 'Mouse');
    await userEvent.type(screen.getByLabelText(/^Size per item/), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Add entry' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    expect(form).toHaveBeenCalledTimes(1);

    const list = await screen.findByRole('list', { name: 'Feedings' });
    await userEvent.click(await within(list).findByRole('button', { name: /^Edit/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit feeding' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Refused' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(2));
    // The form's parse, and the local edit's check of the merged entry (mergeLog, as the server does).
    expect(form).toHaveBeenCalledTimes(3);
    for (const run of runs) expect(run).not.toHaveBeenCalled();
    const [created, edited] = await db.outbox.toArray();
    expect(created?.args).toMatchObject({ reptileId: reptile.id, outcome: 'ate', source: { kind: 'manual', items: [{ foodItem: 'Mouse', count: 1, sizePerItemGrams: 12 }] } });
    expect(edited?.args).toEqual({ id: (created?.args as { id: string }).id, patch: { outcome: 'refused' } });
  });
});

describe('checked args', () => {
  it('changed after their parse are refused under test, and nothing is stored', async () => {
    const db = signInKeeper();
    const parsed = check(MUTATIONS['eventLog.create.v1'], { id: uuidv7(), reptileId: uuidv7(), date: '2026-03-01', eventType: 'cleaning', description: 'scrubbed' });
    if (!parsed.success) throw parsed.error;
    parsed.data.description = '  scrubbed  ';
    await expect(mutateIn(db, 'eventLog.create.v1', parsed.data)).rejects.toThrow(/checked args differ/);
    expect(await db.outbox.count()).toBe(0);
  });
});
