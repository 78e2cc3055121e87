/**
 * The optimistic side of each mutation: what the app writes to IndexedDB at once, and again on
 * every rebase. They use the same pure functions as the server mutators (shared/mutators), touch
 * rows only through the LocalWriter (which records shadows), and never fail on missing rows: the
 * server decides, and its answer arrives through pull.
 */
import type { MutationArgs, MutationName } from '../../../shared/sync/mutations';
import type { SyncedRowOf, SyncedTable } from '../../../shared/sync/protocol';
import { reptileFromCreate, reptilePatch } from '../../../shared/mutators/reptile';
import { growthLogFromCreate, mergeGrowthLog } from '../../../shared/mutators/growth-log';
import { logDataOf, mergeLog, type LogCreateArgs, type LogPatch, type LogTable } from '../../../shared/mutators/logs';

export interface LocalWriter {
  get<T extends SyncedTable>(table: T, id: string): Promise<SyncedRowOf<T> | undefined>;
  put<T extends SyncedTable>(table: T, row: SyncedRowOf<T>): Promise<void>;
  remove(table: SyncedTable, id: string): Promise<void>;
}

export interface LocalContext {
  userId: string;
  /** When the keeper acted (device clock): only fills `updatedAt` until the server's row arrives. */
  at: number;
}

export type LocalMutator<N extends MutationName> = (w: LocalWriter, args: MutationArgs<N>, ctx: LocalContext) => Promise<void>;

/** The optimistic side of a generic log kind: create, edit (checked on the merged entry, as on the server), delete. */
function localLogMutators<T extends LogTable>(table: T) {
  type Row = SyncedRowOf<T>;
  return {
    create: async (w: LocalWriter, args: LogCreateArgs<T>, ctx: LocalContext) => {
      const existing = await w.get(table, args.id);
      const row = { id: args.id, userId: ctx.userId, reptileId: args.reptileId, ...logDataOf(table, args), version: existing?.version ?? 0, updatedAt: ctx.at, deleted: false };
      await w.put(table, row as unknown as Row);
    },
    update: async (w: LocalWriter, args: { id: string; patch: LogPatch<T> }) => {
      const row = await w.get(table, args.id);
      const merged = row && mergeLog(table, logDataOf(table, row), args.patch);
      if (row && merged) await w.put(table, { ...row, ...merged } as Row);
    },
    remove: async (w: LocalWriter, args: { id: string }) => {
      await w.remove(table, args.id);
    },
  };
}

const feedingLog = localLogMutators('feedingLogs');
const sheddingLog = localLogMutators('sheddingLogs');
const healthLog = localLogMutators('healthLogs');
const breedingLog = localLogMutators('breedingLogs');
const eventLog = localLogMutators('eventLogs');

export const LOCAL_MUTATORS = {
  'reptile.create.v1': async (w, args, ctx) => {
    const existing = await w.get('reptiles', args.id);
    await w.put('reptiles', {
      id: args.id, userId: ctx.userId, ...reptileFromCreate(args),
      photoUrl: existing?.photoUrl ?? null, version: existing?.version ?? 0, updatedAt: ctx.at, deleted: false,
    });
  },
  'reptile.update.v1': async (w, args) => {
    const row = await w.get('reptiles', args.id);
    if (row) await w.put('reptiles', { ...row, ...reptilePatch(args.patch) });
  },
  'reptile.delete.v1': async (w, args) => {
    await w.remove('reptiles', args.id);
    // The server tombstones the reptile's logs and the next pull removes them here; until then
    // they are unreachable (the details page of a missing reptile shows no logs).
  },
  'growthLog.create.v1': async (w, args, ctx) => {
    const existing = await w.get('growthLogs', args.id);
    await w.put('growthLogs', {
      id: args.id, userId: ctx.userId, reptileId: args.reptileId, ...growthLogFromCreate(args),
      version: existing?.version ?? 0, updatedAt: ctx.at, deleted: false,
    });
  },
  'growthLog.update.v1': async (w, args) => {
    const row = await w.get('growthLogs', args.id);
    // The merged entry is checked as on the server: an edit leaving no measure changes nothing here
    // either, and the server's rejection explains it.
    const merged = row && mergeGrowthLog(row, args.patch);
    if (row && merged) await w.put('growthLogs', { ...row, ...merged });
  },
  'growthLog.delete.v1': async (w, args) => {
    await w.remove('growthLogs', args.id);
  },
  'feedingLog.create.v1': feedingLog.create,
  'feedingLog.update.v1': feedingLog.update,
  'feedingLog.delete.v1': feedingLog.remove,
  'sheddingLog.create.v1': sheddingLog.create,
  'sheddingLog.update.v1': sheddingLog.update,
  'sheddingLog.delete.v1': sheddingLog.remove,
  'healthLog.create.v1': healthLog.create,
  'healthLog.update.v1': healthLog.update,
  'healthLog.delete.v1': healthLog.remove,
  'breedingLog.create.v1': breedingLog.create,
  'breedingLog.update.v1': breedingLog.update,
  'breedingLog.delete.v1': breedingLog.remove,
  'eventLog.create.v1': eventLog.create,
  'eventLog.update.v1': eventLog.update,
  'eventLog.delete.v1': eventLog.remove,
} satisfies { [N in MutationName]: LocalMutator<N> };

export function runLocalMutator<N extends MutationName>(name: N, w: LocalWriter, args: unknown, ctx: LocalContext): Promise<void> {
  return (LOCAL_MUTATORS[name] as LocalMutator<N>)(w, args as MutationArgs<N>, ctx);
}
