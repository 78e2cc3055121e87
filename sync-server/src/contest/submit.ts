/**
 * A keeper enters a photo. The cheap refusals (phase, bar, limit) come before the image is
 * decoded, so a refused keeper costs no sharp work; they are checked again in the transaction that
 * inserts the entry, which holds the keeper's sync space: two uploads of one keeper at once are
 * decided one after the other, so the monthly limit holds under concurrency on both databases.
 */
import { v7 as uuidv7 } from 'uuid';
import type { Queryable, Store } from '../db/store';
import type { FileStorage } from '../storage/files';
import { awardAfterPush, RaisedCounters } from '../achievements/award';
import { writeInSpace } from '../sync/spaces';
import { contestPhaseAt } from '../../../shared/contest/phases';
import { contestImageUrl, type OwnEntryView } from '../../../shared/api/contest';
import { contestError } from './errors';
import { deleteContestImage, saveContestImage } from './image-store';
import { entriesUsed, refuseIfBanned } from './keepers';
import { readContestSettings } from './settings-store';

async function refuseUnlessOpen(q: Queryable, userId: string, now: number): Promise<string> {
  const settings = await readContestSettings(q);
  const { month, phase } = contestPhaseAt(now, settings);
  if (phase !== 'submission') throw contestError('contest-not-open');
  await refuseIfBanned(q, userId, now);
  if (await entriesUsed(q, userId, month) >= settings.entriesPerKeeper) throw contestError('entry-limit', { limit: settings.entriesPerKeeper });
  return month;
}

export async function submitEntry(store: Store, files: FileStorage, userId: string, body: unknown, caption: string | null, clock: () => number): Promise<OwnEntryView> {
  await refuseUnlessOpen(store, userId, clock());
  const file = await saveContestImage(files, body);
  try {
    // The clock is read again: encoding may have taken the upload past the end of submissions.
    const now = clock();
    return await writeInSpace(store, userId, now, async (tx, nextVersion) => {
      const month = await refuseUnlessOpen(tx, userId, now);
      const id = uuidv7();
      await tx.run(
        "INSERT INTO contest_entries (id, user_id, month, image_file, caption, status, created_at) VALUES (?, ?, ?, ?, ?, 'pending', ?)",
        [id, userId, month, file, caption, now],
      );
      // "Contest Debut" with the first entry, in the same transaction (as a push awards).
      await awardAfterPush({ tx, userId, now, nextVersion }, new RaisedCounters().raise('contestEntries'));
      return { id, month, caption, createdAt: now, votes: null, mine: true, status: 'pending' as const, imageUrl: contestImageUrl(id) };
    });
  } catch (err) {
    await deleteContestImage(files, file);
    throw err;
  }
}
