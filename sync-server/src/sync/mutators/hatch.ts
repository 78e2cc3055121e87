/**
 * A hatch with its hatchlings' profiles (shared/schemas/hatch.ts), applied whole or not at all:
 * the push runs each mutation in a savepoint of its own, so if any profile is refused (the plan's
 * reptile limit, a parent that is gone) the hatching log and every profile before it roll back,
 * and the keeper's hatch waits in the sync panel as one entry. Each part is made by its own
 * mutator, with every check that mutator makes.
 */
import type { ServerMutator } from './context';
import { SERVER_LOG_MUTATORS } from './reptile-logs';
import { createReptile } from './reptile';

export const hatchClutch: ServerMutator<'clutch.hatch.v1'> = async (ctx, args) => {
  await SERVER_LOG_MUTATORS['breedingLog.create.v1'](ctx, args.log);
  for (const hatchling of args.hatchlings) await createReptile(ctx, hatchling);
};
