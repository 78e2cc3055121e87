import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo } from 'react';
import { useUserDb } from '../../lib/db/use-user-db';
import type { LocalReptile } from '../../lib/db';
import { downloadPhoto } from './reptiles-repository';

export interface ReptilePhoto {
  url: string | null;
  /** The server would not take the photo chosen on this device. */
  refused: boolean;
}

/**
 * The picture to show: the one chosen here if it has not reached the server (or is the server's
 * current one), else the server's, downloaded once and kept for offline use.
 */
export function useReptilePhoto(reptile: LocalReptile | null | undefined): ReptilePhoto {
  const db = useUserDb();
  const id = reptile?.id;
  // null: no photo stored here; undefined: still reading.
  const photo = useLiveQuery(async () => (db && id ? ((await db.photos.get(id)) ?? null) : null), [db, id]);
  const current = photo && (photo.state !== 'stored' || photo.photoUrl === reptile?.photoUrl) ? photo : undefined;
  const blob = current?.blob;
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => {
    if (url) URL.revokeObjectURL(url);
  }, [url]);
  const needsDownload = photo !== undefined && !current && Boolean(reptile?.photoUrl);
  useEffect(() => {
    if (needsDownload && db && reptile) void downloadPhoto(db, reptile);
  }, [needsDownload, db, reptile]);
  return { url, refused: current?.state === 'refused' };
}
