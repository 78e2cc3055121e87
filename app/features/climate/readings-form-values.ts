/**
 * Between what the reading form holds (strings; a local date and time) and what a mutation
 * carries (°C, %, ms). Validation is the shared schema's (shared/schemas/climate.ts), so the form
 * and the server refuse the same things; messages are keys of the `climate` namespace.
 */
import { parseDecimal } from '../../../shared/rules/units';
import { ReadingValues } from '../../../shared/schemas/climate';
import { CLIMATE_SPOTS, type ClimateSpot } from '../../../shared/enclosures/climate-targets';
import { check } from '../../lib/sync';
import type { ReadingInput } from './readings-repository';

export type ReadingFormValues = Record<ClimateSpot, string> & { at: string };
/** `form`: about the reading as a whole (not one value given). */
export type ReadingFormErrors = Partial<Record<keyof ReadingFormValues | 'form', string>>;

const pad = (n: number) => String(n).padStart(2, '0');
/** A moment as <input type="datetime-local"> writes it, in the device's time. */
export function localInputOf(at: number): string {
  const d = new Date(at);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export const emptyReadingValues = (now: number): ReadingFormValues =>
  ({ at: localInputOf(now), hotC: '', coolC: '', baskingC: '', ambientC: '', humidityPct: '' });

export function toReadingInput(v: ReadingFormValues): { input: ReadingInput; errors: null } | { input: null; errors: ReadingFormErrors } {
  const errors: ReadingFormErrors = {};
  const at = v.at ? new Date(v.at).getTime() : Number.NaN;
  if (!Number.isFinite(at)) errors.at = 'errors.timeInvalid';
  const candidate: Record<string, number | null> = { at: Number.isFinite(at) ? at : 0 };
  for (const spot of CLIMATE_SPOTS) {
    const n = parseDecimal(v[spot]);
    if (Number.isNaN(n)) errors[spot] = spot === 'humidityPct' ? 'errors.humidityInvalid' : 'errors.temperatureInvalid';
    candidate[spot] = n === null || Number.isNaN(n) ? null : n;
  }
  const parsed = check(ReadingValues, candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '');
      const field = (key === '' ? 'form' : key) as keyof ReadingFormErrors;
      errors[field] ??= issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { input: null, errors };
  return { input: parsed.data, errors: null };
}
