/**
 * The CSV cells of the tables whose rows hold nested values (a feeding's source, a breeding
 * parent, a reminder's frequency). A spreadsheet has one header row, so those become flat columns
 * it can sort and filter; the JSON export keeps them nested. Which file each synced table writes
 * and the flattening it uses are CSV_FILES in shared/rules/export.ts; a table without one is
 * written as its exported columns, with the reptile's name after its id.
 */
import type { z } from 'zod';
import type { CsvValue } from './csv';
import { feedingItems, manualTotalGrams, type FeederRef } from './feeding';
import { GENES } from '../genetics/genes';
import { REPTILE_EXPORT_COLUMNS, type BreedingLogRowSchema, type FeedingLogRowSchema, type ReminderRowSchema, type ReptileRowSchema } from '../sync/tables';

export type CsvRow = Record<string, CsvValue>;

type Row<S extends z.ZodType, K extends keyof z.output<S>> = Pick<z.output<S>, K>;
export type FeedingCsvSource = Row<typeof FeedingLogRowSchema, 'id' | 'reptileId' | 'date' | 'outcome' | 'source' | 'notes'>;
export type BreedingCsvSource = Row<typeof BreedingLogRowSchema, 'id' | 'reptileId' | 'date' | 'eventType' | 'parent1' | 'parent2' | 'clutchId' | 'outcomeCount' | 'incubationTempC' | 'incubationDays' | 'fertile' | 'infertile' | 'slugs' | 'notes'>;
export type ReminderCsvSource = Row<typeof ReminderRowSchema, 'id' | 'reptileId' | 'taskType' | 'description' | 'frequency' | 'dueDate' | 'completed' | 'completedAt'>;
type ReptileRow = z.output<typeof ReptileRowSchema>;
export const REPTILE_CSV_COLUMNS = REPTILE_EXPORT_COLUMNS;
export type ReptileCsvSource = Pick<ReptileRow, (typeof REPTILE_CSV_COLUMNS)[number]>;

/** "Pastel (super); Clown (possible het 66%)": catalogue genes by name, typed genes as typed. */
export function morphsCsvText(morphs: ReptileRow['morphs']): string | null {
  if (!morphs?.length) return null;
  return morphs.map((m) => {
    const name = typeof m.gene === 'string' ? (GENES.find((g) => g.id === m.gene)?.name ?? m.gene) : m.gene.name;
    const state = m.state === 'possible-het' ? `possible het ${Math.round((m.probability ?? 0.5) * 100)}%` : m.state;
    return `${name} (${state})`;
  }).join('; ');
}

/**
 * A reptile's row: its morphs in words rather than "[object Object]", and the moment it went to
 * another keeper as ISO 8601 rather than a 13-digit number.
 */
export function flattenReptile(row: ReptileCsvSource): CsvRow {
  return {
    ...Object.fromEntries(REPTILE_CSV_COLUMNS.map((c) => [c, row[c] as CsvValue])),
    morphs: morphsCsvText(row.morphs),
    transferredAt: row.transferredAt === null || row.transferredAt === undefined ? null : new Date(row.transferredAt).toISOString(),
  };
}

/** "2 × Mouse @ 12 g; 1 × Rat @ 40 g": grams, as stored, whatever the keeper's display unit. */
export const manualItemsText = (items: readonly { foodItem: string; count: number; sizePerItemGrams: number }[]): string =>
  items.map((i) => `${i.count} × ${i.foodItem} @ ${i.sizePerItemGrams} g`).join('; ');

export const FEEDING_CSV_COLUMNS = ['id', 'reptileId', 'reptileName', 'date', 'outcome', 'sourceKind', 'items', 'feederId', 'quantity', 'deductFromInventory', 'totalGrams', 'notes'] as const;

/**
 * A feeding from the inventory names its feeder and size as the inventory holds them at export
 * (the log keeps only the feeder's id); a feeder deleted since leaves `items` and `totalGrams`
 * empty beside its id rather than guessing (docs/decisions/0018-exact-numbers.md).
 */
export function flattenFeeding(row: FeedingCsvSource, reptileName: string | null, feeders: ReadonlyMap<string, FeederRef>): CsvRow {
  const s = row.source;
  const manual = s.kind === 'manual';
  const items = feedingItems(s, manual ? null : feeders.get(s.feederId));
  return {
    id: row.id, reptileId: row.reptileId, reptileName, date: row.date, outcome: row.outcome, sourceKind: s.kind,
    items: items ? manualItemsText(items) : null,
    feederId: manual ? null : s.feederId,
    quantity: manual ? s.items.reduce((n, i) => n + i.count, 0) : s.quantity,
    deductFromInventory: manual ? null : s.deductFromInventory,
    totalGrams: items ? manualTotalGrams(items) : null,
    notes: row.notes,
  };
}

type Parent = BreedingCsvSource['parent1'];

/** A kept parent by its name on this device (null if it is no longer there), a typed one by its name. */
function parentColumns(parent: Parent, names: ReadonlyMap<string, string>): [string | null, string | null] {
  if (parent == null) return [null, null];
  return 'reptileId' in parent ? [names.get(parent.reptileId) ?? null, parent.reptileId] : [parent.name, null];
}

export const BREEDING_CSV_COLUMNS = ['id', 'reptileId', 'reptileName', 'date', 'eventType', 'parent1', 'parent1ReptileId', 'parent2', 'parent2ReptileId', 'clutchId', 'outcomeCount', 'incubationTempC', 'incubationDays', 'fertile', 'infertile', 'slugs', 'notes'] as const;

export function flattenBreeding(row: BreedingCsvSource, names: ReadonlyMap<string, string>): CsvRow {
  const [parent1, parent1ReptileId] = parentColumns(row.parent1, names);
  const [parent2, parent2ReptileId] = parentColumns(row.parent2, names);
  return {
    id: row.id, reptileId: row.reptileId, reptileName: names.get(row.reptileId) ?? null, date: row.date, eventType: row.eventType,
    parent1, parent1ReptileId, parent2, parent2ReptileId, clutchId: row.clutchId, outcomeCount: row.outcomeCount,
    incubationTempC: row.incubationTempC ?? null, incubationDays: row.incubationDays ?? null, fertile: row.fertile ?? null, infertile: row.infertile ?? null, slugs: row.slugs ?? null,
    notes: row.notes,
  };
}

export const REMINDER_CSV_COLUMNS = ['id', 'reptileId', 'reptileName', 'taskType', 'description', 'frequencyKind', 'frequencyEvery', 'dueDate', 'completed', 'completedAt'] as const;

export function flattenReminder(row: ReminderCsvSource, names: ReadonlyMap<string, string>): CsvRow {
  const f = row.frequency;
  return {
    id: row.id, reptileId: row.reptileId ?? null, reptileName: row.reptileId ? (names.get(row.reptileId) ?? null) : null,
    taskType: row.taskType, description: row.description ?? null, frequencyKind: f.kind, frequencyEvery: f.kind === 'once' ? null : f.every,
    dueDate: row.dueDate, completed: row.completed,
    // An instant, written as ISO 8601 so a spreadsheet reads a time rather than a 13-digit number.
    completedAt: row.completedAt === null ? null : new Date(row.completedAt).toISOString(),
  };
}
