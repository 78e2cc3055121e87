import { ApiError, NetworkError } from '../../../lib/api/client';
import { requestErrorKey } from '../../../lib/api/request-errors';
import { uploadErrorText } from '../../../lib/api/upload-refusals';

export interface ProfileMessage {
  /** Key in the `auth` namespace for shared validation keys, `errors` for generic refusals, otherwise `settings`. */
  key: string;
  ns: 'auth' | 'settings' | 'common' | 'errors';
  values?: Record<string, string | number>;
}

/** The date in a `username-too-soon` answer (`nextAllowedAt`), as epoch milliseconds or ISO text. */
function nextChangeAt(body: unknown): number | null {
  if (typeof body !== 'object' || body === null) return null;
  const v = 'nextAllowedAt' in body ? body.nextAllowedAt : 'nextChangeAt' in body ? body.nextChangeAt : null;
  const at = typeof v === 'number' ? v : typeof v === 'string' ? Date.parse(v) : Number.NaN;
  return Number.isFinite(at) ? at : null;
}

export function profileErrorMessage(err: unknown, formatDate: (at: number) => string): ProfileMessage {
  if (err instanceof NetworkError) return { key: 'profile.errors.offline', ns: 'settings' };
  if (!(err instanceof ApiError)) return { key: 'profile.errors.saveFailed', ns: 'settings' };
  const upload = uploadErrorText('avatar', err);
  if (upload) return { key: upload.key, ns: 'common', values: { ...upload.values } };
  if (err.code === 'username-taken') return { key: 'errors.usernameTaken', ns: 'auth' };
  if (err.code === 'username-too-soon') {
    const at = nextChangeAt(err.body);
    return at ? { key: 'errors.usernameTooSoonUntil', ns: 'auth', values: { date: formatDate(at) } } : { key: 'errors.usernameTooSoon', ns: 'auth' };
  }
  const fields = typeof err.body === 'object' && err.body !== null && 'fields' in err.body ? err.body.fields : null;
  const first = fields && typeof fields === 'object' ? Object.values(fields).find((v) => typeof v === 'string' && v.startsWith('errors.')) : null;
  if (typeof first === 'string') return { key: first, ns: 'auth' };
  const refused = requestErrorKey(err);
  if (refused) return { key: refused, ns: 'errors' };
  return { key: 'profile.errors.saveFailed', ns: 'settings' };
}
