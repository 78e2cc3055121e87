/**
 * Helpers for the achievement, ReptiCoins and collection tests (issue 12): realistic log
 * arguments, a pull that reads every page, dialect-neutral reads of the server-derived rows
 * (PostgreSQL answers bigints as strings), and the calls of the coin routes over `app.inject`.
 */
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { PullResponse, Rejection, SyncedTable } from '../../shared/sync/protocol';
import type { Queryable } from '../../sync-server/src/db/store';
import type { syncApi } from './sync';
import type { TestUser } from './users';

type Api = ReturnType<typeof syncApi>;

const DAY_MS = 86_400_000;

/** The ISO date `days` after `date` (negative: before), in UTC. */
export const shiftDate = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Today's UTC date, for logs whose date must not lie in the future. */
export const todayUtc = (): string => new Date().toISOString().slice(0, 10);

export const feedingArgs = (reptileId: string, date = '2026-10-01', over: Record<string, unknown> = {}) => ({
  id: randomUUID(), reptileId, date, source: { kind: 'manual', items: [{ foodItem: 'Mouse', count: 1, sizePerItemGrams: 20 }] }, ...over,
});
export const sheddingArgs = (reptileId: string, date = '2026-10-02', over: Record<string, unknown> = {}) => ({ id: randomUUID(), reptileId, date, ...over });
export const healthArgs = (reptileId: string, date = '2026-10-03', over: Record<string, unknown> = {}) => ({ id: randomUUID(), reptileId, date, issue: 'Mites', severity: 'mild', ...over });
export const eventArgs = (reptileId: string, date = '2026-10-04', over: Record<string, unknown> = {}) => ({ id: randomUUID(), reptileId, date, eventType: 'cleaning', ...over });
export const growthArgs = (reptileId: string, date = '2026-10-05', over: Record<string, unknown> = {}) => ({ id: randomUUID(), reptileId, date, weightGrams: 120, ...over });
export const layingArgs = (reptileId: string, date = '2026-10-06', over: Record<string, unknown> = {}) => ({ id: randomUUID(), reptileId, date, eventType: 'laying', outcomeCount: 6, ...over });
export const hatchingArgs = (reptileId: string, clutchId: string | null, date = '2026-12-01', over: Record<string, unknown> = {}) =>
  ({ id: randomUUID(), reptileId, date, eventType: 'hatching', clutchId, outcomeCount: 5, ...over });
export const collectionArgs = (name = 'Breeders 2026', over: Record<string, unknown> = {}) => ({ id: randomUUID(), name, ...over });

export type AllChanges = { [T in SyncedTable]: Record<string, unknown>[] };

/** Every page of a pull from `cookie` (0: everything), the rows of all pages together and the last page's rejections. */
export async function pullAll(api: Api, cookie = 0, sinceMutationId = 0): Promise<{ changes: AllChanges; rejections: Rejection[]; cookie: number; lastMutationId: number }> {
  const changes: Partial<AllChanges> = {};
  let page: PullResponse;
  let at = cookie;
  do {
    page = await api.pull(at, sinceMutationId);
    for (const [table, rows] of Object.entries(page.changes) as [SyncedTable, Record<string, unknown>[]][]) {
      (changes[table] ??= []).push(...rows);
    }
    at = page.cookie;
  } while (page.hasMore);
  return { changes: changes as AllChanges, rejections: page.rejections, cookie: page.cookie, lastMutationId: page.lastMutationId };
}

export interface AwardRow { id: string; achievementId: string; earnedAt: number; seenAt: number | null; version: number }
export interface LedgerRow { key: string; amount: number; reason: string | null; at: number; version: number }
export interface WalletRow { balance: number; premiumTier: string | null; premiumExpiresAt: number | null; premiumAnchorDay: number | null; version: number }

const num = (v: unknown): number => Number(v);
const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** The user's awards as stored, oldest first. */
export async function awardsOf(q: Queryable, userId: string): Promise<AwardRow[]> {
  const rows = await q.all<Record<string, unknown>>(
    'SELECT id, achievement_id AS "achievementId", earned_at AS "earnedAt", seen_at AS "seenAt", version FROM user_achievements WHERE user_id = ? ORDER BY earned_at, achievement_id', [userId]);
  return rows.map((r) => ({ id: String(r.id), achievementId: String(r.achievementId), earnedAt: num(r.earnedAt), seenAt: numOrNull(r.seenAt), version: num(r.version) }));
}

export const awardIdsOf = async (q: Queryable, userId: string): Promise<string[]> => (await awardsOf(q, userId)).map((a) => a.achievementId).sort();

/** The user's ledger as stored, in the order it was written. */
export async function ledgerOf(q: Queryable, userId: string): Promise<LedgerRow[]> {
  const rows = await q.all<Record<string, unknown>>('SELECT key, amount, reason, at, version FROM coin_ledger WHERE user_id = ? ORDER BY version', [userId]);
  return rows.map((r) => ({ key: String(r.key), amount: num(r.amount), reason: r.reason === null ? null : String(r.reason), at: num(r.at), version: num(r.version) }));
}

/** The user's wallet row, or undefined when they never had one. */
export async function walletOf(q: Queryable, userId: string): Promise<WalletRow | undefined> {
  const r = await q.one<Record<string, unknown>>(
    `SELECT balance, premium_tier AS "premiumTier", premium_expires_at AS "premiumExpiresAt", premium_anchor_day AS "premiumAnchorDay", version
     FROM wallets WHERE user_id = ?`, [userId]);
  return r && {
    balance: num(r.balance), premiumTier: r.premiumTier === null ? null : String(r.premiumTier),
    premiumExpiresAt: numOrNull(r.premiumExpiresAt), premiumAnchorDay: numOrNull(r.premiumAnchorDay), version: num(r.version),
  };
}

export const balanceOf = async (q: Queryable, userId: string): Promise<number> => (await walletOf(q, userId))?.balance ?? 0;

/** The user's live collections as stored, by name. */
export async function collectionsOf(q: Queryable, userId: string): Promise<{ id: string; name: string; description: string | null; state: string; version: number }[]> {
  const rows = await q.all<Record<string, unknown>>('SELECT id, name, description, state, version FROM collections WHERE user_id = ? AND deleted = FALSE ORDER BY name', [userId]);
  return rows.map((r) => ({ id: String(r.id), name: String(r.name), description: r.description === null ? null : String(r.description), state: String(r.state), version: num(r.version) }));
}

/** The user's whole coin state (ledger, wallet, space counter): equal before and after a refusal. */
export async function coinSnapshot(q: Queryable, userId: string) {
  const space = await q.one<{ version: number }>('SELECT version FROM sync_spaces WHERE user_id = ?', [userId]);
  return { ledger: await ledgerOf(q, userId), wallet: await walletOf(q, userId), space: num(space?.version ?? 0) };
}

// ---------------------------------------------------------------------------------------------
// The routes

export const get = (app: FastifyInstance, url: string, user?: TestUser) => app.inject({ method: 'GET', url, headers: user?.headers ?? {} });
export const postJson = (app: FastifyInstance, url: string, user?: TestUser, payload?: object) =>
  app.inject({ method: 'POST', url, headers: user?.headers ?? {}, ...(payload === undefined ? {} : { payload }) });

export const buy = (app: FastifyInstance, user: TestUser, tier: string, purchaseId: string = randomUUID()) =>
  postJson(app, '/api/repticoins/purchase', user, { tier, purchaseId });

export const adjust = (app: FastifyInstance, admin: TestUser, userId: string, amount: number, reason = 'Support credit', adjustmentId: string = randomUUID()) =>
  postJson(app, `/api/admin/users/${userId}/repticoins`, admin, { amount, reason, adjustmentId });

export async function claimsOf(app: FastifyInstance, user: TestUser) {
  const res = await get(app, '/api/auth/validate-claims', user);
  if (res.statusCode !== 200) throw new Error(`validate-claims answered ${res.statusCode}: ${res.body}`);
  return res.json<{ isAdmin: boolean; isModerator: boolean; isPremium: boolean; premiumTier: string | null; collectionLimit: number }>();
}
