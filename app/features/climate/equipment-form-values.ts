/**
 * The equipment form's values as typed, and their parsing with the shared schema
 * (shared/schemas/climate.ts EquipmentFields): what the form holds is text, what it saves is
 * what the server checks again. Errors are the schema's messages ("errors.nameRequired"), shown
 * as keys under `equipment.` of the `climate` namespace.
 */
import { defaultReplaceMonths } from '../../../shared/enclosures/equipment';
import { EQUIPMENT_KINDS, EquipmentFields, type EquipmentKind } from '../../../shared/schemas/climate';
import type { EquipmentInput, EquipmentPatch } from './equipment-repository';
import type { LocalEquipment } from './use-equipment';

export interface EquipmentFormValues {
  kind: EquipmentKind;
  name: string;
  installedOn: string;
  /** Whole months; '' for none. */
  replaceEveryMonths: string;
  /** °C; '' for none. A decimal comma as keepers in Bulgaria write it. */
  setPointC: string;
  notes: string;
}

export type EquipmentErrors = Partial<Record<keyof EquipmentFormValues, string>>;
export type ParsedEquipment = { ok: true; input: Omit<EquipmentInput, 'enclosureId'> } | { ok: false; errors: EquipmentErrors };

export const isEquipmentKind = (v: string | null): v is EquipmentKind => (EQUIPMENT_KINDS as readonly string[]).includes(v ?? '');

/** A new piece installed today: a UVB tube by default (the kind that most needs its date). */
export const newEquipmentValues = (today: string, kind: EquipmentKind = 'uvbTube'): EquipmentFormValues => ({
  kind, name: '', installedOn: today, replaceEveryMonths: defaultReplaceMonths(kind)?.toString() ?? '', setPointC: '', notes: '',
});

export const equipmentValues = (e: LocalEquipment): EquipmentFormValues => ({
  kind: isEquipmentKind(e.kind) ? e.kind : 'other',
  name: e.name,
  installedOn: e.installedOn,
  replaceEveryMonths: e.replaceEveryMonths?.toString() ?? '',
  setPointC: e.setPointC?.toString() ?? '',
  notes: e.notes ?? '',
});

/**
 * The values after the kind is changed: the new kind's default interval, unless the keeper
 * typed one of their own (an interval still equal to the old kind's default, or empty, follows).
 */
export function withKind(v: EquipmentFormValues, kind: EquipmentKind): EquipmentFormValues {
  const oldDefault = defaultReplaceMonths(v.kind)?.toString() ?? '';
  const followsDefault = v.replaceEveryMonths.trim() === '' || v.replaceEveryMonths.trim() === oldDefault;
  return { ...v, kind, replaceEveryMonths: followsDefault ? (defaultReplaceMonths(kind)?.toString() ?? '') : v.replaceEveryMonths };
}

const numberOrNull = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim().replace(',', '.')));

export function parseEquipment(v: EquipmentFormValues): ParsedEquipment {
  const parsed = EquipmentFields.safeParse({
    kind: v.kind,
    name: v.name,
    installedOn: v.installedOn,
    replaceEveryMonths: numberOrNull(v.replaceEveryMonths),
    setPointC: numberOrNull(v.setPointC),
    notes: v.notes.trim() === '' ? null : v.notes.trim(),
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: EquipmentErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof EquipmentFormValues | undefined;
    if (key !== undefined && errors[key] === undefined) errors[key] = issue.message;
  }
  return { ok: false, errors };
}

/** Only the fields that changed, so an edit on two devices of different fields keeps both. */
export function equipmentPatchOf(before: LocalEquipment, after: Omit<EquipmentInput, 'enclosureId'>): EquipmentPatch {
  const patch: EquipmentPatch = {};
  if (after.kind !== before.kind) patch.kind = after.kind;
  if (after.name !== before.name) patch.name = after.name;
  if (after.installedOn !== before.installedOn) patch.installedOn = after.installedOn;
  if ((after.replaceEveryMonths ?? null) !== before.replaceEveryMonths) patch.replaceEveryMonths = after.replaceEveryMonths ?? null;
  if ((after.setPointC ?? null) !== before.setPointC) patch.setPointC = after.setPointC ?? null;
  if ((after.notes ?? null) !== before.notes) patch.notes = after.notes ?? null;
  return patch;
}
