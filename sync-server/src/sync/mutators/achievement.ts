/**
 * The one thing a device says about achievements: the keeper has seen them (the navigation's
 * "new" count). Only the keeper's own rows, only once: rows already seen keep their first time.
 */
import type { ServerMutator } from './context';

export const markAchievementsSeen: ServerMutator<'achievement.markSeen.v1'> = async (ctx, args) => {
  for (const id of new Set(args.ids)) {
    await ctx.tx.run('UPDATE user_achievements SET seen_at = ?, version = ?, updated_at = ? WHERE id = ? AND user_id = ? AND seen_at IS NULL',
      [ctx.now, ctx.nextVersion(), ctx.now, id, ctx.userId]);
  }
};
