/**
 * Reptile profile pictures. A photo is not a mutation (it is large and binary): the app uploads it
 * once the reptile exists on the server, and the new file bumps the row's version so every other
 * device learns the new photo URL through pull. Only its keeper can read or replace it; in a
 * shared collection (issue 27) every member in force reads it and whoever may edit the animal
 * (the role rule) replaces it.
 */
import type { Queryable, Store } from '../db/store';
import { HttpError } from '../errors';
import { photoUrl } from '../sync/pull';
import { writeInSpace } from '../sync/spaces';
import { processUpload } from '../auth/images';
import type { FileStorage } from '../storage/files';
import { deletePhotoFile, readPhotoFile, storePhoto } from './photo-store';
import { reptileSpaceFor } from '../spaces/members';

const notFound = () => new HttpError('not-found', 'No such reptile.');

const OWN_LIVE = 'SELECT photo_file AS "photoFile", transferred_at AS "transferredAt" FROM reptiles WHERE id = ? AND user_id = ? AND deleted = FALSE';

/** The reptile's space when the caller may read it (`write`: replace its photo) there (spaces/members.ts). */
const spaceOf = async (q: Queryable, userId: string, id: string, write: boolean): Promise<string> =>
  (await reptileSpaceFor(q, userId, id, write ? 'reptile.update.v1' : 'space.read', Date.now())).spaceId;

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
 * Points the reptile at its new photo file and bumps its version in its space (`spaceId`: its
 * keeper's own, or a shared one), in one transaction holding that space (as a push does) that
 * checks again that the reptile is still there (it may have been deleted while the image was being encoded). Answers the file
 * it replaced and the new version; throws 404 when it is gone.
 */
export async function setReptilePhoto(store: Store, spaceId: string, reptileId: string, file: string, now: number): Promise<{ old: string | null; version: number }> {
  return writeInSpace(store, spaceId, now, async (tx, nextVersion) => {
    const row = await ownKept(tx, spaceId, reptileId);
    const version = nextVersion();
    await tx.run('UPDATE reptiles SET photo_file = ?, version = ?, updated_at = ? WHERE id = ?', [file, version, now, reptileId]);
    return { old: row.photoFile, version };
  });
}

export async function replacePhoto(store: Store, files: FileStorage, userId: string, id: string, body: unknown): Promise<{ photoUrl: string; version: number }> {
  const spaceId = await spaceOf(store, userId, id, true);
  await ownKept(store, spaceId, id);
  const file = await storePhoto(files, await processUpload('reptilePhoto', body));
  let replaced: { old: string | null; version: number };
  try {
    replaced = await setReptilePhoto(store, spaceId, id, file, Date.now());
  } catch (err) {
    await deletePhotoFile(files, file);
    throw err;
  }
  if (replaced.old) await deletePhotoFile(files, replaced.old);
  return { photoUrl: photoUrl(id, file) ?? '', version: replaced.version };
}

export async function readPhoto(store: Queryable, files: FileStorage, userId: string, id: string): Promise<Buffer> {
  const { photoFile } = await ownLive(store, await spaceOf(store, userId, id, false), id);
  if (!photoFile) throw notFound();
  const bytes = await readPhotoFile(files, photoFile);
  if (!bytes) throw notFound();
  return bytes;
}
