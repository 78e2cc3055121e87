/**
 * The buyer's copy of a sold animal (decision 0029): the reptile row and every live log of it,
 * under new ids in the buyer's account, each row with a version of the buyer's space so their
 * devices pull it. What points at the seller's other records cannot come along as ids (the buyer
 * has none of them), so it becomes what the buyer can read:
 * - parents kept by id become their names; the clutch it hatched from and its collection are dropped;
 * - a feeding from the seller's inventory becomes a manual entry naming the feeder and its size
 *   (a feeder gone from the seller's inventory too stays an inventory feeding: the app then says
 *   "a feeder no longer in your inventory", which is true);
 * - a breeding log's parent kept by id becomes its name (the animal itself becomes its new id);
 *   a clutch is remapped when its laying comes along, else dropped, and a candling without its
 *   clutch becomes an 'other' event with its notes (a candling needs a clutch).
 * Reminders stay behind: they are the seller's tasks.
 */
import { randomUUID } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';
import { LOG_KINDS, LOG_SQL_TABLES, LOG_TABLES, type LogData } from '../../../shared/mutators/logs';
import { BreedingLog, type Parent } from '../../../shared/schemas/breeding-log';
import type { FeedingSource } from '../../../shared/schemas/feeding-log';
import type { Tx } from '../db/store';
import type { FileStorage } from '../storage/files';
import { readPhotoFile } from '../reptiles/photo-store';

export interface SellerReptile {
  id: string;
  name: string;
  species: string;
  hatchDate: string | null;
  sex: string;
  weightGrams: number | null;
  lengthCm: number | null;
  notes: string | null;
  photoFile: string | null;
  feedingIntervalDays: number | null;
  feedingPaused: boolean | number;
  feedingPausedUntil: string | null;
  sireId: string | null;
  sireName: string | null;
  damId: string | null;
  damName: string | null;
  morphs: string | null;
}

/** The tables a copy writes rows of for the buyer, as SQL names. */
export const COPIED_TABLES: readonly string[] = ['reptiles', ...LOG_SQL_TABLES];

export const SELLER_REPTILE_COLUMNS = `id, name, species, hatch_date AS "hatchDate", sex, weight_grams AS "weightGrams", length_cm AS "lengthCm", notes,
  photo_file AS "photoFile", feeding_interval_days AS "feedingIntervalDays", feeding_paused AS "feedingPaused", feeding_paused_until AS "feedingPausedUntil",
  sire_id AS "sireId", sire_name AS "sireName", dam_id AS "damId", dam_name AS "damName", morphs`;

export interface CopyTarget {
  tx: Tx;
  files: FileStorage;
  sellerId: string;
  buyerId: string;
  now: number;
  /** A fresh version of the buyer's space. */
  nextVersion: () => number;
  /** Called with each photo file written, so the caller removes it if the transaction fails. */
  wrote: (file: string) => void;
}

interface LogRow { id: string; date: string; data: string }

/** The name of one of the seller's reptiles (null when unknown: a tombstone keeps no name). */
async function nameOf(t: CopyTarget, reptileId: string, cache: Map<string, string | null>): Promise<string | null> {
  if (!cache.has(reptileId)) {
    const row = await t.tx.one<{ name: string }>('SELECT name FROM reptiles WHERE id = ? AND user_id = ?', [reptileId, t.sellerId]);
    cache.set(reptileId, row?.name ? row.name : null);
  }
  return cache.get(reptileId) ?? null;
}

/** The photo as a file of the buyer's copy (the seller may delete theirs), or null. */
async function copyPhoto(t: CopyTarget, file: string | null): Promise<string | null> {
  if (!file) return null;
  const bytes = await readPhotoFile(t.files, file);
  if (!bytes) return null;
  const copy = `${randomUUID()}.webp`;
  await t.files.put('reptiles', copy, bytes);
  t.wrote(copy);
  return copy;
}

async function feedingSource(t: CopyTarget, source: FeedingSource): Promise<FeedingSource> {
  if (source.kind === 'manual') return source;
  const feeder = await t.tx.one<{ name: string; weightPerItemGrams: number }>(
    'SELECT name, weight_per_item_grams AS "weightPerItemGrams" FROM feeders WHERE id = ? AND user_id = ?', [source.feederId, t.sellerId]);
  // Nothing left to name: the buyer's app shows it as a feeder not in their inventory, and it never moves stock.
  if (!feeder?.name) return { ...source, deductFromInventory: false };
  // Manual sizes are hundredths of a gram, at least 0.01 (schemas/feeding-log.ts).
  const size = Math.max(0.01, Math.round(Number(feeder.weightPerItemGrams) * 100) / 100);
  return { kind: 'manual', items: [{ foodItem: feeder.name, count: source.quantity, sizePerItemGrams: size }] };
}

async function breedingEntry(t: CopyTarget, entry: LogData<'breedingLogs'>, ids: { reptile: [string, string]; logs: Map<string, string> }, names: Map<string, string | null>): Promise<LogData<'breedingLogs'>> {
  const parent = async (p: Parent | null): Promise<Parent | null> => {
    if (!p || !('reptileId' in p)) return p;
    if (p.reptileId === ids.reptile[0]) return { reptileId: ids.reptile[1] };
    const name = await nameOf(t, p.reptileId, names);
    return name ? { name } : null;
  };
  const out: LogData<'breedingLogs'> = {
    ...entry,
    parent1: await parent(entry.parent1),
    parent2: await parent(entry.parent2),
    clutchId: entry.clutchId ? (ids.logs.get(entry.clutchId) ?? null) : null,
  };
  if (out.eventType === 'candling' && !out.clutchId) out.eventType = 'other';
  // Two parents named alike, or a mating whose partner has no name left: kept as an 'other' event
  // with one parent rather than refused (the entry's notes and counts still come along).
  if (!BreedingLog.safeParse(out).success) return { ...out, eventType: 'other', parent2: null };
  return out;
}

/** Writes the buyer's copy; answers its new id. */
export async function copyAnimal(t: CopyTarget, r: SellerReptile): Promise<string> {
  const newId = uuidv7();
  const names = new Map<string, string | null>();
  const sireName = r.sireName ?? (r.sireId ? await nameOf(t, r.sireId, names) : null);
  const damName = r.damName ?? (r.damId ? await nameOf(t, r.damId, names) : null);
  const photo = await copyPhoto(t, r.photoFile);
  await t.tx.run(`INSERT INTO reptiles (id, user_id, name, species, hatch_date, sex, weight_grams, length_cm, notes, collection_id, photo_file,
    feeding_interval_days, feeding_paused, feeding_paused_until, sire_id, sire_name, dam_id, dam_name, clutch_id, morphs, transferred_at,
    version, created_at, updated_at, deleted)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, ?, ?, NULL, ?, NULL, ?, NULL, ?, NULL, ?, ?, ?, FALSE)`,
  [newId, t.buyerId, r.name, r.species, r.hatchDate, r.sex, r.weightGrams, r.lengthCm, r.notes, photo,
    r.feedingIntervalDays, Boolean(r.feedingPaused), r.feedingPausedUntil, sireName, damName, r.morphs, t.nextVersion(), t.now, t.now]);

  const growth = await t.tx.all<{ date: string; weightGrams: number | null; lengthCm: number | null; notes: string | null }>(
    `SELECT date, weight_grams AS "weightGrams", length_cm AS "lengthCm", notes FROM growth_logs
     WHERE reptile_id = ? AND user_id = ? AND deleted = FALSE ORDER BY date, id`, [r.id, t.sellerId]);
  for (const g of growth) {
    await t.tx.run(`INSERT INTO growth_logs (id, user_id, reptile_id, date, weight_grams, length_cm, notes, version, created_at, updated_at, deleted)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, FALSE)`, [uuidv7(), t.buyerId, newId, g.date, g.weightGrams, g.lengthCm, g.notes, t.nextVersion(), t.now, t.now]);
  }

  for (const table of LOG_TABLES) {
    const sql = LOG_KINDS[table].sqlTable;
    const rows = await t.tx.all<LogRow>(`SELECT id, date, data FROM ${sql} WHERE reptile_id = ? AND user_id = ? AND deleted = FALSE ORDER BY date, id`, [r.id, t.sellerId]);
    // Every new id first, so a hatching can name a laying copied after it.
    const logIds = new Map(rows.map((row) => [row.id, uuidv7()]));
    for (const row of rows) {
      let data = JSON.parse(row.data) as Record<string, unknown>;
      if (table === 'feedingLogs') data = { ...data, source: await feedingSource(t, data.source as FeedingSource) };
      if (table === 'breedingLogs') {
        const { date: _date, ...rest } = await breedingEntry(t, { ...data, date: row.date } as LogData<'breedingLogs'>, { reptile: [r.id, newId], logs: logIds }, names);
        data = rest;
      }
      await t.tx.run(`INSERT INTO ${sql} (id, user_id, reptile_id, date, data, version, created_at, updated_at, deleted) VALUES (?, ?, ?, ?, ?, ?, ?, ?, FALSE)`,
        [logIds.get(row.id) as string, t.buyerId, newId, row.date, JSON.stringify(data), t.nextVersion(), t.now, t.now]);
    }
  }
  return newId;
}
