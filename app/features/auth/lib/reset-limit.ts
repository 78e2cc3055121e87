/**
 * The client's own brake on password-reset e-mails (spec section 5): at most 5 per e-mail address
 * and 5 per device within 2 hours. The server has its own limits; this one answers at once, with
 * the minutes left, and keeps a keeper from locking their address by impatience.
 * Stored in localStorage under `herptrack-reset-attempts` as timestamps; old ones are dropped.
 */
import { RESET_LIMIT, normalizeEmail } from '../../../../shared/schemas/auth';

const KEY = 'herptrack-reset-attempts';

interface Attempts {
  device: number[];
  byEmail: Record<string, number[]>;
}

export type ResetLimit = { ok: true } | { ok: false; scope: 'email' | 'device'; minutes: number };

function load(): Attempts {
  try {
    const raw = localStorage.getItem(KEY);
    const v = raw ? (JSON.parse(raw) as Partial<Attempts>) : {};
    return { device: Array.isArray(v.device) ? v.device : [], byEmail: v.byEmail && typeof v.byEmail === 'object' ? v.byEmail : {} };
  } catch {
    return { device: [], byEmail: {} };
  }
}

function save(a: Attempts): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(a));
  } catch {
    // Blocked storage: the server's limit still applies.
  }
}

const recent = (times: number[], now: number) => times.filter((t) => t <= now && now - t < RESET_LIMIT.windowMs);

/** Minutes until the oldest attempt in a full window leaves it (at least 1). */
function minutesLeft(times: number[], now: number): number {
  const oldest = Math.min(...times);
  return Math.max(1, Math.ceil((oldest + RESET_LIMIT.windowMs - now) / 60_000));
}

/** Whether another reset e-mail may be requested for this address now. The address is checked first. */
export function checkResetLimit(email: string, now = Date.now()): ResetLimit {
  const a = load();
  const mine = recent(a.byEmail[normalizeEmail(email)] ?? [], now);
  if (mine.length >= RESET_LIMIT.attempts) return { ok: false, scope: 'email', minutes: minutesLeft(mine, now) };
  const device = recent(a.device, now);
  if (device.length >= RESET_LIMIT.attempts) return { ok: false, scope: 'device', minutes: minutesLeft(device, now) };
  return { ok: true };
}

/** Counts one request, pruning everything outside the window so the record stays small. */
export function recordResetAttempt(email: string, now = Date.now()): void {
  const a = load();
  const address = normalizeEmail(email);
  const byEmail: Record<string, number[]> = {};
  for (const [k, v] of Object.entries(a.byEmail)) {
    const kept = recent(v, now);
    if (kept.length) byEmail[k] = kept;
  }
  byEmail[address] = [...(byEmail[address] ?? []), now];
  save({ device: [...recent(a.device, now), now], byEmail });
}

/** The translation key and values for a refusal (namespace `auth`). */
export function resetLimitMessage(limit: Extract<ResetLimit, { ok: false }>): { key: string; values: { count: number } } {
  return { key: limit.scope === 'email' ? 'errors.resetLimitEmail' : 'errors.resetLimitDevice', values: { count: limit.minutes } };
}
