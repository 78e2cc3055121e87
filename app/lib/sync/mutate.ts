import { MUTATIONS, type MutationInput, type MutationName } from '../../../shared/sync/mutations';
import { SYNCED_TABLES } from '../../../shared/sync/protocol';
import type { UserDb } from '../db/database';
import { asStorageError } from './errors';
import { runLocalMutator } from './local-mutators';
import { createWriter } from './writer';

/** The tables a write transaction needs: meta for the id, outbox, shadows and every synced table. */
export const writeScope = (db: UserDb) => [db.meta, db.outbox, db.shadow, ...SYNCED_TABLES.map((t) => db.synced(t))];

/**
 * Records one user action. In ONE IndexedDB read-write transaction: take the next mutation id
 * from `meta`, apply the optimistic change, append to the outbox. IndexedDB runs read-write
 * transactions on the same store one at a time across every tab and the service worker, so ids
 * are unique and gapless per client; and if anything fails, nothing of the three happened.
 * Throws the schema's ZodError for bad input and StorageFullError for a full disk.
 */
export async function mutateIn<N extends MutationName>(db: UserDb, name: N, input: MutationInput<N>, at = Date.now()): Promise<number> {
  const args = MUTATIONS[name].parse(input);
  try {
    return await db.transaction('rw', writeScope(db), async () => {
      const ids = await db.getMeta('ids');
      const mutationId = ids.nextMutationId;
      await db.meta.put({ key: 'ids', nextMutationId: mutationId + 1 });
      await runLocalMutator(name, createWriter(db), args, { userId: db.userId, at });
      await db.outbox.add({ mutationId, name, args, createdAt: at });
      return mutationId;
    });
  } catch (err) {
    throw asStorageError(err);
  }
}
