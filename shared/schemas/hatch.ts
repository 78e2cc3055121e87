/**
 * A hatch recorded with the hatchlings' profiles, as one offline change (`clutch.hatch.v1`): the
 * hatching breeding log and a reptile per hatchling (parents, clutch and hatch date filled, sex
 * unknown by default). The server applies all of it or none: a hatch that would pass the plan's
 * reptile limit waits whole in the sync panel, like an OCR import (docs/decisions/0028).
 */
import { z } from 'zod';
import { BreedingLogCreateArgs } from './breeding-log';
import { ReptileCreateArgs } from './reptile';

/** At most this many profiles in one hatch: the largest clutches (some pythons, Nile monitors) stay under it. */
export const HATCH_MAX_PROFILES = 100;

export const ClutchHatchArgs = z.object({
  log: BreedingLogCreateArgs,
  hatchlings: z.array(ReptileCreateArgs).min(1, 'errors.hatchlingsRequired').max(HATCH_MAX_PROFILES, 'errors.tooManyHatchlings'),
}).superRefine((v, ctx) => {
  if (v.log.eventType !== 'hatching') ctx.addIssue({ code: 'custom', path: ['log', 'eventType'], message: 'errors.hatchOnly' });
  if (v.log.outcomeCount != null && v.hatchlings.length > v.log.outcomeCount) {
    ctx.addIssue({ code: 'custom', path: ['hatchlings'], message: 'errors.moreProfilesThanHatched' });
  }
  const ids = new Set([v.log.id]);
  v.hatchlings.forEach((h, i) => {
    if (ids.has(h.id)) ctx.addIssue({ code: 'custom', path: ['hatchlings', i, 'id'], message: 'errors.duplicateId' });
    ids.add(h.id);
    // Each profile says where it came from: this hatch's clutch and date.
    if ((h.clutchId ?? null) !== (v.log.clutchId ?? null) || h.hatchDate !== v.log.date) {
      ctx.addIssue({ code: 'custom', path: ['hatchlings', i], message: 'errors.hatchlingMismatch' });
    }
  });
});
export type ClutchHatchArgs = z.output<typeof ClutchHatchArgs>;
