/**
 * Turns a mutation's arguments back into what the keeper typed, for the sync panel: the subject
 * (a name, when the change carries one) and the fields with their values in the keeper's units.
 * Generic over mutation names, so new synced entities need only labels in `sync:fields`.
 */
import type { LengthUnit, WeightUnit } from '../../../shared/schemas/auth';
import { feedingItems, manualItemsText, type FeederRef } from '../../../shared/rules/feeding';
import { formatLength, formatWeight } from '../../../shared/rules/units';
import type { FeedingSource, ManualFeedingItem } from '../../../shared/schemas/feeding-log';

/**
 * One field as the keeper entered it: plain text, or a code the panel translates
 * (`sync:<i18nKey>` with `params`, the text as fallback): a sex, an outcome, a task's frequency.
 */
export interface ChangeField {
  key: string;
  value: string;
  i18nKey?: string;
  params?: Record<string, number>;
}

export interface ChangeDetails {
  subject: string | null;
  fields: ChangeField[];
}

type Units = { weightUnit: WeightUnit; lengthUnit: LengthUnit };

/** Fields whose values are codes, translated as `sync:values.<field>.<code>`. */
const CODED = new Set(['sex', 'outcome', 'complete', 'severity', 'status', 'eventType', 'taskType', 'type']);

function field(key: string, value: unknown, units: Units, lng: string, extra: DetailsExtra): ChangeField {
  const unitName = extra.unitName ?? ((u: string) => u);
  if (typeof value === 'number' && key === 'weightGrams') return { key, value: `${formatWeight(lng, value, units.weightUnit)} ${unitName(units.weightUnit)}` };
  if (typeof value === 'number' && key === 'lengthCm') return { key, value: `${formatLength(lng, value, units.lengthUnit)} ${unitName(units.lengthUnit)}` };
  if (CODED.has(key)) return { key, value: String(value), i18nKey: `values.${key}.${String(value)}` };
  if (typeof value !== 'object' || value === null) return { key, value: String(value) };
  // An OCR import's logs, a spreadsheet import's rows: how many (the copy button keeps every one of them).
  if (key === 'logs' && Array.isArray(value)) return { key, value: JSON.stringify(value), i18nKey: 'values.logs', params: { count: value.length } };
  if (key === 'rows' && Array.isArray(value)) return { key, value: JSON.stringify(value), i18nKey: 'values.rows', params: { count: value.length } };
  // A spreadsheet import's columns and animals, by name.
  if (key === 'headers' && Array.isArray(value)) return { key, value: value.map(String).join(', ') };
  if (key === 'animals' && Array.isArray(value)) return { key, value: value.map((a) => String((a as { name?: unknown }).name ?? '')).join(', ') };
  const o = value as Record<string, unknown>;
  const text = JSON.stringify(value);
  // A task's frequency ("Every 2 weeks") and a feeding taken from the inventory ("2 from the inventory").
  if (key === 'frequency' && typeof o.kind === 'string') return { key, value: text, i18nKey: `values.frequency.${o.kind}`, params: { count: typeof o.every === 'number' ? o.every : 1 } };
  // Arguments the shared schema parsed when they were queued; a feeder still in the inventory is named with its size.
  const size = (grams: number) => `${formatWeight(lng, grams, units.weightUnit)} ${unitName(units.weightUnit)}`;
  if (o.kind === 'inventory' && typeof o.quantity === 'number') {
    const items = feedingItems(o as FeedingSource, extra.feeder);
    return items ? { key, value: manualItemsText(items, size) } : { key, value: text, i18nKey: 'values.source.inventory', params: { count: o.quantity } };
  }
  if (o.kind === 'manual' && Array.isArray(o.items)) return { key, value: manualItemsText(o.items as ManualFeedingItem[], size) };
  if (typeof o.name === 'string' && Object.keys(o).length === 1) return { key, value: o.name };
  return { key, value: text };
}

const HIDDEN_FIELDS = new Set(['columns', 'dateOrder', 'id', 'reptileId', 'nextId', 'collectionId', 'ids', 'groupId', 'reminderId', 'healthLogId', 'saleId', 'waitlistId']);

export interface DetailsExtra {
  /** The inventory feeder a feeding names, when it is still on the device. */
  feeder?: FeederRef | null | undefined;
  /** A unit's short name in the keeper's language ("г"); the code as it is without one. */
  unitName?: (unit: string) => string;
}

/** `lng` gives the numbers their decimal mark (0,5 г in Bulgarian), as everywhere else in the app. */
export function changeDetails(args: unknown, units: Units, lng: string, extra: DetailsExtra = {}): ChangeDetails {
  if (!args || typeof args !== 'object') return { subject: null, fields: [] };
  const { patch, ...rest } = args as Record<string, unknown>;
  const flat: Record<string, unknown> = { ...rest, ...(patch && typeof patch === 'object' ? patch : {}) };
  const subject = typeof flat.name === 'string' ? flat.name : null;
  const fields = Object.entries(flat)
    // Ids (the row's, the reptile's, a completed task's next occurrence, a collection's, a pick's) mean nothing to the keeper.
    .filter(([key, value]) => !HIDDEN_FIELDS.has(key) && value !== undefined && value !== null && value !== '')
    .map(([key, value]) => field(key, value, units, lng, extra));
  return { subject, fields };
}
