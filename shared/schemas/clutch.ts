/**
 * Clutches are not a table of their own: a clutch is named by the id of the laying log that
 * opened it. A later laying (eggs laid over several days) or a hatching joins it by carrying that
 * id as `clutchId`. Eggs laid and hatched are summed from the breeding logs (rules/breeding.ts).
 */
import { z } from 'zod';

export const ClutchId = z.uuid({ error: 'errors.clutchInvalid' });

export interface ClutchSummary {
  clutchId: string;
  /** The first laying's date; null when only hatchings name this clutch. */
  laidOn: string | null;
  eggsLaid: number;
  eggsHatched: number;
}
