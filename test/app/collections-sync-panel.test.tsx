/**
 * Refused collection changes in the sync panel, in the keeper's language: what the change was
 * (with the collection's name when it carries one), why the server refused it (the plan's limit
 * in numbers) and what to do next. What the keeper entered stays.
 */
import { screen } from '@testing-library/react';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it } from 'vitest';
import { SyncPanel } from '../../app/features/sync-status/sync-panel';
import { useSyncStatus } from '../../app/features/sync-status/use-sync-status';
import type { LocalRejection, UserDb } from '../../app/lib/db';
import { endSession } from '../../app/lib/session';
import { renderWithProviders } from '../helpers/render';
import { signInKeeper } from '../helpers/keeper';

afterEach(() => endSession('user'));

function Panel({ db }: { db: UserDb }) {
  const status = useSyncStatus();
  return <SyncPanel db={db} status={status} />;
}

const refused = (over: Pick<LocalRejection, 'name' | 'args' | 'code'> & Partial<LocalRejection>): LocalRejection =>
  ({ mutationId: 1, message: 'refused', createdAt: Date.now(), rejectedAt: Date.now(), ...over });

describe('refused collection changes', () => {
  it('a create over the plan\'s limit names the collection, the limit and the way forward', async () => {
    const db = signInKeeper({ tier: 'HerpPlus' });
    await db.rejections.put(refused({ name: 'collection.create.v1', args: { id: uuidv7(), name: 'Rack C', description: 'Hatchlings' }, code: 'collection-limit', params: { limit: 3 } }));
    renderWithProviders(<Panel db={db} />);
    const card = await screen.findByRole('article', { name: 'New collection: Rack C' });
    expect(card).toHaveTextContent('Collection limit reached: the plan allows 3 collections');
    expect(card).toHaveTextContent('Delete a collection you no longer need, or upgrade, then retry.');
    expect(card).toHaveTextContent('Hatchlings');
  });

  it.each([
    ['collection.update.v1', { id: uuidv7(), patch: { name: 'Breeders 2026' } }, 'collection-read-only', 'Collection edit: Breeders 2026', 'This collection is read-only', 'choose which collections stay active, then retry'],
    ['collection.delete.v1', { id: uuidv7() }, 'not-found', 'Collection deletion', 'This collection no longer exists', 'Copy what you entered if you still need it'],
    ['collection.pickActive.v1', { ids: [uuidv7()] }, 'no-collection-picked', 'Choice of active collections', 'At least one collection must stay active', 'choose at least one collection to keep active'],
    ['collection.create.v1', { id: uuidv7(), name: 'Rack D' }, 'premium-required', 'New collection: Rack D', 'Premium required', 'Upgrade to HerpPlus or HerpPro'],
    ['reptile.update.v1', { id: uuidv7(), patch: { name: 'Nagini', collectionId: uuidv7() } }, 'collection-not-found', 'Reptile edit: Nagini', 'The collection chosen for this reptile no longer exists', 'choose another collection or none'],
  ] as const)('%s refused with %s says what and why', async (name, args, code, title, reason, way) => {
    const db = signInKeeper({ tier: 'HerpPlus' });
    await db.rejections.put(refused({ name, args, code }));
    renderWithProviders(<Panel db={db} />);
    const card = await screen.findByRole('article', { name: title });
    expect(card).toHaveTextContent(reason);
    expect(card).toHaveTextContent(way);
  });

  it('in Bulgarian too', async () => {
    const db = signInKeeper({ tier: 'HerpPlus' });
    await db.rejections.put(refused({ name: 'collection.create.v1', args: { id: uuidv7(), name: 'Стелаж' }, code: 'collection-limit', params: { limit: 3 } }));
    renderWithProviders(<Panel db={db} />, { lng: 'bg' });
    const card = await screen.findByRole('article', { name: 'Нова колекция: Стелаж' });
    expect(card).toHaveTextContent('Достигнат е лимитът на колекциите: планът позволява 3 колекции');
  });
});
