import { MUTATIONS, type MutationArgs, type MutationInput, type MutationName } from '../../../shared/sync/mutations';
import { SYNCED_TABLES } from '../../../shared/sync/protocol';
import type { UserDb } from '../db/database';
import { isChecked } from './checked';
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
 * The args are parsed once on this device: here, unless a form's parse already made them
 * (checked.ts). Throws the schema's ZodError for bad input and StorageFullError for a full disk.
 */
export async function mutateIn<N extends MutationName>(db: UserDb, name: N, input: MutationInput<N>, at = Date.now()): Promise<number> {
  const args = argsOf(name, input);
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

/** Under development and tests, checked args are parsed again and must come out the same. */
export const checkedArgs = { verify: import.meta.env.DEV };

function argsOf<N extends MutationName>(name: N, input: MutationInput<N>): MutationArgs<N> {
  if (!isChecked(input)) return MUTATIONS[name].parse(input) as MutationArgs<N>;
  if (checkedArgs.verify) {
    const again = MUTATIONS[name].parse(input);
    if (canonical(again) !== canonical(input)) throw new Error(`${name}: checked args differ from what their schema makes of them`);
  }
  return input as MutationArgs<N>;
}

/** JSON with keys in order: the schema's output lists keys in its own order. */
const canonical = (value: unknown): string => JSON.stringify(value, (_key, v: unknown) =>
  (v !== null && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v));
