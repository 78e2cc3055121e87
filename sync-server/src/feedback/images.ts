/**
 * A bug report's images (issue 15). Uploaded one at a time before the report is sent, each through
 * the upload pipeline (auth/images.ts `processUpload`, policy `bugReportImage`: PNG or JPEG by its
 * bytes, at most 10 MB, re-encoded without EXIF or anything appended), stored in the file area
 * `feedback` and recorded unattached; the report then names them. Unattached images older than a
 * day are removed by a job, so an abandoned form leaves nothing behind. A keeper holds at most STAGED_IMAGES_MAX unattached images at a time, and
 * at most FEEDBACK_IMAGE_QUOTA_BYTES of images in all (shared/api/feedback.ts; issue 24).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { scheduleJob } from '../jobs/schedule';
import type { Queryable, Store } from '../db/store';
import type { FileStorage } from '../storage/files';
import { processUpload } from '../auth/images';
import { HttpError } from '../errors';
import { FEEDBACK_IMAGE_QUOTA_BYTES, STAGED_IMAGES_MAX, type UploadedImage } from '../../../shared/api/feedback';
import { lockSpace } from '../sync/spaces';

const AREA = 'feedback';
const FILE_NAME = /^[0-9a-f-]{36}\.webp$/;
/** An image not attached to a report within this time is removed. */
export const STAGED_TTL_MS = 24 * 60 * 60 * 1000;

const checkedName = (file: string): string => {
  if (!FILE_NAME.test(file)) throw new Error(`not a feedback image name: ${file}`);
  return file;
};

export const feedbackImageUrl = (id: string): string => `/api/bug-reports/images/${id}`;

/** STAGED_IMAGES_MAX is enough for a report being written on two devices; more is someone filling the disk. */
const tooManyStaged = () => new HttpError('too-many-images', 'Too many images waiting to be sent. Send or discard the report first.');
const quotaFull = () => new HttpError('image-quota',
  `The images of your reports take ${FEEDBACK_IMAGE_QUOTA_BYTES / (1024 * 1024)} MB, the most an account can keep. You can still send reports without images.`);

/**
 * Takes one of the keeper's STAGED_IMAGES_MAX places and reserves the upload's size in their
 * quota, in one transaction holding their sync space (as a contest entry does): parallel uploads
 * are decided one after the other, on both databases. Counting first and inserting after the
 * image was encoded let 100 parallel uploads all see the old count (issue 24). The row is written
 * with its file name before the file exists; the bytes become the stored file's once it does.
 */
async function reserve(store: Store, userId: string, id: string, file: string, bytes: number, now: number): Promise<void> {
  await store.transaction(async (tx) => {
    await lockSpace(tx, userId, now);
    const held = await tx.one<{ staged: number | string; stored: number | string | null }>(
      'SELECT count(CASE WHEN item_id IS NULL THEN 1 END) AS staged, sum(bytes) AS stored FROM feedback_images WHERE user_id = ?', [userId]);
    if (Number(held?.staged ?? 0) >= STAGED_IMAGES_MAX) throw tooManyStaged();
    if (Number(held?.stored ?? 0) + bytes > FEEDBACK_IMAGE_QUOTA_BYTES) throw quotaFull();
    await tx.run('INSERT INTO feedback_images (id, user_id, item_id, file, position, bytes, created_at) VALUES (?, ?, NULL, ?, 0, ?, ?)', [id, userId, file, bytes, now]);
  });
}

export async function stageImage(store: Store, files: FileStorage, userId: string, body: unknown, now: number): Promise<UploadedImage> {
  const id = randomUUID();
  const file = checkedName(`${id}.webp`);
  // Until it is encoded, the upload's own size stands for what it will take.
  await reserve(store, userId, id, file, Buffer.isBuffer(body) ? body.length : 0, now);
  try {
    const webp = await processUpload('bugReportImage', body);
    await files.put(AREA, file, webp);
    await store.run('UPDATE feedback_images SET bytes = ? WHERE id = ?', [webp.length, id]);
  } catch (err) {
    // A refused or failed upload leaves nothing: no place taken, no bytes counted, no file.
    await store.run('DELETE FROM feedback_images WHERE id = ?', [id]);
    await files.delete(AREA, file);
    throw err;
  }
  return { id, url: feedbackImageUrl(id) };
}

/** The image's bytes for its uploader or an admin; anyone else, or an unknown id, gets not-found. */
export async function readImage(store: Store, files: FileStorage, viewer: { id: string; role: string }, id: string): Promise<Buffer> {
  const row = await store.one<{ userId: string; file: string }>('SELECT user_id AS "userId", file FROM feedback_images WHERE id = ?', [id]);
  if (!row || (row.userId !== viewer.id && viewer.role !== 'admin')) throw new HttpError('not-found', 'No such image.');
  const bytes = await files.get(AREA, checkedName(row.file));
  if (!bytes) throw new HttpError('not-found', 'No such image.');
  return bytes;
}

/** Removes images never attached to a report within STAGED_TTL_MS (the job). */
export async function removeStaleImages(store: Store, files: FileStorage, now: number): Promise<number> {
  const stale = await store.all<{ id: string; file: string }>('SELECT id, file FROM feedback_images WHERE item_id IS NULL AND created_at < ?', [now - STAGED_TTL_MS]);
  for (const { id, file } of stale) {
    await store.run('DELETE FROM feedback_images WHERE id = ? AND item_id IS NULL', [id]);
    await files.delete(AREA, checkedName(file));
  }
  return stale.length;
}

/** The files of a user's images, read before their account is deleted (the rows cascade). */
export async function imageFilesOf(q: Queryable, userId: string): Promise<string[]> {
  return (await q.all<{ file: string }>('SELECT file FROM feedback_images WHERE user_id = ?', [userId])).map((r) => r.file);
}

export const deleteImageFile = (files: FileStorage, file: string): Promise<void> => files.delete(AREA, checkedName(file));

/** Removes images never attached to a report, every hour, once across all processes. */
export function scheduleStaleImageCleanup(app: FastifyInstance): void {
  scheduleJob(app, {
    name: 'feedback-image-cleanup',
    everyMs: 60 * 60_000,
    pattern: '17 * * * *',
    run: async (store, now) => {
      const removed = await removeStaleImages(store, app.files, now);
      return removed > 0 ? { removed } : null;
    },
  });
}
