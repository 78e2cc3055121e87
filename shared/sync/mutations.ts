/**
 * The mutation registry: every name a client may push, with the zod schema of its arguments.
 * Names carry a version (`.v1`): changing what a mutation means adds `.v2` next to `.v1`, and the
 * server keeps accepting `.v1` for as long as old clients may still hold it in their outbox.
 */
import type { z } from 'zod';
import { ReptileCreateArgs, ReptileDeleteArgs, ReptileUpdateArgs } from '../schemas/reptile';
import { GrowthLogCreateArgs, GrowthLogDeleteArgs, GrowthLogUpdateArgs } from '../schemas/growth-log';

export const MUTATIONS = {
  'reptile.create.v1': ReptileCreateArgs,
  'reptile.update.v1': ReptileUpdateArgs,
  'reptile.delete.v1': ReptileDeleteArgs,
  'growthLog.create.v1': GrowthLogCreateArgs,
  'growthLog.update.v1': GrowthLogUpdateArgs,
  'growthLog.delete.v1': GrowthLogDeleteArgs,
} as const;

export type MutationName = keyof typeof MUTATIONS;
/** What a caller passes (defaults may be omitted). */
export type MutationInput<N extends MutationName> = z.input<(typeof MUTATIONS)[N]>;
/** What the schema produces (trimmed, defaults filled): what is stored and sent. */
export type MutationArgs<N extends MutationName> = z.output<(typeof MUTATIONS)[N]>;

export function isMutationName(name: string): name is MutationName {
  return Object.hasOwn(MUTATIONS, name);
}
