import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import type { InsightQuota } from '../../../shared/api/insights';
import { useUserDb } from '../../lib/db/use-user-db';
import { useActivePlan } from '../../lib/plan/use-active-plan';
import { useOnline } from '../../lib/use-online';
import { monthBounds } from '../../../shared/insights/quota';
import { deviceQuota } from './device-quota';
import { fetchInsightQuota } from './insights-api';
import { insightKeys } from './query-keys';

export interface QuotaState {
  /** undefined while the server is being asked and there is nothing to show yet. */
  quota: InsightQuota | undefined;
  /** Counted on this device (offline, or the server did not answer): it may be out of date. */
  estimated: boolean;
}

/**
 * The device's count (device-quota.ts) of the keeper's own insights, live. A shared collection's
 * quota is its owner's plan, which this device does not know: none then (`undefined`).
 */
function useDeviceQuota(spaceId: string | undefined): InsightQuota | undefined {
  const db = useUserDb();
  const { plan } = useActivePlan();
  return useLiveQuery(async () => {
    if (!db || spaceId) return undefined;
    const now = Date.now();
    const generatedAt = (await db.insights.where('generatedAt').aboveOrEqual(monthBounds(now).start).toArray())
      .filter((r) => r.userId === db.userId).map((r) => r.generatedAt);
    return deviceQuota({ plan, generatedAt, now });
  }, [db, plan, spaceId]);
}

/**
 * The quota of the plan active now (shared/api/insights.ts), from the server when it answers:
 * it is asked again on every visit (staleTime 0), because a purchase made meanwhile changes it,
 * and not at all offline (the device's count is shown then).
 * A Basic answer held from before is not shown while that question runs, so a keeper returning
 * from an upgrade sees a loading state, not the upgrade notice again (the premium guard's rule).
 * `spaceId`: a shared collection's quota (its owner's plan); offline there is no estimate of it.
 */
export function useInsightQuota(spaceId?: string): QuotaState {
  const online = useOnline();
  const server = useQuery({ queryKey: insightKeys.quota(spaceId), queryFn: ({ signal }) => fetchInsightQuota(signal, spaceId), staleTime: 0, enabled: online });
  const device = useDeviceQuota(spaceId);
  if (online && server.data && !server.isError) {
    const waitForUpgrade = server.data.quota.limit === 0 && server.isFetching;
    return { quota: waitForUpgrade ? undefined : server.data.quota, estimated: false };
  }
  if (online && server.isPending && server.fetchStatus === 'fetching') return { quota: undefined, estimated: false };
  return { quota: device, estimated: true };
}
