/**
 * Reptile writes and photos. Every change goes through `mutate` (one transaction with its outbox
 * entry); photos are blobs in `photos`, uploaded once the reptile exists on the server and kept
 * for offline display. Screens call these functions and the hooks, never Dexie or fetch.
 */
import { v7 as uuidv7 } from 'uuid';
import type { MutationInput } from '../../../shared/sync/mutations';
import { ApiError, apiRequest } from '../../lib/api/client';
import { getAccessToken } from '../../lib/session';
import { mutate, registerSyncTask } from '../../lib/sync';
import type { LocalReptile, UserDb } from '../../lib/db';

export type ReptileInput = Omit<MutationInput<'reptile.create.v1'>, 'id'>;
export type ReptilePatch = MutationInput<'reptile.update.v1'>['patch'];

async function keepPhoto(db: UserDb, reptileId: string, blob: Blob): Promise<void> {
  await db.photos.put({ reptileId, blob, state: 'pending', photoUrl: null, updatedAt: Date.now() });
}

/** Stores the new reptile (and its photo) on this device; resolves to its id. */
export async function addReptile(db: UserDb, input: ReptileInput, photo: Blob | null): Promise<string> {
  const id = uuidv7();
  await mutate('reptile.create.v1', { ...input, id });
  if (photo) await keepPhoto(db, id, photo);
  return id;
}

export async function updateReptile(db: UserDb, id: string, patch: ReptilePatch, photo: Blob | null): Promise<void> {
  if (Object.keys(patch).length > 0) await mutate('reptile.update.v1', { id, patch });
  if (photo) await keepPhoto(db, id, photo);
}

export async function deleteReptile(db: UserDb, id: string): Promise<void> {
  await mutate('reptile.delete.v1', { id });
  await db.photos.delete(id);
}

/** Whether a waiting or refused change still refers to this reptile (its photo must stay). */
async function stillReferenced(db: UserDb, reptileId: string): Promise<boolean> {
  const refersTo = (args: unknown) => (args as { id?: unknown } | null)?.id === reptileId;
  return (await db.outbox.filter((e) => refersTo(e.args)).count()) > 0
    || (await db.rejections.filter((r) => refersTo(r.args)).count()) > 0;
}

/**
 * After each pull: upload the photos of reptiles the server now has. Photos of reptiles that are
 * gone (deleted here or elsewhere, and no change refers to them) are removed from the device;
 * one the server refuses stays, marked.
 */
export async function uploadPendingPhotos(db: UserDb): Promise<boolean> {
  let uploaded = false;
  for (const photo of await db.photos.toArray()) {
    const row = await db.reptiles.get(photo.reptileId);
    if (!row) {
      if (!(await stillReferenced(db, photo.reptileId))) await db.photos.delete(photo.reptileId);
      continue;
    }
    if (photo.state !== 'pending' || row.version === 0) continue;
    try {
      const res = await apiRequest<{ photoUrl: string }>(`/api/reptiles/${photo.reptileId}/photo`, { method: 'POST', body: photo.blob, retry: false });
      // Only if the keeper did not pick yet another photo meanwhile.
      await db.transaction('rw', db.photos, async () => {
        const now = await db.photos.get(photo.reptileId);
        if (now?.updatedAt === photo.updatedAt) await db.photos.put({ ...photo, state: 'stored', photoUrl: res.photoUrl });
      });
      uploaded = true;
    } catch (err) {
      if (err instanceof ApiError && [400, 413, 415].includes(err.status)) await db.photos.update(photo.reptileId, { state: 'refused' });
      else if (!(err instanceof ApiError && err.status === 404)) throw err;
    }
  }
  return uploaded;
}
registerSyncTask('reptile-photos', uploadPendingPhotos);

const tried = new Set<string>();

/** Fetches a photo another device uploaded and keeps it for offline use (once per URL per tab). */
export async function downloadPhoto(db: UserDb, reptile: LocalReptile): Promise<void> {
  const url = reptile.photoUrl;
  const token = getAccessToken();
  if (!url || !token || tried.has(url)) return;
  tried.add(url);
  try {
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) return;
    const blob = await res.blob();
    await db.transaction('rw', db.photos, async () => {
      const local = await db.photos.get(reptile.id);
      if (local?.state === 'pending') return;
      await db.photos.put({ reptileId: reptile.id, blob, state: 'stored', photoUrl: url, updatedAt: Date.now() });
    });
  } catch {
    tried.delete(url);
  }
}
