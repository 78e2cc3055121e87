/**
 * What the notification inbox says about shared collections (issue 27), in the recipient's
 * language: an invitation (to an invitee who has an account; the link itself is only in the
 * e-mail), a member who joined (to the owner), a removal (to the member), and a sitter's period
 * ending tomorrow (to the sitter and the owner, once per period: keyed by its last day). Each is
 * written in the transaction of what it announces, when there is one.
 */
import type { Queryable, Store } from '../db/store';
import { localeText, notify, userLanguage } from '../notifications';
import { dayOf, displayNameOf } from './members';

type Notice = 'invited' | 'joined' | 'removed' | 'sitterEnding' | 'sitterEndingOwner';

async function send(q: Queryable, userId: string, key: Notice, vars: Record<string, string>, now: number, dedupeKey?: string): Promise<void> {
  const lng = await userLanguage(q, userId);
  const text = (part: 'title' | 'message') => localeText('notifications', lng, `spaces.${key}.${part}`, vars);
  await notify(q, userId, { type: 'update', title: text('title'), message: text('message') }, now, dedupeKey ? { dedupeKey } : {});
}

const spaceName = async (q: Queryable, spaceId: string): Promise<string> =>
  (await q.one<{ name: string | null }>('SELECT name FROM spaces WHERE id = ?', [spaceId]))?.name ?? '';

export async function noticeInvited(q: Queryable, inviteeId: string, inviterId: string, spaceId: string, now: number): Promise<void> {
  await send(q, inviteeId, 'invited', { inviter: (await displayNameOf(q, inviterId)) ?? '', space: await spaceName(q, spaceId) }, now);
}

export async function noticeJoined(q: Queryable, ownerId: string, memberId: string, spaceId: string, now: number): Promise<void> {
  await send(q, ownerId, 'joined', { member: (await displayNameOf(q, memberId)) ?? '', space: await spaceName(q, spaceId) }, now);
}

export async function noticeRemoved(q: Queryable, memberId: string, spaceId: string, now: number): Promise<void> {
  await send(q, memberId, 'removed', { space: await spaceName(q, spaceId) }, now);
}

/**
 * The daily job: every sitter whose last day is tomorrow where their space's animals are kept,
 * and the space's owner, hear of it once (a period extended to a later day is told again when that
 * day nears). Tomorrow is a day apart across the zones, so the candidates are read over the three
 * days it can be and kept by their own space's tomorrow.
 */
export async function noticeSittersEnding(store: Store, now: number): Promise<number> {
  const DAY = 24 * 60 * 60 * 1000;
  const candidates = await store.all<{ spaceId: string; userId: string; ownerId: string; until: string; timeZone: string | null }>(
    `SELECT m.space_id AS "spaceId", m.user_id AS "userId", s.owner_id AS "ownerId", m.until, s.time_zone AS "timeZone"
     FROM space_members m JOIN spaces s ON s.id = m.space_id
     WHERE m.role = 'sitter' AND m.until >= ? AND m.until <= ? AND m.ended_at IS NULL`,
    [dayOf(now), dayOf(now + 2 * DAY)],
  );
  const sitters = candidates.filter((s) => s.until === dayOf(now + DAY, s.timeZone));
  for (const s of sitters) {
    const key = `sitter-ending:${s.spaceId}:${s.userId}:${s.until}`;
    const space = await spaceName(store, s.spaceId);
    await send(store, s.userId, 'sitterEnding', { space }, now, key);
    await send(store, s.ownerId, 'sitterEndingOwner', { space, member: (await displayNameOf(store, s.userId)) ?? '' }, now, key);
  }
  return sitters.length;
}
