/**
 * Prizes (about 18:30 UTC on a month's last day): every result whose month's prize time has passed
 * and that is not paid yet is credited through the ReptiCoins ledger in the winner's sync space,
 * with key `contest:YYYY-MM:<place>`. Marking the result paid and crediting are one transaction;
 * the mark is taken first (`prize_paid_at IS NULL` in its WHERE), so of two processes paying at
 * once one finds nothing left to mark and stops, and the ledger's unique key would refuse a second
 * credit besides. The winner is told in their inbox, once.
 */
import type { Store } from '../db/store';
import { appendEntry } from '../coins/wallet';
import { writeInSpace } from '../sync/spaces';
import { contestEntry } from '../../../shared/coins/ledger';
import { CONTEST_PLACES, type ContestPlace } from '../../../shared/coins/ledger-key';
import { contestPrizesAt } from '../../../shared/contest/phases';
import { prizeFor } from '../../../shared/contest/settings';
import { sendContestNotice } from './messages';
import { readContestSettings } from './settings-store';

interface Unpaid {
  month: string;
  place: ContestPlace;
  userId: string;
}

const asPlace = (n: unknown): ContestPlace | undefined => CONTEST_PLACES.find((p) => p === Number(n));

const MARK_PAID = 'UPDATE contest_results SET prize_paid_at = ? WHERE month = ? AND place = ? AND prize_paid_at IS NULL';

/** Pays one result; answers whether this call paid its winner. Prizes are those of the settings at payment. */
async function payResult(store: Store, r: Unpaid, prize: number, now: number): Promise<boolean> {
  if (!(await store.one('SELECT 1 AS one FROM users WHERE id = ?', [r.userId]))) {
    // The winner deleted their account: nobody to pay; marked so that no run tries again.
    await store.run(MARK_PAID, [now, r.month, r.place]);
    return false;
  }
  return writeInSpace(store, r.userId, now, async (tx, nextVersion) => {
    if ((await tx.run(MARK_PAID, [now, r.month, r.place])) === 0) return false;
    if (prize > 0) {
      const credited = await appendEntry({ tx, userId: r.userId, now, nextVersion }, contestEntry(r.month, r.place, prize));
      if (!credited.ok && credited.code !== 'duplicate') throw new Error(`contest prize refused by the ledger: ${credited.code}`);
    }
    await sendContestNotice(tx, r.userId, { kind: 'prize', month: r.month, place: r.place, prize }, now, `contest-prize:${r.month}:${r.place}`);
    return true;
  });
}

export async function payDuePrizes(store: Store, now: number): Promise<number> {
  const unpaid = await store.all<Omit<Unpaid, 'place'> & { place: number }>(
    'SELECT month, place, user_id AS "userId" FROM contest_results WHERE prize_paid_at IS NULL ORDER BY month, place',
  );
  const due = unpaid.filter((r) => contestPrizesAt(r.month) <= now);
  if (due.length === 0) return 0;
  const settings = await readContestSettings(store);
  let paid = 0;
  for (const r of due) {
    const place = asPlace(r.place);
    if (place !== undefined && await payResult(store, { ...r, place }, prizeFor(settings, place), now)) paid++;
  }
  return paid;
}
