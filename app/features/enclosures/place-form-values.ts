/**
 * The rack and enclosure forms' values as typed, and their parsing with the shared schemas
 * (shared/schemas/enclosure.ts): what a form holds is text, what it saves is what the server
 * checks again. Errors are keys of the `enclosures` namespace, the schemas' own messages.
 */
import type { z } from 'zod';
import { ENCLOSURE_TYPES, EnclosureFields, RackFields } from '../../../shared/schemas/enclosure';
import { rackTubs } from '../../../shared/enclosures/racks';
import type { EnclosureInput, RackInput } from './places-repository';

export type Errors<K extends string> = Partial<Record<K, string>>;

export interface RackFormValues {
  name: string;
  room: string;
  shelves: string;
  perShelf: string;
  /** A preset's key ("tub") or the keeper's own type. */
  tubType: string;
}

export const EMPTY_RACK: RackFormValues = { name: '', room: '', shelves: '6', perShelf: '2', tubType: 'tub' };

export interface EnclosureFormValues {
  name: string;
  type: string;
  widthCm: string;
  depthCm: string;
  heightCm: string;
  room: string;
  notes: string;
}

export const EMPTY_ENCLOSURE: EnclosureFormValues = { name: '', type: 'vivarium', widthCm: '', depthCm: '', heightCm: '', room: '', notes: '' };

/** An enclosure's values for its edit form. */
export const enclosureValues = (e: { name: string; type: string; widthCm: number | null; depthCm: number | null; heightCm: number | null; room: string | null; notes: string | null }): EnclosureFormValues => ({
  name: e.name, type: e.type, widthCm: e.widthCm?.toString() ?? '', depthCm: e.depthCm?.toString() ?? '', heightCm: e.heightCm?.toString() ?? '', room: e.room ?? '', notes: e.notes ?? '',
});

/** A count as typed: '' and words are not numbers (the schema says so in words). */
const count = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.trim()));
/** A side in cm, empty for none; a decimal comma as keepers in Bulgaria write it. */
const side = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim().replace(',', '.')));
const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

function errorsOf<K extends string>(error: z.ZodError): Errors<K> {
  const out: Errors<K> = {};
  for (const issue of error.issues) {
    const key = issue.path[0] as K | undefined;
    if (key !== undefined && out[key] === undefined) out[key] = issue.message;
  }
  return out;
}

export type Parsed<T, K extends string> = { ok: true; input: T } | { ok: false; errors: Errors<K> };

export function parseRack(v: RackFormValues): Parsed<RackInput, keyof RackFormValues> {
  const fields = RackFields.extend({ tubType: EnclosureFields.shape.type }).safeParse({
    name: v.name, room: orNull(v.room), shelves: count(v.shelves), perShelf: count(v.perShelf), tubType: v.tubType,
  });
  return fields.success ? { ok: true, input: fields.data } : { ok: false, errors: errorsOf(fields.error) };
}

export function parseEnclosure(v: EnclosureFormValues): Parsed<EnclosureInput, keyof EnclosureFormValues> {
  const fields = EnclosureFields.safeParse({
    name: v.name, type: v.type, widthCm: side(v.widthCm), depthCm: side(v.depthCm), heightCm: side(v.heightCm), room: orNull(v.room), notes: orNull(v.notes),
  });
  return fields.success ? { ok: true, input: fields.data } : { ok: false, errors: errorsOf(fields.error) };
}

/** The changed fields of an enclosure's edit, for an update that sends only those. */
export function enclosurePatchOf(before: EnclosureInput, after: EnclosureInput): Partial<EnclosureInput> {
  const patch: Partial<EnclosureInput> = {};
  for (const key of ['name', 'type', 'widthCm', 'depthCm', 'heightCm', 'room', 'notes'] as const) {
    if ((before[key] ?? null) !== (after[key] ?? null)) Object.assign(patch, { [key]: after[key] ?? null });
  }
  return patch;
}

/** What the rack form will create, for its live preview; null while the counts are not valid. */
export function rackPreview(v: RackFormValues): { first: string; last: string; count: number } | null {
  const shelves = count(v.shelves);
  const perShelf = count(v.perShelf);
  const name = v.name.trim();
  if (!name || !RackFields.shape.shelves.safeParse(shelves).success || !RackFields.shape.perShelf.safeParse(perShelf).success) return null;
  const tubs = rackTubs(name, shelves, perShelf);
  return { first: tubs[0]?.name ?? '', last: tubs[tubs.length - 1]?.name ?? '', count: tubs.length };
}

export type PresetType = (typeof ENCLOSURE_TYPES)[number];
export const isPreset = (type: string): type is PresetType => (ENCLOSURE_TYPES as readonly string[]).includes(type);
