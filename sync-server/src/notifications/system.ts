/**
 * The messages the system sends on its own (issue 13): a welcome when an account is confirmed, an
 * achievement earned, a plan expiring within 3 days and a plan expired. Each is sent in the
 * sender's transaction and keyed (send.ts `dedupeKey`), so a retried or repeated step never sends
 * it twice. Contest results and event decisions are written by their own services with `notify`.
 */
import type { Achievement } from '../../../shared/achievements/catalogue';
import type { NotificationType } from '../../../shared/notifications/types';
import { catalogueView } from '../achievements/catalogue-view';
import type { Queryable } from '../db/store';
import { notify } from './send';
import { formatInstant, localeText, userLanguage, type TextLanguage, type TextVars } from './texts';

type SystemMessage = 'welcome' | 'achievement' | 'premiumExpiring' | 'premiumExpired';

const systemMessage = (lng: TextLanguage, key: SystemMessage, type: NotificationType, vars: TextVars = {}) => ({
  type,
  title: localeText('notifications', lng, `system.${key}.title`, vars),
  message: localeText('notifications', lng, `system.${key}.message`, vars),
});

/** Once per account (a second confirmation link, if any, sends nothing). */
export async function sendWelcome(q: Queryable, userId: string, now: number): Promise<void> {
  const lng = await userLanguage(q, userId);
  await notify(q, userId, systemMessage(lng, 'welcome', 'welcome'), now, { dedupeKey: 'welcome' });
}

/** One message per achievement, with its name and reward in the keeper's language. */
export async function sendAchievementsEarned(q: Queryable, userId: string, earned: readonly Achievement[], now: number): Promise<void> {
  if (earned.length === 0) return;
  const lng = await userLanguage(q, userId);
  const views = new Map(catalogueView().map((v) => [v.id, v]));
  for (const a of earned) {
    const view = views.get(a.id);
    const vars = { name: view?.name[lng] ?? a.id, coins: a.reward };
    await notify(q, userId, systemMessage(lng, 'achievement', 'achievement', vars), now, { dedupeKey: `achievement:${a.id}` });
  }
}

/**
 * Once per plan end: keyed by the expiry instant, so a renewal (a new expiry) is warned again
 * when its own end comes near. Answers whether this call sent it.
 */
export async function sendPremiumExpiring(q: Queryable, userId: string, tier: string, expiresAt: number, now: number): Promise<boolean> {
  const lng = await userLanguage(q, userId);
  const message = systemMessage(lng, 'premiumExpiring', 'premium', { plan: tier, date: formatInstant(lng, expiresAt) });
  return notify(q, userId, message, now, { dedupeKey: `premium-expiring:${expiresAt}` });
}

export async function sendPremiumExpired(q: Queryable, userId: string, tier: string, expiresAt: number, now: number): Promise<void> {
  const lng = await userLanguage(q, userId);
  const message = systemMessage(lng, 'premiumExpired', 'premium', { plan: tier, date: formatInstant(lng, expiresAt) });
  await notify(q, userId, message, now, { dedupeKey: `premium-expired:${expiresAt}` });
}
