/**
 * The achievement calls' logic: a full recount and award in the user's space (the same
 * transaction rules as a push), answered as the spec names it.
 */
import type { Store } from '../db/store';
import { writeInSpace } from '../sync/spaces';
import { lockedProgress } from '../../../shared/achievements/evaluate';
import type { EarnedView } from '../../../shared/api/achievements';
import { awardFor, countCounters, earnedIds, earnedViews, recountAndAward } from './award';
import type { Achievement } from '../../../shared/achievements/catalogue';
import { COUNTERS, ZERO_COUNTERS, type SuppliedCounter } from '../../../shared/achievements/counters';

const view = (a: Achievement, earnedAt: number): EarnedView => ({ achievementId: a.id, category: a.category, reward: a.reward, earnedAt });

/** Awards whatever the keeper's rows qualify for now; `signedIn`: the first-login check. */
export async function checkAchievements(store: Store, userId: string, now: number, opts: { signedIn?: boolean } = {}): Promise<EarnedView[]> {
  const awarded = await writeInSpace(store, userId, now, (tx, nextVersion) =>
    recountAndAward({ tx, userId, now, nextVersion }, opts.signedIn ? { logins: 1 } : {}));
  return awarded.map((a) => view(a, now));
}

/** Earned ones and the locked ones' progress, read in one snapshot. */
export async function myAchievements(store: Store, userId: string, now: number) {
  return store.transaction(async (tx) => {
    const earned = await earnedIds(tx, userId);
    const counters = await countCounters(tx, userId, new Set(COUNTERS.filter((c): c is SuppliedCounter => c !== 'achievements')), now, null);
    return {
      achievements: await earnedViews(tx, userId),
      progress: lockedProgress(counters, earned).map((p) => ({ achievementId: p.id, current: p.current, target: p.target })),
    };
  }, { readOnly: true });
}

export async function refreshAchievements(store: Store, userId: string, now: number): Promise<EarnedView[]> {
  await checkAchievements(store, userId, now);
  return earnedViews(store, userId);
}

/**
 * At every sign-in: the first-login achievement, if it is not earned yet (one indexed read when it
 * is). The app's first-login check after sign-up (spec) does the same through its call; this makes
 * it independent of which device signs in first.
 */
export async function awardFirstLogin(store: Store, userId: string, now: number): Promise<void> {
  if ((await earnedIds(store, userId)).has('firstLogin')) return;
  await writeInSpace(store, userId, now, async (tx, nextVersion) => {
    const w = { tx, userId, now, nextVersion };
    await awardFor(w, { ...ZERO_COUNTERS, logins: 1 }, await earnedIds(tx, userId));
  });
}
