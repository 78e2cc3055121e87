/**
 * Turns a mutation's arguments back into what the keeper typed, for the sync panel: the subject
 * (a name, when the change carries one) and the fields with their values in the keeper's units.
 * Generic over mutation names, so new synced entities need only labels in `sync:fields`.
 */
import type { LengthUnit, WeightUnit } from '../../../shared/schemas/auth';
import { manualItemsText } from '../../../shared/rules/feeding';
import { displayLength, displayWeight } from '../../../shared/rules/units';
import type { ManualFeedingItem } from '../../../shared/schemas/feeding-log';

export interface ChangeField {
  key: string;
  value: string;
}

export interface ChangeDetails {
  subject: string | null;
  fields: ChangeField[];
}

type Units = { weightUnit: WeightUnit; lengthUnit: LengthUnit };

function format(key: string, value: unknown, units: Units): string {
  if (typeof value === 'number' && key === 'weightGrams') return `${displayWeight(value, units.weightUnit)} ${units.weightUnit}`;
  if (typeof value === 'number' && key === 'lengthCm') return `${displayLength(value, units.lengthUnit)} ${units.lengthUnit}`;
  if (value === null || value === undefined || value === '') return '—';
  // A task's frequency as a code the card translates: `once`, `weeks:2`.
  if (key === 'frequency' && typeof value === 'object' && 'kind' in value) {
    const { kind, every } = value as { kind: unknown; every?: unknown };
    return typeof every === 'number' ? `${String(kind)}:${every}` : String(kind);
  }
  if (typeof value === 'object') return formatObject(value as Record<string, unknown>, units) ?? JSON.stringify(value);
  return String(value);
}

/** The nested values keepers typed, as they would write them: food items, a parent typed by name. */
function formatObject(value: Record<string, unknown>, units: Units): string | null {
  if (value.kind === 'manual' && Array.isArray(value.items)) {
    // Arguments the shared schema parsed when they were queued.
    return manualItemsText(value.items as ManualFeedingItem[], (grams) => `${displayWeight(grams, units.weightUnit)} ${units.weightUnit}`);
  }
  if (typeof value.name === 'string' && Object.keys(value).length === 1) return value.name;
  return null;
}

export function changeDetails(args: unknown, units: Units): ChangeDetails {
  if (!args || typeof args !== 'object') return { subject: null, fields: [] };
  const { patch, ...rest } = args as Record<string, unknown>;
  const flat: Record<string, unknown> = { ...rest, ...(patch && typeof patch === 'object' ? patch : {}) };
  const subject = typeof flat.name === 'string' ? flat.name : null;
  const fields = Object.entries(flat)
    // Ids (the row's, the reptile's, a completed task's next occurrence) mean nothing to the keeper.
    .filter(([key, value]) => key !== 'id' && key !== 'reptileId' && key !== 'nextId' && value !== undefined && value !== null && value !== '')
    .map(([key, value]) => ({ key, value: format(key, value, units) }));
  return { subject, fields };
}
