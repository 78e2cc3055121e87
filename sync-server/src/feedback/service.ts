/**
 * Bug reports and feature requests (issue 15, shared/api/feedback.ts). A keeper files and follows
 * their own; an admin sees everyone's, changes the status, archives, and replies. The reporter is
 * told in their inbox (in their language) when the status changes or the team replies, in the
 * transaction of the change; each admin action writes its audit entry there too.
 *
 * Visibility: a keeper's calls name only their own items (another keeper's id answers not-found, as
 * an unknown one does); the admin calls are behind the admin role.
 */
import { v7 as uuidv7 } from 'uuid';
import type { Queryable, Store } from '../db/store';
import { HttpError } from '../errors';
import { audit, type AuditActor } from '../audit/log';
import { notify } from '../notifications/send';
import { localeText, userLanguage } from '../notifications/texts';
import {
  type AdminFeedbackList, type AdminFeedbackQuery, type BugReportBody, type CommentView, type FeatureRequestBody, type FeedbackDetailResponse, type FeedbackKind,
  type FeedbackStats, type FeedbackView, IMAGES_MAX, STATUSES_OF,
} from '../../../shared/api/feedback';
import type { z } from 'zod';
import { ACCOUNT_LIMITS } from '../auth/limits';
import type { Reservation, Throttle } from '../auth/throttle';
import { feedbackImageUrl } from './images';

interface ItemRow {
  id: string; kind: FeedbackKind; userId: string; description: string; steps: string | null; browser: string | null; os: string | null;
  deviceType: FeedbackView['deviceType']; status: string; archived: boolean | number; createdAt: number; updatedAt: number;
  commentCount: number | string; email?: string; username?: string | null;
}

const ITEM_COLUMNS = `f.id, f.kind, f.user_id AS "userId", f.description, f.steps, f.browser, f.os, f.device_type AS "deviceType", f.status,
  f.archived, f.created_at AS "createdAt", f.updated_at AS "updatedAt",
  (SELECT count(*) FROM feedback_comments c WHERE c.item_id = f.id) AS "commentCount"`;

export const notFound = (): HttpError => new HttpError('not-found', 'No such report.');
const badImages = (): HttpError => new HttpError('invalid-images', 'An image of this report was not uploaded by you, is already used, or has expired. Please add it again.');

async function imagesOf(q: Queryable, itemIds: readonly string[]): Promise<Map<string, { id: string; url: string }[]>> {
  const out = new Map<string, { id: string; url: string }[]>();
  if (itemIds.length === 0) return out;
  const rows = await q.all<{ id: string; itemId: string }>(
    `SELECT id, item_id AS "itemId" FROM feedback_images WHERE item_id IN (${itemIds.map(() => '?').join(', ')}) ORDER BY position`, [...itemIds]);
  for (const r of rows) out.set(r.itemId, [...(out.get(r.itemId) ?? []), { id: r.id, url: feedbackImageUrl(r.id) }]);
  return out;
}

async function views(q: Queryable, rows: readonly ItemRow[], withReporter: boolean): Promise<FeedbackView[]> {
  const images = await imagesOf(q, rows.map((r) => r.id));
  return rows.map((r) => ({
    id: r.id, kind: r.kind, description: r.description, steps: r.steps, browser: r.browser, os: r.os, deviceType: r.deviceType,
    status: r.status, archived: Boolean(r.archived), createdAt: Number(r.createdAt), updatedAt: Number(r.updatedAt),
    images: images.get(r.id) ?? [], commentCount: Number(r.commentCount),
    reporter: withReporter ? { id: r.userId, email: r.email ?? '', username: r.username ?? null } : null,
  }));
}

async function itemRow(q: Queryable, kind: FeedbackKind, id: string): Promise<ItemRow | undefined> {
  return q.one<ItemRow>(
    `SELECT ${ITEM_COLUMNS}, u.email, u.username FROM feedback_items f JOIN users u ON u.id = f.user_id WHERE f.id = ? AND f.kind = ?`, [id, kind]);
}

/**
 * Runs `act` as one of the keeper's FEEDBACK_ITEMS_PER_DAY or FEEDBACK_COMMENTS_PER_DAY (issue 24:
 * 300 items in 0.76 s). The hit is taken first (the throttle holds under parallel requests) and
 * given back when `act` is refused, so a report sent again after a bad image still counts once.
 */
async function withinDailyLimit<T>(throttle: Throttle, userId: string, code: 'report-limit' | 'comment-limit', act: () => Promise<T>): Promise<T> {
  const limit = code === 'report-limit' ? ACCOUNT_LIMITS.feedbackItems : ACCOUNT_LIMITS.feedbackComments;
  let reservation: Reservation;
  try {
    reservation = await throttle.consume(userId, limit);
  } catch (err) {
    if (!(err instanceof HttpError) || err.code !== 'rate-limited') throw err;
    const message = code === 'report-limit'
      ? `You have sent ${limit.max} bug reports and feature requests in the last 24 hours, the most an account can send. Please try again later.`
      : `You have written ${limit.max} comments in the last 24 hours, the most an account can write. Please try again later.`;
    throw new HttpError(code, message, { headers: err.headers, details: { ...err.details, limit: limit.max } });
  }
  try {
    return await act();
  } catch (err) {
    await throttle.release(reservation);
    throw err;
  }
}

export async function createItem(store: Store, throttle: Throttle, userId: string, kind: FeedbackKind, body: z.output<typeof BugReportBody> | z.output<typeof FeatureRequestBody>, now: number): Promise<FeedbackView> {
  const bug = kind === 'bug' ? (body as z.output<typeof BugReportBody>) : null;
  const imageIds = [...new Set(bug?.imageIds ?? [])].slice(0, IMAGES_MAX);
  return withinDailyLimit(throttle, userId, 'report-limit', () => store.transaction(async (tx) => {
    if (imageIds.length > 0) {
      const own = await tx.all<{ id: string }>(
        `SELECT id FROM feedback_images WHERE user_id = ? AND item_id IS NULL AND id IN (${imageIds.map(() => '?').join(', ')})`, [userId, ...imageIds]);
      if (own.length !== imageIds.length) throw badImages();
    }
    const id = uuidv7();
    await tx.run(
      `INSERT INTO feedback_items (id, kind, user_id, description, steps, browser, os, device_type, status, archived, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'open', FALSE, ?, ?)`,
      [id, kind, userId, body.description, bug?.steps || null, bug?.browser || null, bug?.os || null, bug?.deviceType ?? null, now, now]);
    for (const [position, imageId] of imageIds.entries()) {
      await tx.run('UPDATE feedback_images SET item_id = ?, position = ? WHERE id = ?', [id, position, imageId]);
    }
    const row = await itemRow(tx, kind, id);
    if (!row) throw notFound();
    return (await views(tx, [row], false))[0] as FeedbackView;
  }));
}

export async function listMine(store: Store, userId: string, kind: FeedbackKind): Promise<FeedbackView[]> {
  const rows = await store.all<ItemRow>(`SELECT ${ITEM_COLUMNS} FROM feedback_items f WHERE f.user_id = ? AND f.kind = ? ORDER BY f.created_at DESC, f.id DESC LIMIT 200`, [userId, kind]);
  return views(store, rows, false);
}

async function commentsOf(q: Queryable, itemId: string, forTeam: boolean): Promise<CommentView[]> {
  const rows = await q.all<{ id: string; body: string; createdAt: number; fromTeam: boolean | number; authorName: string | null; authorEmail: string | null }>(
    `SELECT c.id, c.body, c.created_at AS "createdAt", c.from_team AS "fromTeam", u.username AS "authorName", u.email AS "authorEmail"
     FROM feedback_comments c LEFT JOIN users u ON u.id = c.author_id WHERE c.item_id = ? ORDER BY c.created_at, c.id`, [itemId]);
  // The keeper sees "the HerpTrack team", not which admin; the team sees who wrote what.
  return rows.map((r) => ({ id: r.id, body: r.body, createdAt: Number(r.createdAt), fromTeam: Boolean(r.fromTeam), authorName: forTeam ? (r.authorName ?? r.authorEmail) : null }));
}

/** A keeper's own item (another's answers not-found), or any item for the team. */
export async function detail(store: Store, viewer: { id: string; team: boolean }, kind: FeedbackKind, id: string): Promise<z.infer<typeof FeedbackDetailResponse>> {
  const row = await itemRow(store, kind, id);
  if (!row || (!viewer.team && row.userId !== viewer.id)) throw notFound();
  return { item: (await views(store, [row], viewer.team))[0] as FeedbackView, comments: await commentsOf(store, id, viewer.team) };
}

const summaryOf = (description: string): string => {
  const line = description.split('\n')[0]?.trim() ?? '';
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
};

async function tellReporter(q: Queryable, row: ItemRow, key: 'feedbackStatus' | 'feedbackReply', vars: Record<string, string>, now: number): Promise<void> {
  const lng = await userLanguage(q, row.userId);
  const common = {
    kind: localeText('notifications', lng, `system.feedbackKinds.${row.kind}`),
    where: localeText('notifications', lng, `system.feedbackWhere.${row.kind}`),
    summary: summaryOf(row.description),
    ...vars,
  };
  const status = vars.status ? localeText('notifications', lng, `system.feedbackStatuses.${row.kind}.${vars.status}`) : '';
  const filled = { ...common, status };
  await notify(q, row.userId, {
    type: 'update',
    title: localeText('notifications', lng, `system.${key}.title`, filled),
    message: localeText('notifications', lng, `system.${key}.message`, filled),
  }, now);
}

/**
 * A comment: the keeper's on their own item, or the team's (an admin's, through the admin call),
 * which tells the reporter (unless the admin is the reporter) and is audited. The keeper's count
 * in FEEDBACK_COMMENTS_PER_DAY; the team's replies do not.
 */
export async function addComment(store: Store, throttle: Throttle, author: { id: string; role: string; team: boolean }, kind: FeedbackKind, id: string, body: string, now: number): Promise<CommentView> {
  if (!author.team) return withinDailyLimit(throttle, author.id, 'comment-limit', () => writeComment(store, author, kind, id, body, now));
  return writeComment(store, author, kind, id, body, now);
}

async function writeComment(store: Store, author: { id: string; role: string; team: boolean }, kind: FeedbackKind, id: string, body: string, now: number): Promise<CommentView> {
  return store.transaction(async (tx) => {
    const row = await itemRow(tx, kind, id);
    if (!row || (!author.team && row.userId !== author.id)) throw notFound();
    const commentId = uuidv7();
    await tx.run('INSERT INTO feedback_comments (id, item_id, author_id, from_team, body, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      [commentId, id, author.id, author.team, body, now]);
    await tx.run('UPDATE feedback_items SET updated_at = ? WHERE id = ?', [now, id]);
    if (author.team) {
      await audit(tx, author, { action: 'feedback.comment', targetType: kind === 'bug' ? 'bugReport' : 'featureRequest', targetId: id, after: { body } }, now);
      if (row.userId !== author.id) await tellReporter(tx, row, 'feedbackReply', { reply: body.length > 300 ? `${body.slice(0, 299)}…` : body }, now);
    }
    const author_ = await tx.one<{ name: string | null }>('SELECT coalesce(username, email) AS name FROM users WHERE id = ?', [author.id]);
    return { id: commentId, body, createdAt: now, fromTeam: author.team, authorName: author.team ? (author_?.name ?? null) : null };
  });
}

const targetType = (kind: FeedbackKind) => (kind === 'bug' ? 'bugReport' : 'featureRequest');

export async function setStatus(store: Store, actor: AuditActor, kind: FeedbackKind, id: string, status: string, now: number): Promise<FeedbackView> {
  if (!(STATUSES_OF[kind] as readonly string[]).includes(status)) throw new HttpError('invalid-status', `Not a status of a ${kind === 'bug' ? 'bug report' : 'feature request'}.`);
  return store.transaction(async (tx) => {
    const row = await itemRow(tx, kind, id);
    if (!row) throw notFound();
    if (row.status !== status) {
      await tx.run('UPDATE feedback_items SET status = ?, updated_at = ? WHERE id = ?', [status, now, id]);
      await audit(tx, actor, { action: 'feedback.status', targetType: targetType(kind), targetId: id, before: { status: row.status }, after: { status } }, now);
      await tellReporter(tx, row, 'feedbackStatus', { status }, now);
    }
    const fresh = await itemRow(tx, kind, id);
    return (await views(tx, [fresh as ItemRow], true))[0] as FeedbackView;
  });
}

export async function setArchived(store: Store, actor: AuditActor, kind: FeedbackKind, id: string, archived: boolean, now: number): Promise<FeedbackView> {
  return store.transaction(async (tx) => {
    const row = await itemRow(tx, kind, id);
    if (!row) throw notFound();
    if (Boolean(row.archived) !== archived) {
      await tx.run('UPDATE feedback_items SET archived = ?, updated_at = ? WHERE id = ?', [archived, now, id]);
      await audit(tx, actor, { action: archived ? 'feedback.archive' : 'feedback.unarchive', targetType: targetType(kind), targetId: id, before: { archived: Boolean(row.archived) }, after: { archived } }, now);
    }
    const fresh = await itemRow(tx, kind, id);
    return (await views(tx, [fresh as ItemRow], true))[0] as FeedbackView;
  });
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function adminList(store: Store, kind: FeedbackKind, query: z.output<typeof AdminFeedbackQuery>): Promise<z.infer<typeof AdminFeedbackList>> {
  const where = ['f.kind = ?'];
  const params: (string | number | boolean)[] = [kind];
  if (query.archived !== 'all') {
    where.push('f.archived = ?');
    params.push(query.archived === 'true');
  }
  if (query.status) {
    where.push('f.status = ?');
    params.push(query.status);
  }
  if (query.q) {
    where.push("(lower(f.description) LIKE ? ESCAPE '\\' OR lower(u.email) LIKE ? ESCAPE '\\')");
    const like = `%${escapeLike(query.q.toLowerCase())}%`;
    params.push(like, like);
  }
  const from = `FROM feedback_items f JOIN users u ON u.id = f.user_id WHERE ${where.join(' AND ')}`;
  const total = Number((await store.one<{ n: number | string }>(`SELECT count(*) AS n ${from}`, params))?.n ?? 0);
  const rows = await store.all<ItemRow>(
    `SELECT ${ITEM_COLUMNS}, u.email, u.username ${from} ORDER BY f.created_at DESC, f.id DESC LIMIT ? OFFSET ?`,
    [...params, query.per_page, (query.page - 1) * query.per_page]);
  return { items: await views(store, rows, true), total, page: query.page, perPage: query.per_page };
}

/** Not archived, by status (the spec's `statusStats`), and how many are archived. */
export async function stats(store: Store, kind: FeedbackKind): Promise<z.infer<typeof FeedbackStats>> {
  const rows = await store.all<{ status: string; archived: boolean | number; n: number | string }>(
    'SELECT status, archived, count(*) AS n FROM feedback_items WHERE kind = ? GROUP BY status, archived', [kind]);
  const statusStats: Record<string, number> = Object.fromEntries(STATUSES_OF[kind].map((s) => [s, 0]));
  let archived = 0;
  for (const r of rows) {
    if (r.archived) archived += Number(r.n);
    else statusStats[r.status] = (statusStats[r.status] ?? 0) + Number(r.n);
  }
  return { statusStats, total: Object.values(statusStats).reduce((a, b) => a + b, 0), archived };
}

