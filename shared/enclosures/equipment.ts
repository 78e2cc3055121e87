/**
 * When an enclosure's heat and light equipment wants replacing (issue 28; shared/schemas/climate.ts).
 *
 * UVB output fades long before a tube or bulb stops lighting, so keepers replace them on a
 * schedule, not when they fail. The defaults are the widely published keeper guidance (lamp
 * makers' leaflets and keeper care sheets commonly give these figures; not measured by us):
 * - UVB compact or coil bulbs: 6 months (`uvbBulb`);
 * - UVB tubes: T8 6 months, T5 HO 12 months, mercury vapour bulbs 12 months; keepers today mostly
 *   run T5 HO, so `uvbTube` defaults to 12 (a T8's keeper sets 6);
 * - heat mats, heat lamps and halogens, ceramic heaters, thermostats and plain lights: none, they
 *   are replaced when they fail (a keeper may still set an interval of their own).
 * A keeper's own interval always wins; these only prefill the form.
 */
import type { EquipmentKind } from '../schemas/climate';
import { addMonths, daysBetween } from '../rules/calendar-date';

/** The default replacement interval in months of each kind; null: none. */
export const DEFAULT_REPLACE_MONTHS: Readonly<Record<EquipmentKind, number | null>> = {
  uvbTube: 12,
  uvbBulb: 6,
  heatMat: null,
  heatLamp: null,
  ceramicHeater: null,
  thermostat: null,
  light: null,
  other: null,
};

/** A replacement within this many days (today included) is "due soon". */
export const DUE_SOON_DAYS = 14;

export const defaultReplaceMonths = (kind: EquipmentKind): number | null => DEFAULT_REPLACE_MONTHS[kind];

/**
 * The day a piece installed on `installedOn` is to be replaced, `months` later in calendar
 * months, clamped to the month's end as the reminders do (shared/rules/calendar-date.ts
 * addMonths): installed 31 Jan, 1 month is 28 Feb (29 in a leap year).
 */
export const replacementDue = (installedOn: string, months: number): string => addMonths(installedOn, months);

export type ReplacementState =
  /** No interval: nothing to replace on a schedule. */
  | { state: 'none' }
  /** `daysLeft` days to `due` (more than DUE_SOON_DAYS). */
  | { state: 'ok'; due: string; daysLeft: number }
  /** Due within DUE_SOON_DAYS days; 0: today. */
  | { state: 'dueSoon'; due: string; daysLeft: number }
  /** `daysOverdue` days past `due` (1 or more). */
  | { state: 'overdue'; due: string; daysOverdue: number };

/** Where a piece of equipment stands on `today` (an IsoDate, the keeper's day). */
export function replacementState(equipment: { installedOn: string; replaceEveryMonths: number | null | undefined }, today: string): ReplacementState {
  const months = equipment.replaceEveryMonths;
  if (months === null || months === undefined) return { state: 'none' };
  const due = replacementDue(equipment.installedOn, months);
  const daysLeft = daysBetween(today, due);
  if (daysLeft < 0) return { state: 'overdue', due, daysOverdue: -daysLeft };
  return { state: daysLeft <= DUE_SOON_DAYS ? 'dueSoon' : 'ok', due, daysLeft };
}

/** True when the piece wants attention: due soon or overdue. */
export const needsReplacing = (s: ReplacementState): s is Extract<ReplacementState, { state: 'dueSoon' | 'overdue' }> => s.state === 'dueSoon' || s.state === 'overdue';
