/**
 * Turns a mutation's arguments back into what the keeper typed, for the sync panel: the subject
 * (a name, when the change carries one) and the fields with their values in the keeper's units.
 * Generic over mutation names, so new synced entities need only labels in `sync:fields`.
 */
import type { LengthUnit, WeightUnit } from '../../../shared/schemas/auth';
import { manualItemsText } from '../../../shared/rules/feeding';
import { formatLength, formatWeight } from '../../../shared/rules/units';
import type { ManualFeedingItem } from '../../../shared/schemas/feeding-log';

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

function field(key: string, value: unknown, units: Units, lng: string): ChangeField {
  if (typeof value === 'number' && key === 'weightGrams') return { key, value: `${formatWeight(lng, value, units.weightUnit)} ${units.weightUnit}` };
  if (typeof value === 'number' && key === 'lengthCm') return { key, value: `${formatLength(lng, value, units.lengthUnit)} ${units.lengthUnit}` };
  if (CODED.has(key)) return { key, value: String(value), i18nKey: `values.${key}.${String(value)}` };
  if (typeof value !== 'object' || value === null) return { key, value: String(value) };
  // An OCR import's logs: how many (the copy button keeps every one of them).
  if (key === 'logs' && Array.isArray(value)) return { key, value: JSON.stringify(value), i18nKey: 'values.logs', params: { count: value.length } };
  const o = value as Record<string, unknown>;
  const text = JSON.stringify(value);
  // A task's frequency ("Every 2 weeks") and a feeding taken from the inventory ("2 from the inventory").
  if (key === 'frequency' && typeof o.kind === 'string') return { key, value: text, i18nKey: `values.frequency.${o.kind}`, params: { count: typeof o.every === 'number' ? o.every : 1 } };
  if (o.kind === 'inventory' && typeof o.quantity === 'number') return { key, value: text, i18nKey: 'values.source.inventory', params: { count: o.quantity } };
  // Arguments the shared schema parsed when they were queued.
  if (o.kind === 'manual' && Array.isArray(o.items)) {
    return { key, value: manualItemsText(o.items as ManualFeedingItem[], (grams) => `${formatWeight(lng, grams, units.weightUnit)} ${units.weightUnit}`) };
  }
  if (typeof o.name === 'string' && Object.keys(o).length === 1) return { key, value: o.name };
  return { key, value: text };
}

const HIDDEN_FIELDS = new Set(['id', 'reptileId', 'nextId', 'collectionId', 'ids']);

/** `lng` gives the numbers their decimal mark (0,5 g in Bulgarian), as everywhere else in the app. */
export function changeDetails(args: unknown, units: Units, lng: string): ChangeDetails {
  if (!args || typeof args !== 'object') return { subject: null, fields: [] };
  const { patch, ...rest } = args as Record<string, unknown>;
  const flat: Record<string, unknown> = { ...rest, ...(patch && typeof patch === 'object' ? patch : {}) };
  const subject = typeof flat.name === 'string' ? flat.name : null;
  const fields = Object.entries(flat)
    // Ids (the row's, the reptile's, a completed task's next occurrence, a collection's, a pick's) mean nothing to the keeper.
    .filter(([key, value]) => !HIDDEN_FIELDS.has(key) && value !== undefined && value !== null && value !== '')
    .map(([key, value]) => field(key, value, units, lng));
  return { subject, fields };
}
