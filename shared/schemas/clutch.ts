/**
 * Clutches are not a table of their own: a clutch is named by the id of the laying log that
 * opened it. A later laying (eggs laid over several days) or a hatching joins it by carrying that
 * id as `clutchId`. Eggs laid and hatched are summed from the breeding logs (rules/breeding.ts),
 * as are its incubation (from its layings) and its latest candling.
 */
import { z } from 'zod';

export const ClutchId = z.uuid({ error: 'errors.clutchInvalid' });

export interface ClutchSummary {
  clutchId: string;
  /** The first laying's date; null when only hatchings name this clutch. */
  laidOn: string | null;
  /** The reptile whose laying opened it (its species sets the expected incubation); null as laidOn. */
  reptileId: string | null;
  eggsLaid: number;
  eggsHatched: number;
  /** The first laying's that gives one: a clutch shares one incubator. */
  incubationTempC: number | null;
  incubationDays: number | null;
  /** The newest candling's counts (each session counts the whole clutch again). */
  candling: Candling | null;
  /** Eggs laid less those the newest candling found infertile or slugs (never below 0). */
  eggsExpected: number;
}

export interface Candling {
  date: string;
  fertile: number;
  infertile: number;
  slugs: number;
}
