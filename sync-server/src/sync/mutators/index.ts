/**
 * The server side of the mutation registry (shared/sync/mutations.ts): one mutator per name.
 * `satisfies` makes a name without a server mutator a type error.
 */
import type { MutationName } from '../../../../shared/sync/mutations';
import type { ServerMutator } from './context';
import { createReptile, deleteReptile, updateReptile } from './reptile';
import { createGrowthLog, deleteGrowthLog, updateGrowthLog } from './growth-log';

export const SERVER_MUTATORS = {
  'reptile.create.v1': createReptile,
  'reptile.update.v1': updateReptile,
  'reptile.delete.v1': deleteReptile,
  'growthLog.create.v1': createGrowthLog,
  'growthLog.update.v1': updateGrowthLog,
  'growthLog.delete.v1': deleteGrowthLog,
} satisfies { [N in MutationName]: ServerMutator<N> };
