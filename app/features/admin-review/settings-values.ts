/**
 * The contest settings form's values and their check, by the shared schema itself
 * (shared/contest/settings.ts), so the form refuses exactly what the server would. Fields hold
 * what the number inputs give (a number, or '' while empty).
 */
import { ContestSettings } from '../../../shared/contest/settings';

export type NumberValue = number | string;
export interface SettingsValues {
  submissionEndDay: NumberValue;
  entriesPerKeeper: NumberValue;
  prizes: [NumberValue, NumberValue, NumberValue];
}
/** Field name (`submissionEndDay`, `prizes.0`, ... and `prizes` for their order) to a message key. */
export type SettingsErrors = Partial<Record<string, string>>;

export const valuesOf = (s: ContestSettings): SettingsValues => ({ submissionEndDay: s.submissionEndDay, entriesPerKeeper: s.entriesPerKeeper, prizes: [...s.prizes] });

const asNumber = (v: NumberValue): number | undefined => (typeof v === 'number' ? v : v.trim() === '' ? undefined : Number(v));

export function checkSettings(values: SettingsValues): { settings: ContestSettings; errors: null } | { settings: null; errors: SettingsErrors } {
  const parsed = ContestSettings.safeParse({
    submissionEndDay: asNumber(values.submissionEndDay),
    entriesPerKeeper: asNumber(values.entriesPerKeeper),
    prizes: values.prizes.map(asNumber),
  });
  if (parsed.success) return { settings: parsed.data, errors: null };
  const errors: SettingsErrors = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return { settings: null, errors };
}

export const sameSettings = (a: SettingsValues, b: SettingsValues): boolean => JSON.stringify(a) === JSON.stringify(b);
