/**
 * The generic log kinds with the server checks of their own (see logs.ts). Breeding: a parent
 * chosen from the keeper's reptiles must be one of their live reptiles (`parent-not-found`), and a
 * clutch joined must be a live laying of theirs that opened a clutch (`clutch-not-found`).
 * Feeding stock effects are added with the inventory.
 */
import { opensClutch } from '../../../../shared/rules/breeding';
import type { LogData } from '../../../../shared/mutators/logs';
import { MutationRejected } from '../../../../shared/sync/errors';
import type { MutatorContext } from './context';
import { isLiveReptile, liveLogOf, logMutators } from './logs';

function checkBreeding(ctx: MutatorContext, entry: LogData<'breedingLogs'>, id: string): void {
  for (const parent of [entry.parent1, entry.parent2]) {
    if (parent && 'reptileId' in parent && !isLiveReptile(ctx, parent.reptileId)) {
      throw new MutationRejected('parent-not-found', `Reptile ${parent.reptileId} does not exist.`);
    }
  }
  if (entry.clutchId) {
    const opener = entry.clutchId === id ? null : liveLogOf(ctx, 'breedingLogs', entry.clutchId);
    if (!opener || !opensClutch(opener)) throw new MutationRejected('clutch-not-found', `Clutch ${entry.clutchId} does not exist.`);
  }
}

export const feedingLog = logMutators('feedingLogs');
export const sheddingLog = logMutators('sheddingLogs');
export const healthLog = logMutators('healthLogs');
export const breedingLog = logMutators('breedingLogs', { check: checkBreeding });
export const eventLog = logMutators('eventLogs');
