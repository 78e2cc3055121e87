/**
 * The audit log's before and after (sync-server/src/audit/log.ts: the fields the action changed,
 * as JSON) as a compact diff: one line per field that differs, nested objects by their dotted
 * path, unchanged fields left out. Values are shown as JSON (a string keeps its quotes, so "null"
 * and null differ), long ones cut short.
 */
export interface DiffLine {
  /** The dotted field path; null when the values are not objects and are compared whole. */
  field: string | null;
  /** undefined: the field was absent on that side (added or removed). */
  before?: string;
  after?: string;
}

export const VALUE_MAX = 120;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A field's value in words of the screen (an instant as a date), or undefined for the JSON. */
export type ValueFormat = (field: string | null, value: unknown) => string | undefined;

export function showValue(value: unknown, field: string | null = null, format?: ValueFormat): string {
  const text = format?.(field, value) ?? JSON.stringify(value) ?? String(value);
  return text.length > VALUE_MAX ? `${text.slice(0, VALUE_MAX - 1)}…` : text;
}

/** `{ a: { b: 1 } }` to `{ 'a.b': 1 }`; arrays and empty objects stay values. */
function flatten(record: Record<string, unknown>, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(record)) {
    const path = `${prefix}${key}`;
    if (isRecord(value) && Object.keys(value).length > 0) for (const [p, v] of flatten(value, `${path}.`)) out.set(p, v);
    else out.set(path, value);
  }
  return out;
}

export function auditDiff(before: unknown, after: unknown, format?: ValueFormat): DiffLine[] {
  const absent = (v: unknown) => v === null || v === undefined;
  if (absent(before) && absent(after)) return [];
  if ((isRecord(before) || absent(before)) && (isRecord(after) || absent(after))) {
    const b = isRecord(before) ? flatten(before) : new Map<string, unknown>();
    const a = isRecord(after) ? flatten(after) : new Map<string, unknown>();
    const fields = [...b.keys(), ...[...a.keys()].filter((k) => !b.has(k))];
    return fields
      .filter((field) => JSON.stringify(b.get(field)) !== JSON.stringify(a.get(field)) || b.has(field) !== a.has(field))
      .map((field) => ({
        field,
        ...(b.has(field) ? { before: showValue(b.get(field), field, format) } : {}),
        ...(a.has(field) ? { after: showValue(a.get(field), field, format) } : {}),
      }));
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  return [{ field: null, ...(absent(before) ? {} : { before: showValue(before, null, format) }), ...(absent(after) ? {} : { after: showValue(after, null, format) }) }];
}
