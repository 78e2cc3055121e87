/**
 * Reptile profile pictures. A photo is not a mutation (it is large and binary): the app uploads it
 * once the reptile exists on the server, and the new file bumps the row's version so every other
 * device learns the new photo URL through pull. Only the owner can read or replace it.
 */
import { and, eq } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import type { Db } from '../db/client';
import { reptiles } from '../db/schema';
import { HttpError } from '../errors';
import { photoUrl } from '../sync/pull';
import { nextVersion } from '../sync/versions';
import { detectImageType } from '../auth/avatars';
import { MAX_PHOTO_BYTES, deletePhotoFile, photoPath, savePhoto } from './photo-store';

const notFound = () => new HttpError(404, 'not-found', 'No such reptile.');

function ownLive(db: Db, userId: string, id: string) {
  const row = db.select({ photoFile: reptiles.photoFile }).from(reptiles)
    .where(and(eq(reptiles.id, id), eq(reptiles.userId, userId), eq(reptiles.deleted, false))).get();
  if (!row) throw notFound();
  return row;
}

export async function replacePhoto(db: Db, dataDir: string, userId: string, id: string, body: unknown): Promise<{ photoUrl: string; version: number }> {
  ownLive(db, userId, id);
  // The same codes as the other uploads (shared/schemas/auth.ts), so the app maps them once.
  if (!Buffer.isBuffer(body) || body.length === 0) throw new HttpError(400, 'invalid-image', 'Send the image bytes as the request body.');
  if (body.length > MAX_PHOTO_BYTES) throw new HttpError(413, 'file-too-large', 'The image must be 5 MB or smaller.');
  if (!detectImageType(body)) throw new HttpError(415, 'invalid-file-type', 'Please choose a PNG, JPEG or WebP image.');
  let file: string;
  try {
    file = await savePhoto(dataDir, body);
  } catch {
    throw new HttpError(400, 'invalid-image', 'This image could not be read.');
  }
  const sqlite = db.$client;
  let old: string | null;
  let version: number;
  try {
    // The reptile may have been deleted while the image was being encoded: checked again here.
    ({ old, version } = sqlite.transaction(() => {
      const row = ownLive(db, userId, id);
      const now = Date.now();
      const v = nextVersion(sqlite, now);
      db.update(reptiles).set({ photoFile: file, version: v, updatedAt: now }).where(eq(reptiles.id, id)).run();
      return { old: row.photoFile, version: v };
    }).immediate());
  } catch (err) {
    deletePhotoFile(dataDir, file);
    throw err;
  }
  if (old) deletePhotoFile(dataDir, old);
  return { photoUrl: photoUrl(id, file) ?? '', version };
}

export function readPhoto(db: Db, dataDir: string, userId: string, id: string): Buffer {
  const { photoFile } = ownLive(db, userId, id);
  if (!photoFile) throw notFound();
  try {
    return readFileSync(photoPath(dataDir, photoFile));
  } catch {
    throw notFound();
  }
}
