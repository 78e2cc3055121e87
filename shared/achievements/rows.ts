/**
 * The server-derived rows that carry achievements, ReptiCoins and the plan to devices through
 * pull (shared/sync/tables.ts registers them). Only the server writes them; the one thing a device
 * may say about them is that the keeper has seen an achievement (`achievement.markSeen.v1`), which
 * clears the navigation's "new" badge on every device of the keeper.
 */
import { z } from 'zod';
import { RowId } from '../schemas/common';

/** The ids of earned achievements (rows, not catalogue ids) the keeper has now seen. */
export const AchievementMarkSeenArgs = z.object({ ids: z.array(RowId).min(1).max(200) });
