import { MUTATIONS, type MutationArgs, type MutationInput, type MutationName } from '../../../shared/sync/mutations';
import { SYNCED_TABLES } from '../../../shared/sync/protocol';
import type { UserDb } from '../db/database';
import { isChecked } from './checked';
import { asStorageError } from './errors';
import { runLocalMutator } from './local-mutators';
import { prepareMutators } from './lazy-mutators';
import { createWriter } from './writer';

/**
 * The tables a write transaction needs: meta for the id, outbox, shadows, every synced table and
 * the reptile facts derived from the logs (kept in the transaction that writes them).
 */
export const writeScope = (db: UserDb) => [db.meta, db.outbox, db.shadow, db.reptileFacts, ...SYNCED_TABLES.map((t) => db.synced(t))];

/**
 * Records one user action. In ONE IndexedDB read-write transaction: take the next mutation id
 * from `meta`, apply the optimistic change, append to the outbox. IndexedDB runs read-write
 * transactions on the same store one at a time across every tab and the service worker, so ids
 * are unique and gapless per client; and if anything fails, nothing of the three happened.
 * The args are parsed once on this device: here, unless a form's parse already made them
 * (checked.ts). Throws the schema's ZodError for bad input and StorageFullError for a full disk.
 * `mutateManyIn` keeps the same promises for a batch (a rack's round of feedings): one
 * transaction for all of them, consecutive ids, and nothing of any if one fails.
 */
export async function mutateIn<N extends MutationName>(db: UserDb, name: N, input: MutationInput<N>, at = Date.now()): Promise<number> {
  const args = argsOf(name, input);
  await prepareMutators([name]);
  try {
    return await db.transaction('rw', writeScope(db), async () => {
      const ids = await db.getMeta('ids');
      const mutationId = ids.nextMutationId;
      await db.meta.put({ key: 'ids', nextMutationId: mutationId + 1 });
      const writer = createWriter(db);
      await runLocalMutator(name, writer, args, { userId: db.userId, at });
      await writer.flush();
      await db.outbox.add({ mutationId, name, args, createdAt: at });
      return mutationId;
    });
  } catch (err) {
    throw asStorageError(err);
  }
}

/** One mutation of a batch for `mutateManyIn`: what `mutateIn` takes, as a value. */
export type MutationCall = { [N in MutationName]: { name: N; args: MutationInput<N> } }[MutationName];

/**
 * Records several user actions as one: in ONE read-write transaction, every optimistic change in
 * order and one outbox entry each, with consecutive mutation ids. All or nothing: if any args fail
 * their schema (before the transaction) or any local mutator throws, nothing is applied, queued or
 * numbered. Each stays its own mutation on the server, so one refused there takes no other with it.
 * Resolves to the ids, in the order given.
 */
export async function mutateManyIn(db: UserDb, calls: readonly MutationCall[], at = Date.now()): Promise<number[]> {
  const parsed = calls.map((c) => ({ name: c.name, args: argsOf(c.name, c.args) }));
  if (parsed.length === 0) return [];
  await prepareMutators(parsed.map((c) => c.name));
  try {
    return await db.transaction('rw', writeScope(db), async () => {
      const first = (await db.getMeta('ids')).nextMutationId;
      await db.meta.put({ key: 'ids', nextMutationId: first + parsed.length });
      const writer = createWriter(db);
      for (const { name, args } of parsed) await runLocalMutator(name, writer, args, { userId: db.userId, at });
      await writer.flush();
      const ids = parsed.map((_, i) => first + i);
      await db.outbox.bulkAdd(parsed.map(({ name, args }, i) => ({ mutationId: first + i, name, args, createdAt: at })));
      return ids;
    });
  } catch (err) {
    throw asStorageError(err);
  }
}

/**
 * Under development and tests, checked args are parsed again and must come out the same. Outside
 * Vite (the benches run this module under plain Node) there is no import.meta.env: verify there too.
 */
export const checkedArgs = { verify: (import.meta.env as ImportMetaEnv | undefined)?.DEV ?? true };

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
