/**
 * The one thing a device writes about achievements: that the keeper has seen them. It goes
 * through `mutate` like every write, so it works offline; the optimistic side sets `seenAt` on
 * this device at once (the badge clears), and the server's answer clears it on the keeper's other
 * devices. Awards themselves are only ever written by the server.
 */
import { mutate } from '../../lib/sync';

/**
 * AchievementMarkSeenArgs takes at most 200 ids. The catalogue has far fewer entries (one row per
 * achievement), so this is one mutation in practice; splitting keeps a bigger catalogue valid.
 */
const MAX_PER_MUTATION = 200;

export async function markAchievementsSeen(rowIds: readonly string[]): Promise<void> {
  for (let start = 0; start < rowIds.length; start += MAX_PER_MUTATION) {
    await mutate('achievement.markSeen.v1', { ids: rowIds.slice(start, start + MAX_PER_MUTATION) });
  }
}
