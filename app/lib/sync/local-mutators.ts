/**
 * The optimistic side of each mutation: what the app writes to IndexedDB at once, and again on
 * every rebase. They use the same pure functions as the server mutators (shared/mutators), touch
 * rows only through the LocalWriter (which records shadows), and never fail on missing rows: the
 * server decides, and its answer arrives through pull.
 */
import { loadedSheetReader } from './lazy-mutators';
import type { MutationArgs, MutationName } from '../../../shared/sync/mutations';
import type { SyncedRowOf, SyncedTable } from '../../../shared/sync/protocol';
import { reptileFromCreate, reptilePatch } from '../../../shared/mutators/reptile';
import { growthLogFromCreate, mergeGrowthLog } from '../../../shared/mutators/growth-log';
import { byLogMutation, logDataOf, mergeLog, type LogCreateArgs, type LogMutationName, type LogPatch, type LogTable } from '../../../shared/mutators/logs';
import { feederFromCreate, feederPatch } from '../../../shared/mutators/feeder';
import { mergeReminder, PENDING, reminderFromCreate } from '../../../shared/mutators/reminder';
import { completeReminder, uncompleteReminder } from '../../../shared/rules/reminder-completion';
import { addStock, deductStock } from '../../../shared/rules/stock';
import { feedingStockEffect } from '../../../shared/rules/feeding';
import { collectionFromCreate, collectionPatch } from '../../../shared/mutators/collection';
import { enclosureFromCreate, enclosurePatch, rackFromCreate, rackPatch, tubsOfNewRack } from '../../../shared/mutators/enclosure';
import { renamedTub } from '../../../shared/enclosures/racks';
import { entryAfterSale, mergeSale, mergeWaitlist, offeredEntry, paymentFromCreate, paymentRefusal, saleFromCreate, waitlistFromCreate, type SaleData } from '../../../shared/mutators/sales';
import { saleLedger } from '../../../shared/sales/ledger';
import { moved, nextPosition } from '../../../shared/sales/waitlist';
import { careModeFromCreate, courseFromCreate, doseHealthLog, endRefusal, endedMode, mergeCareMode } from '../../../shared/mutators/health';

export interface LocalWriter {
  get<T extends SyncedTable>(table: T, id: string): Promise<SyncedRowOf<T> | undefined>;
  put<T extends SyncedTable>(table: T, row: SyncedRowOf<T>): Promise<void>;
  remove(table: SyncedTable, id: string): Promise<void>;
  /**
   * Every row the device holds of a table, pending changes included: for the few mutations that
   * touch rows by a field rather than by id (a deleted collection's reptiles, the other
   * collections of a pick). Reading records no shadow; only what is then put or removed does.
   */
  all<T extends SyncedTable>(table: T): Promise<SyncedRowOf<T>[]>;
}

export interface LocalContext {
  /** The signed-in keeper: whose rows these are, and the author of what they log (issue 27). */
  userId: string;
  /** When the keeper acted (device clock): only fills `updatedAt` until the server's row arrives. */
  at: number;
}

/**
 * The space a row goes to, as the server decides it (sync-server/src/sync/push-spaces.ts): where
 * its reptile is, else the space the create names, else the keeper's own. A reptile this device
 * does not hold (gone with a shared collection) leaves the row in the keeper's own space until the
 * server's refusal rebases it away.
 */
async function spaceFor(w: LocalWriter, ctx: LocalContext, at: { reptileId?: string | null; spaceId?: string }): Promise<string> {
  const reptile = at.reptileId ? await w.get('reptiles', at.reptileId) : undefined;
  return reptile?.userId ?? at.spaceId ?? ctx.userId;
}

export type LocalMutator<N extends MutationName> = (w: LocalWriter, args: MutationArgs<N>, ctx: LocalContext) => Promise<void>;

interface LocalLogHooks<T extends LogTable> {
  /** Runs after a create's row is written, in the same transaction (a feeding's stock deduction). */
  afterCreate?: (w: LocalWriter, args: LogCreateArgs<T>) => Promise<void>;
}

/** The optimistic side of a generic log kind: create, edit (checked on the merged entry, as on the server), delete. */
function localLogMutators<T extends LogTable>(table: T, hooks: LocalLogHooks<T> = {}) {
  type Row = SyncedRowOf<T>;
  return {
    create: async (w: LocalWriter, args: LogCreateArgs<T>, ctx: LocalContext) => {
      const existing = await w.get(table, args.id);
      const row = { id: args.id, userId: await spaceFor(w, ctx, args), reptileId: args.reptileId, ...logDataOf(table, args), authorId: ctx.userId, version: existing?.version ?? 0, updatedAt: ctx.at, deleted: false };
      await w.put(table, row as unknown as Row);
      await hooks.afterCreate?.(w, args);
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

/**
 * A feeding from inventory with "deduct" on takes its items from the local count at once, so the
 * inventory shows it offline. Never below 0: the server checks the real count and, when it is
 * short, refuses the whole feeding (the log then leaves this device for the sync panel, and the
 * rebase restores the count). Only creates move stock (decision record 0003).
 */
async function deductFeeding(w: LocalWriter, args: LogCreateArgs<'feedingLogs'>): Promise<void> {
  const effect = feedingStockEffect(args);
  if (!effect) return;
  const feeder = await w.get('feeders', effect.feederId);
  if (!feeder) return;
  const taken = deductStock(feeder.quantity, Math.min(effect.quantity, feeder.quantity));
  if (taken.ok) await w.put('feeders', { ...feeder, quantity: taken.remaining });
}

/** The kinds with a step of their own; every other kind takes localLogMutators' defaults. */
const HOOKS: { [T in LogTable]?: LocalLogHooks<T> } = { feedingLogs: { afterCreate: deductFeeding } };

/** Every generic log kind's create, update and delete, under the registry's names (byLogMutation). */
const LOCAL_LOG_MUTATORS = byLogMutation<unknown>((table) => {
  const m = localLogMutators(table, HOOKS[table] as LocalLogHooks<typeof table> | undefined);
  return { create: m.create, update: m.update, delete: m.remove };
}) as { [N in LogMutationName]: LocalMutator<N> };

/**
 * Collections. Their state (active or read-only) is the server's, from the plan's limit
 * (shared/coins/collections-limit.ts): a create is optimistically active and a pick applies as
 * asked; the server's answer arrives through pull and a refusal rebases it away. An edit of a
 * read-only collection changes nothing here, as the server refuses it (deleting one is allowed).
 */
function collectionMutators() {
  return {
    'collection.create.v1': (async (w, args, ctx) => {
      const existing = await w.get('collections', args.id);
      await w.put('collections', {
        id: args.id, userId: args.spaceId ?? ctx.userId, ...collectionFromCreate(args), state: existing?.state ?? 'active',
        version: existing?.version ?? 0, updatedAt: ctx.at, deleted: false,
      });
    }) satisfies LocalMutator<'collection.create.v1'>,
    'collection.update.v1': (async (w, args) => {
      const row = await w.get('collections', args.id);
      if (row && row.state === 'active') await w.put('collections', { ...row, ...collectionPatch(args.patch) });
    }) satisfies LocalMutator<'collection.update.v1'>,
    // Its reptiles stay and only leave it: the server clears their collectionId (and bumps them)
    // in the same transaction, so the device does the same rather than point at a missing row.
    'collection.delete.v1': (async (w, args) => {
      await w.remove('collections', args.id);
      for (const reptile of await w.all('reptiles')) {
        if (reptile.collectionId === args.id) await w.put('reptiles', { ...reptile, collectionId: null });
      }
    }) satisfies LocalMutator<'collection.delete.v1'>,
    'collection.pickActive.v1': (async (w, args, ctx) => {
      const picked = new Set(args.ids);
      // The pick is of one space's collections (the server's: where the first picked one is, else one's own).
      const first = args.ids[0] === undefined ? undefined : await w.get('collections', args.ids[0]);
      const space = first?.userId ?? ctx.userId;
      for (const row of await w.all('collections')) {
        if (row.userId !== space) continue;
        const state = picked.has(row.id) ? 'active' : 'read-only';
        if (row.state !== state) await w.put('collections', { ...row, state });
      }
    }) satisfies LocalMutator<'collection.pickActive.v1'>,
  };
}

/** An enclosure's readings, equipment and cleanings go with it, as on the server (sync/mutators/climate.ts). */
async function removeClimateOf(w: LocalWriter, enclosureIds: ReadonlySet<string>): Promise<void> {
  if (enclosureIds.size === 0) return;
  for (const table of ['readings', 'equipment', 'upkeep'] as const) {
    for (const row of await w.all(table)) if (enclosureIds.has(row.enclosureId)) await w.remove(table, row.id);
  }
}

/**
 * Racks, enclosures and moves (issue 28): a rack arrives with its tubs, a rename renames the tubs
 * still named after it, a removal removes its tubs, as on the server (sync/mutators/enclosure.ts).
 */
function enclosureMutators() {
  const fresh = (existing: { version: number } | undefined, at: number) => ({ version: existing?.version ?? 0, updatedAt: at, deleted: false });
  return {
    'rack.create.v1': (async (w, args, ctx) => {
      const userId = args.spaceId ?? ctx.userId;
      await w.put('racks', { id: args.id, userId, ...rackFromCreate(args), ...fresh(await w.get('racks', args.id), ctx.at) });
      for (const tub of tubsOfNewRack(args)) await w.put('enclosures', { ...tub, userId, ...fresh(await w.get('enclosures', tub.id), ctx.at) });
    }) satisfies LocalMutator<'rack.create.v1'>,
    'rack.update.v1': (async (w, args) => {
      const row = await w.get('racks', args.id);
      if (!row) return;
      const next = { ...row, ...rackPatch(args.patch) };
      await w.put('racks', next);
      for (const tub of await w.all('enclosures')) {
        if (tub.rackId !== args.id || tub.shelf === null || tub.position === null) continue;
        await w.put('enclosures', { ...tub, name: renamedTub({ name: tub.name, shelf: tub.shelf, position: tub.position }, row.name, next.name), room: next.room });
      }
    }) satisfies LocalMutator<'rack.update.v1'>,
    'rack.delete.v1': (async (w, args) => {
      await w.remove('racks', args.id);
      const tubs = (await w.all('enclosures')).filter((tub) => tub.rackId === args.id).map((tub) => tub.id);
      for (const id of tubs) await w.remove('enclosures', id);
      await removeClimateOf(w, new Set(tubs));
    }) satisfies LocalMutator<'rack.delete.v1'>,
    'enclosure.create.v1': (async (w, args, ctx) => {
      await w.put('enclosures', { id: args.id, userId: args.spaceId ?? ctx.userId, ...enclosureFromCreate(args), ...fresh(await w.get('enclosures', args.id), ctx.at) });
    }) satisfies LocalMutator<'enclosure.create.v1'>,
    'enclosure.update.v1': (async (w, args) => {
      const row = await w.get('enclosures', args.id);
      if (row) await w.put('enclosures', { ...row, ...enclosurePatch(args.patch) });
    }) satisfies LocalMutator<'enclosure.update.v1'>,
    'enclosure.delete.v1': (async (w, args) => {
      await w.remove('enclosures', args.id);
      await removeClimateOf(w, new Set([args.id]));
    }) satisfies LocalMutator<'enclosure.delete.v1'>,
    'placement.create.v1': (async (w, args, ctx) => {
      const { id, reptileId, enclosureId, date, at } = args;
      await w.put('placements', { id, userId: await spaceFor(w, ctx, args), reptileId, enclosureId, date, at, authorId: ctx.userId, ...fresh(await w.get('placements', id), ctx.at) });
    }) satisfies LocalMutator<'placement.create.v1'>,
    'placement.delete.v1': (async (w, args) => {
      await w.remove('placements', args.id);
    }) satisfies LocalMutator<'placement.delete.v1'>,
  };
}

/**
 * An enclosure's readings, equipment and upkeep (issue 28), in the enclosure's space. An import
 * skips the moments the enclosure already has a reading for, as the server does.
 */
function climateMutators() {
  const fresh = (existing: { version: number } | undefined, at: number) => ({ version: existing?.version ?? 0, updatedAt: at, deleted: false });
  const spaceOf = async (w: LocalWriter, ctx: LocalContext, enclosureId: string) => (await w.get('enclosures', enclosureId))?.userId ?? ctx.userId;
  type Values = MutationArgs<'reading.create.v1'>['reading'];
  const values = (r: Values) => ({ at: r.at, hotC: r.hotC ?? null, coolC: r.coolC ?? null, baskingC: r.baskingC ?? null, ambientC: r.ambientC ?? null, humidityPct: r.humidityPct ?? null });
  return {
    'reading.create.v1': (async (w, args, ctx) => {
      await w.put('readings', { id: args.id, userId: await spaceOf(w, ctx, args.enclosureId), enclosureId: args.enclosureId, ...values(args.reading), imported: false,
        authorId: ctx.userId, ...fresh(await w.get('readings', args.id), ctx.at) });
    }) satisfies LocalMutator<'reading.create.v1'>,
    'reading.delete.v1': (async (w, args) => {
      await w.remove('readings', args.id);
    }) satisfies LocalMutator<'reading.delete.v1'>,
    'reading.import.v1': (async (w, args, ctx) => {
      const userId = await spaceOf(w, ctx, args.enclosureId);
      const mine = new Set(args.readings.map((r) => r.id));
      const taken = new Set((await w.all('readings')).filter((r) => r.enclosureId === args.enclosureId && !mine.has(r.id)).map((r) => r.at));
      for (const { id, ...reading } of args.readings) {
        if (taken.has(reading.at)) continue;
        taken.add(reading.at);
        await w.put('readings', { id, userId, enclosureId: args.enclosureId, ...values(reading), imported: true, authorId: ctx.userId, ...fresh(await w.get('readings', id), ctx.at) });
      }
    }) satisfies LocalMutator<'reading.import.v1'>,
    'equipment.create.v1': (async (w, args, ctx) => {
      const { id, enclosureId, kind, name, installedOn } = args;
      await w.put('equipment', { id, userId: await spaceOf(w, ctx, enclosureId), enclosureId, kind, name, installedOn, replaceEveryMonths: args.replaceEveryMonths ?? null,
        setPointC: args.setPointC ?? null, notes: args.notes || null, ...fresh(await w.get('equipment', id), ctx.at) });
    }) satisfies LocalMutator<'equipment.create.v1'>,
    'equipment.update.v1': (async (w, args) => {
      const row = await w.get('equipment', args.id);
      if (!row) return;
      const { notes, ...rest } = args.patch;
      await w.put('equipment', { ...row, ...rest, ...(notes !== undefined ? { notes: notes || null } : {}) });
    }) satisfies LocalMutator<'equipment.update.v1'>,
    'equipment.delete.v1': (async (w, args) => {
      await w.remove('equipment', args.id);
    }) satisfies LocalMutator<'equipment.delete.v1'>,
    'upkeep.create.v1': (async (w, args, ctx) => {
      const { id, enclosureId, kind, date } = args;
      await w.put('upkeep', { id, userId: await spaceOf(w, ctx, enclosureId), enclosureId, kind, date, notes: args.notes || null, authorId: ctx.userId, ...fresh(await w.get('upkeep', id), ctx.at) });
    }) satisfies LocalMutator<'upkeep.create.v1'>,
    'upkeep.delete.v1': (async (w, args) => {
      await w.remove('upkeep', args.id);
    }) satisfies LocalMutator<'upkeep.delete.v1'>,
  };
}

/**
 * An animal's care modes and medication courses (issue 29), in the animal's space. A course's
 * volume and its doses' days are worked out from its numbers as the server does; a course that
 * cannot be given (its volume rounds to nothing) writes nothing here, and the server refuses it.
 * A dose given completes its reminder and writes its health log line, as one change.
 */
function healthMutators() {
  const fresh = (existing: { version: number } | undefined, at: number) => ({ version: existing?.version ?? 0, updatedAt: at, deleted: false });
  const healthCreate = localLogMutators('healthLogs').create;
  return {
    'careMode.create.v1': (async (w, args, ctx) => {
      await w.put('careModes', { id: args.id, userId: await spaceFor(w, ctx, args), reptileId: args.reptileId, ...careModeFromCreate(args), authorId: ctx.userId,
        ...fresh(await w.get('careModes', args.id), ctx.at) });
    }) satisfies LocalMutator<'careMode.create.v1'>,
    'careMode.update.v1': (async (w, args) => {
      const row = await w.get('careModes', args.id);
      const merged = row && mergeCareMode(row, args.patch);
      if (row && merged) await w.put('careModes', { ...row, ...merged });
    }) satisfies LocalMutator<'careMode.update.v1'>,
    'careMode.end.v1': (async (w, args) => {
      const row = await w.get('careModes', args.id);
      if (row && row.endDate === null && endRefusal(row, args) === null) await w.put('careModes', { ...row, ...endedMode(row, args) });
    }) satisfies LocalMutator<'careMode.end.v1'>,
    'careMode.delete.v1': (async (w, args) => {
      await w.remove('careModes', args.id);
    }) satisfies LocalMutator<'careMode.delete.v1'>,
    'medCourse.create.v1': (async (w, args, ctx) => {
      const made = courseFromCreate(args);
      if (!made) return;
      const userId = await spaceFor(w, ctx, args);
      await w.put('medCourses', { id: args.id, userId, reptileId: args.reptileId, ...made.course, authorId: ctx.userId, ...fresh(await w.get('medCourses', args.id), ctx.at) });
      for (const { id, ...data } of made.reminders) {
        await w.put('reminders', { id, userId, ...data, description: data.description ?? null, ...PENDING, ...fresh(await w.get('reminders', id), ctx.at) });
      }
    }) satisfies LocalMutator<'medCourse.create.v1'>,
    'medCourse.stop.v1': (async (w, args) => {
      const row = await w.get('medCourses', args.id);
      if (!row || row.stoppedOn !== null) return;
      await w.put('medCourses', { ...row, stoppedOn: args.stoppedOn });
      for (const id of row.doseIds) if ((await w.get('reminders', id))?.completed === false) await w.remove('reminders', id);
    }) satisfies LocalMutator<'medCourse.stop.v1'>,
    'medCourse.delete.v1': (async (w, args) => {
      const row = await w.get('medCourses', args.id);
      await w.remove('medCourses', args.id);
      for (const id of row?.doseIds ?? []) if ((await w.get('reminders', id))?.completed === false) await w.remove('reminders', id);
    }) satisfies LocalMutator<'medCourse.delete.v1'>,
    'medCourse.give.v1': (async (w, args, ctx) => {
      const row = await w.get('medCourses', args.id);
      if (!row || !row.doseIds.includes(args.reminderId)) return;
      await LOCAL_MUTATORS['reminder.complete.v1'](w, { id: args.reminderId, nextId: args.nextId }, ctx);
      await healthCreate(w, { ...doseHealthLog(row, args), reptileId: row.reptileId }, ctx);
    }) satisfies LocalMutator<'medCourse.give.v1'>,
  };
}

/**
 * A breeder's waitlist, sales and payments (issue 30), in the sale's space. What the server would
 * refuse (a payment past the balance, a sale completed while owed) writes nothing here: the form
 * said so in words before, and the refusal then rebases the change away.
 */
function salesMutators() {
  const fresh = (existing: { version: number } | undefined, at: number) => ({ version: existing?.version ?? 0, updatedAt: at, deleted: false });
  const liveEntries = async (w: LocalWriter) => (await w.all('waitlist')).filter((e) => !e.deleted);
  const paymentsOf = async (w: LocalWriter, saleId: string) => (await w.all('salePayments')).filter((p) => p.saleId === saleId && !p.deleted);
  const followEntry = async (w: LocalWriter, sale: SaleData) => {
    const entry = sale.waitlistId ? await w.get('waitlist', sale.waitlistId) : undefined;
    if (entry && !entry.deleted) await w.put('waitlist', { ...entry, ...entryAfterSale(entry, sale.state) });
  };
  return {
    'waitlist.create.v1': (async (w, args, ctx) => {
      const position = nextPosition(await liveEntries(w));
      await w.put('waitlist', { id: args.id, userId: ctx.userId, ...waitlistFromCreate(args, position), ...fresh(await w.get('waitlist', args.id), ctx.at) });
    }) satisfies LocalMutator<'waitlist.create.v1'>,
    'waitlist.update.v1': (async (w, args) => {
      const row = await w.get('waitlist', args.id);
      if (row && !row.deleted) await w.put('waitlist', { ...row, ...mergeWaitlist(row, args.patch) });
    }) satisfies LocalMutator<'waitlist.update.v1'>,
    'waitlist.move.v1': (async (w, args) => {
      const entries = await liveEntries(w);
      for (const p of moved(entries, args.id, args.position)) {
        const row = entries.find((e) => e.id === p.id);
        if (row) await w.put('waitlist', { ...row, position: p.position });
      }
    }) satisfies LocalMutator<'waitlist.move.v1'>,
    'waitlist.offer.v1': (async (w, args) => {
      const row = await w.get('waitlist', args.id);
      const offered = row && !row.deleted ? offeredEntry(row, args.reptileId) : null;
      if (row && offered) await w.put('waitlist', { ...row, ...offered });
    }) satisfies LocalMutator<'waitlist.offer.v1'>,
    'waitlist.withdraw.v1': (async (w, args) => {
      const row = await w.get('waitlist', args.id);
      if (row && !row.deleted && row.state !== 'sold') await w.put('waitlist', { ...row, state: 'withdrawn', offeredReptileId: null });
    }) satisfies LocalMutator<'waitlist.withdraw.v1'>,
    'waitlist.delete.v1': (async (w, args) => {
      await w.remove('waitlist', args.id);
    }) satisfies LocalMutator<'waitlist.delete.v1'>,
    'sale.create.v1': (async (w, args, ctx) => {
      const onSale = (await w.all('sales')).some((s) => s.reptileId === args.reptileId && s.state === 'open' && !s.deleted && s.id !== args.id);
      if (onSale) return;
      const sale = saleFromCreate(args);
      await w.put('sales', { id: args.id, userId: await spaceFor(w, ctx, args), ...sale, ...fresh(await w.get('sales', args.id), ctx.at) });
      await followEntry(w, sale);
    }) satisfies LocalMutator<'sale.create.v1'>,
    'sale.update.v1': (async (w, args) => {
      const row = await w.get('sales', args.id);
      if (row && !row.deleted) await w.put('sales', { ...row, ...mergeSale(row, args.patch) });
    }) satisfies LocalMutator<'sale.update.v1'>,
    'sale.complete.v1': (async (w, args) => {
      const row = await w.get('sales', args.id);
      if (!row || row.deleted || row.state !== 'open') return;
      if (saleLedger(row.priceMinor, await paymentsOf(w, row.id)).balanceDue !== 0) return;
      await w.put('sales', { ...row, state: 'completed', completedOn: args.completedOn });
    }) satisfies LocalMutator<'sale.complete.v1'>,
    'sale.cancel.v1': (async (w, args) => {
      const row = await w.get('sales', args.id);
      if (!row || row.deleted || row.state !== 'open') return;
      const cancelled = { ...row, state: 'cancelled' as const };
      await w.put('sales', cancelled);
      await followEntry(w, cancelled);
    }) satisfies LocalMutator<'sale.cancel.v1'>,
    'salePayment.create.v1': (async (w, args, ctx) => {
      const sale = await w.get('sales', args.saleId);
      if (!sale || sale.deleted) return;
      const p = paymentFromCreate(args);
      const others = (await paymentsOf(w, args.saleId)).filter((x) => x.id !== args.id);
      if (paymentRefusal(sale, [...others, { id: args.id, ...p }]) !== null) return;
      await w.put('salePayments', { id: args.id, userId: sale.userId, ...p, authorId: ctx.userId, ...fresh(await w.get('salePayments', args.id), ctx.at) });
    }) satisfies LocalMutator<'salePayment.create.v1'>,
    'salePayment.delete.v1': (async (w, args) => {
      const row = await w.get('salePayments', args.id);
      const sale = row && (await w.get('sales', row.saleId));
      if (!row || !sale) return;
      const rest = (await paymentsOf(w, row.saleId)).filter((x) => x.id !== args.id);
      if (paymentRefusal(sale, rest) === null) await w.remove('salePayments', args.id);
    }) satisfies LocalMutator<'salePayment.delete.v1'>,
  };
}

export const LOCAL_MUTATORS = {
  'reptile.create.v1': async (w, args, ctx) => {
    const existing = await w.get('reptiles', args.id);
    await w.put('reptiles', {
      id: args.id, userId: args.spaceId ?? ctx.userId, ...reptileFromCreate(args),
      photoUrl: existing?.photoUrl ?? null, transferredAt: existing?.transferredAt ?? null, version: existing?.version ?? 0, updatedAt: ctx.at, deleted: false,
    });
  },
  'reptile.update.v1': async (w, args) => {
    const row = await w.get('reptiles', args.id);
    if (row) await w.put('reptiles', { ...row, ...reptilePatch(args.patch) });
  },
  'reptile.delete.v1': async (w, args) => {
    const gone = await w.get('reptiles', args.id);
    await w.remove('reptiles', args.id);
    // The server tombstones the reptile's logs and the next pull removes them here; until then
    // they are unreachable (the details page of a missing reptile shows no logs).
    // Its offspring keep it by name, as the server does.
    if (!gone) return;
    for (const child of await w.all('reptiles')) {
      if (child.sireId === args.id) await w.put('reptiles', { ...child, sireId: null, sireName: gone.name });
      else if (child.damId === args.id) await w.put('reptiles', { ...child, damId: null, damName: gone.name });
    }
  },
  'growthLog.create.v1': async (w, args, ctx) => {
    const existing = await w.get('growthLogs', args.id);
    await w.put('growthLogs', {
      id: args.id, userId: await spaceFor(w, ctx, args), reptileId: args.reptileId, ...growthLogFromCreate(args), authorId: ctx.userId,
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
  ...LOCAL_LOG_MUTATORS,
  // Feeders: the optimistic count follows the same stock rules as the server; a change the server
  // will refuse (over the add limit, more taken than held) changes nothing here.
  'feeder.create.v1': async (w, args, ctx) => {
    const existing = await w.get('feeders', args.id);
    if (!addStock(0, args.quantity).ok) return;
    await w.put('feeders', { id: args.id, userId: args.spaceId ?? ctx.userId, ...feederFromCreate(args), version: existing?.version ?? 0, updatedAt: ctx.at, deleted: false });
  },
  'feeder.update.v1': async (w, args) => {
    const row = await w.get('feeders', args.id);
    if (row) await w.put('feeders', { ...row, ...feederPatch(args.patch) });
  },
  'feeder.delete.v1': async (w, args) => {
    await w.remove('feeders', args.id);
  },
  'feeder.addStock.v1': async (w, args) => {
    const row = await w.get('feeders', args.id);
    const added = row && addStock(row.quantity, args.quantity);
    if (row && added?.ok) await w.put('feeders', { ...row, quantity: added.quantity });
  },
  'feeder.takeStock.v1': async (w, args) => {
    const row = await w.get('feeders', args.id);
    const taken = row && deductStock(row.quantity, args.quantity);
    if (row && taken?.ok) await w.put('feeders', { ...row, quantity: taken.remaining });
  },
  'reminder.create.v1': async (w, args, ctx) => {
    const existing = await w.get('reminders', args.id);
    await w.put('reminders', { id: args.id, userId: await spaceFor(w, ctx, args), ...reminderFromCreate(args), ...PENDING, version: existing?.version ?? 0, updatedAt: ctx.at, deleted: false });
  },
  'reminder.update.v1': async (w, args) => {
    const row = await w.get('reminders', args.id);
    const merged = row && mergeReminder(row, args.patch);
    if (row && merged) await w.put('reminders', { ...row, ...merged });
  },
  'reminder.delete.v1': async (w, args) => {
    await w.remove('reminders', args.id);
  },
  // The device time stands in for the server's completion stamp until the server's row arrives.
  'reminder.complete.v1': async (w, args, ctx) => {
    const row = await w.get('reminders', args.id);
    const done = row && completeReminder(row, args.nextId, ctx.at);
    if (!row || !done) return;
    await w.put('reminders', { ...row, ...done.patch, completedBy: ctx.userId });
    if (done.next) {
      const existing = await w.get('reminders', done.next.id);
      const { description, reptileId } = done.next;
      await w.put('reminders', { ...done.next, description: description ?? null, reptileId: reptileId ?? null, userId: row.userId, ...PENDING, version: existing?.version ?? 0, updatedAt: ctx.at, deleted: false });
    }
  },
  'reminder.uncomplete.v1': async (w, args) => {
    const row = await w.get('reminders', args.id);
    if (!row) return;
    const spawned = row.nextId ? ((await w.get('reminders', row.nextId)) ?? null) : null;
    const undone = uncompleteReminder(row, spawned);
    if (!undone) return;
    await w.put('reminders', { ...row, ...undone.patch, completedBy: null });
    if (undone.deleteId) await w.remove('reminders', undone.deleteId);
  },
  ...collectionMutators(),
  ...enclosureMutators(),
  ...climateMutators(),
  ...healthMutators(),
  ...salesMutators(),
  // An import's row and every one of its logs, as one change; a refusal rebases all of them away.
  'ocrImport.create.v1': async (w, args, ctx) => {
    const existing = await w.get('ocrImports', args.id);
    await w.put('ocrImports', {
      id: args.id, userId: await spaceFor(w, ctx, args), reptileId: args.reptileId, language: args.language, logCount: args.logs.length, skipped: args.skipped,
      importedAt: existing?.importedAt ?? ctx.at, version: existing?.version ?? 0, updatedAt: ctx.at, deleted: false,
    });
    for (const log of args.logs) await runLocalMutator(`${log.kind}.create.v1`, w, log.args, ctx);
  },
  // The hatching and every hatchling's profile, as one change; a refusal rebases all of them away.
  'clutch.hatch.v1': async (w, args, ctx) => {
    await runLocalMutator('breedingLog.create.v1', w, args.log, ctx);
    // The hatchlings are born where their mother is kept.
    const spaceId = await spaceFor(w, ctx, { reptileId: args.log.reptileId });
    for (const hatchling of args.hatchlings) await runLocalMutator('reptile.create.v1', w, { ...hatchling, spaceId }, ctx);
  },
  // A spreadsheet's animals and logs, made from its cells as the server makes them, as one change.
  'sheetImport.create.v1': async (w, args, ctx) => {
    const records = loadedSheetReader().sheetRecords(args);
    if (records.problems.length > 0) return;
    for (const reptile of records.reptiles) await runLocalMutator('reptile.create.v1', w, reptile, ctx);
    for (const log of records.logs) await runLocalMutator(`${log.kind}.create.v1`, w, log.args, ctx);
  },
  // Only `seenAt` is the keeper's to say, once: a row already seen keeps the first time.
  'achievement.markSeen.v1': async (w, args, ctx) => {
    for (const id of args.ids) {
      const row = await w.get('achievements', id);
      if (row && row.seenAt === null) await w.put('achievements', { ...row, seenAt: ctx.at });
    }
  },
} satisfies { [N in MutationName]: LocalMutator<N> };

export function runLocalMutator<N extends MutationName>(name: N, w: LocalWriter, args: unknown, ctx: LocalContext): Promise<void> {
  return (LOCAL_MUTATORS[name] as LocalMutator<N>)(w, args as MutationArgs<N>, ctx);
}
