import type { Claims } from '../../../shared/schemas/auth';
import { apiRequest } from '../api/client';
import { areClaimsFresh } from './refresh-schedule';
import { getClaimsFetchedAt, setClaimsFetchedAt } from './session-service';
import { updateCachedSession } from './session-cache';
import { useSession } from './store';
import { getAccessToken } from './tokens';

/**
 * The keeper's role and plan flags. Claims younger than 60 s are answered from memory; older ones
 * are fetched from validate-claims. Offline (or before the first refresh) the cached claims stand.
 */
export async function getClaims(opts: { force?: boolean } = {}): Promise<Claims | null> {
  const { status, claims } = useSession.getState();
  if (status !== 'authenticated') return null;
  if (!opts.force && claims && areClaimsFresh(getClaimsFetchedAt(), Date.now())) return claims;
  if (!getAccessToken()) return claims;
  try {
    const fresh = await apiRequest<Claims>('/api/auth/validate-claims');
    const now = Date.now();
    setClaimsFetchedAt(now);
    if (useSession.getState().status === 'authenticated') {
      useSession.getState().setClaims(fresh);
      updateCachedSession({ claims: fresh, claimsFetchedAt: now });
    }
    return fresh;
  } catch {
    return useSession.getState().claims;
  }
}
