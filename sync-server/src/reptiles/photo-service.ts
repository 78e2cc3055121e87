/**
 * Reptile profile pictures. A photo is not a mutation (it is large and binary): the app uploads it
 * once the reptile exists on the server, and the new file bumps the row's version so every other
 * device learns the new photo URL through pull. Only the owner can read or replace it.
 */
import type { Queryable, Store } from '../db/store';
import { HttpError } from '../errors';
import { photoUrl } from '../sync/pull';
import { writeInSpace } from '../sync/spaces';
import { processUpload } from '../auth/images';
import type { FileStorage } from '../storage/files';
import { deletePhotoFile, readPhotoFile, storePhoto } from './photo-store';

const notFound = () => new HttpError('not-found', 'No such reptile.');

const OWN_LIVE = 'SELECT photo_file AS "photoFile", transferred_at AS "transferredAt" FROM reptiles WHERE id = ? AND user_id = ? AND deleted = FALSE';

async function ownLive(q: Queryable, userId: string, id: string): Promise<{ photoFile: string | null; transferredAt: number | null }> {
  const row = await q.one<{ photoFile: string | null; transferredAt: number | null }>(OWN_LIVE, [id, userId]);
  if (!row) throw notFound();
  return row;
}

/** A sold animal's row is the seller's read-only copy (decision 0029): its photo is shown, never replaced. */
async function ownKept(q: Queryable, userId: string, id: string): Promise<{ photoFile: string | null }> {
  const row = await ownLive(q, userId, id);
  if (row.transferredAt !== null) throw new HttpError('transferred', 'This reptile went to another keeper; its records are read-only.');
  return row;
}

/**
 * Points the reptile at its new photo file and bumps its version in its owner's sync space, in
 * one transaction holding that space (as a push does) that checks again that the owner's reptile
 * is still there (it may have been deleted while the image was being encoded). Answers the file
 * it replaced and the new version; throws 404 when it is gone.
 */
export async function setReptilePhoto(store: Store, userId: string, reptileId: string, file: string, now: number): Promise<{ old: string | null; version: number }> {
  return writeInSpace(store, userId, now, async (tx, nextVersion) => {
    const row = await ownKept(tx, userId, reptileId);
    const version = nextVersion();
    await tx.run('UPDATE reptiles SET photo_file = ?, version = ?, updated_at = ? WHERE id = ?', [file, version, now, reptileId]);
    return { old: row.photoFile, version };
  });
}

export async function replacePhoto(store: Store, files: FileStorage, userId: string, id: string, body: unknown): Promise<{ photoUrl: string; version: number }> {
  await ownKept(store, userId, id);
  const file = await storePhoto(files, await processUpload('reptilePhoto', body));
  let replaced: { old: string | null; version: number };
  try {
    replaced = await setReptilePhoto(store, userId, id, file, Date.now());
  } catch (err) {
    await deletePhotoFile(files, file);
    throw err;
  }
  if (replaced.old) await deletePhotoFile(files, replaced.old);
  return { photoUrl: photoUrl(id, file) ?? '', version: replaced.version };
}

export async function readPhoto(store: Queryable, files: FileStorage, userId: string, id: string): Promise<Buffer> {
  const { photoFile } = await ownLive(store, userId, id);
  if (!photoFile) throw notFound();
  const bytes = await readPhotoFile(files, photoFile);
  if (!bytes) throw notFound();
  return bytes;
}
