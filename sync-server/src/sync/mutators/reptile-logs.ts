/**
 * The generic log kinds with the server checks of their own (see logs.ts). Breeding: a parent
 * chosen from the keeper's reptiles must be one of their live reptiles (`parent-not-found`), and a
 * clutch joined must be a live laying of theirs that opened a clutch (`clutch-not-found`).
 * Feeding: a feeding created from inventory with "deduct" on takes its items from the feeder in
 * the same savepoint (`feeder-not-found`, `insufficient-stock` with the available count); a
 * refusal rolls the log back too, so the keeper's entry waits in the sync panel. Edits and deletes
 * of a feeding never move stock (decision record 0003).
 */
import { opensClutch } from '../../../../shared/rules/breeding';
import { feedingStockEffect } from '../../../../shared/rules/feeding';
import { byLogMutation, type LogCreateArgs, type LogData, type LogMutationName, type LogTable } from '../../../../shared/mutators/logs';
import { MutationRejected } from '../../../../shared/sync/errors';
import type { MutatorContext, ServerMutator } from './context';
import { isLiveReptile, liveLogOf, logMutators, type LogHooks } from './logs';
import { takeFromFeeder } from './feeder';

async function checkBreeding(ctx: MutatorContext, entry: LogData<'breedingLogs'>, id: string): Promise<void> {
  for (const parent of [entry.parent1, entry.parent2]) {
    if (parent && 'reptileId' in parent && !(await isLiveReptile(ctx, parent.reptileId))) {
      throw new MutationRejected('parent-not-found', `Reptile ${parent.reptileId} does not exist.`);
    }
  }
  if (entry.clutchId) {
    const opener = entry.clutchId === id ? null : await liveLogOf(ctx, 'breedingLogs', entry.clutchId);
    if (!opener || !opensClutch(opener)) throw new MutationRejected('clutch-not-found', `Clutch ${entry.clutchId} does not exist.`);
  }
}

async function deductFeeding(ctx: MutatorContext, args: LogCreateArgs<'feedingLogs'>): Promise<void> {
  const effect = feedingStockEffect(args);
  if (effect) await takeFromFeeder(ctx, effect.feederId, effect.quantity);
}

/** The kinds with checks of their own; every other kind takes logMutators' defaults. */
const HOOKS: { [T in LogTable]?: LogHooks<T> } = {
  feedingLogs: { afterCreate: deductFeeding },
  breedingLogs: { check: checkBreeding },
};

/** Every generic log kind's create, update and delete, under the registry's names (byLogMutation). */
export const SERVER_LOG_MUTATORS = byLogMutation<unknown>((table) => {
  const m = logMutators(table, HOOKS[table] as LogHooks<typeof table> | undefined);
  return { create: m.create, update: m.update, delete: m.remove };
}) as { [N in LogMutationName]: ServerMutator<N> };
