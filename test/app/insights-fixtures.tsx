/**
 * A keeper with a reptile and its insights on their own local database, a fake insights server
 * (the quota and POST /api/insights, recording every call), and the page rendered as the app does
 * with its own query client (no retries, so failures show at once).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { useLocation, Route, Routes } from 'react-router';
import { v7 as uuidv7 } from 'uuid';
import type { InsightQuota, InsightResponse } from '../../shared/api/insights';
import type { PremiumTier } from '../../shared/plans';
import type { SyncedRowOf } from '../../shared/sync/tables';
import { InsightsPage } from '../../app/features/insights/insights-page';
import type { LocalReptile, UserDb } from '../../app/lib/db';
import { createQueryClient } from '../../app/lib/query/client';
import { signInKeeper, syncedReptile } from '../helpers/keeper';
import { renderWithProviders } from '../helpers/render';
import { json, stubFetch, type Call } from '../helpers/session-fixtures';

export type Insight = SyncedRowOf<'insights'>;

export const RESETS_AT = Date.UTC(2026, 11, 1);

export const quota = (over: Partial<InsightQuota> = {}): InsightQuota => {
  const q = { limit: 10, used: 3, resetsAt: RESETS_AT, ...over };
  return { remaining: Math.max(0, q.limit - q.used), ...q };
};

/** A keeper whose wallet holds `tier` (what the device counts with offline), and one reptile. */
export async function keeperWithReptile(tier: PremiumTier | null = 'HerpPlus', over: Partial<LocalReptile> = {}): Promise<{ db: UserDb; reptile: LocalReptile }> {
  const db = signInKeeper(tier ? { tier } : {});
  const reptile = syncedReptile(db, over);
  await db.reptiles.put(reptile);
  await db.wallets.put({ id: db.userId, userId: db.userId, balance: 0, premiumTier: tier, premiumExpiresAt: null, premiumAnchorDay: null, version: 2, updatedAt: 1, deleted: false });
  return { db, reptile };
}

export const FEEDING_ALERT = { code: 'refusalStreak', level: 'alert', params: { count: 4, sinceDate: '2026-10-01', sinceDays: 54 } } as const;
export const WEIGHT_WATCH = { code: 'weightLoss', level: 'watch', params: { percent: 6, fromGrams: 1500, toGrams: 1410, spanDays: 40, perMonthGrams: 68 } } as const;
export const SHED_INFO = { code: 'shedInterval', level: 'info', params: { medianDays: 42, sheds: 5, lastDate: '2026-11-02' } } as const;

export function insight(db: UserDb, reptileId: string, over: Partial<Insight> = {}): Insight {
  const generatedAt = over.generatedAt ?? Date.UTC(2026, 10, 20, 9);
  return {
    id: uuidv7(), userId: db.userId, reptileId, language: 'en', source: 'rules', generatedAt,
    text: '- Refused the last 4 feedings in a row.\n- Lost 6% of its weight.\n- Usually sheds every 42 days.',
    findings: [FEEDING_ALERT, WEIGHT_WATCH, SHED_INFO].map((f) => ({ ...f, params: { ...f.params } })),
    version: 9, updatedAt: generatedAt, deleted: false, ...over,
  };
}

export interface FakeInsights {
  quota: InsightQuota;
  /** The answer to the next POSTs: a status and body, or undefined for a new insight. */
  answer?: [number, unknown];
  /** Every insight the server made (the rows a pull would bring). */
  made: Insight[];
}

export const fakeInsights = (over: Partial<FakeInsights> = {}): FakeInsights => ({ quota: quota(), made: [], ...over });

/** Serves `state` (read at each call) and, for the sync engine, `sync` when given. */
export function serveInsights(db: UserDb, state: FakeInsights, sync?: (call: Call) => Response | undefined) {
  return stubFetch((call) => {
    const fromSync = sync?.(call);
    if (fromSync) return fromSync;
    if (call.path === '/api/insights/quota') return json(200, { quota: state.quota });
    if (call.path === '/api/insights' && call.method === 'POST') {
      if (state.answer) return json(state.answer[0], state.answer[1]);
      const { reptileId, language } = call.body as { reptileId: string; language: string };
      const made = insight(db, reptileId, {
        language, generatedAt: Date.now(), source: 'model', findings: [{ ...SHED_INFO, params: { ...SHED_INFO.params } }],
        text: language === 'bg' ? '- Сменя кожата си на всеки 42 дни.' : '- Sheds like clockwork, every 42 days.',
      });
      state.made.push(made);
      state.quota = quota({ limit: state.quota.limit, used: state.quota.used + 1 });
      const answer: InsightResponse = { insight: made, quota: state.quota };
      return json(200, answer);
    }
    return json(404, { error: 'not-found', message: 'No route' });
  });
}

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

export function renderInsights(reptileId: string, lng: 'en' | 'bg' = 'en') {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <Routes>
        <Route path="/reptiles/:id/insights" element={<InsightsPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </QueryClientProvider>,
    { route: `/reptiles/${reptileId}/insights`, lng },
  );
}

/** "Nov 20, 2026, 10:00 AM" in the test machine's zone, as the page writes it. */
export const moment = (at: number, lng = 'en') => new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short' }).format(at);
