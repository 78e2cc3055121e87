/**
 * An OCR import (shared/schemas/ocr-import.ts), applied whole or not at all: the push runs each
 * mutation in a savepoint of its own, so a refusal of any of its logs rolls back the import row
 * and every log before it, and the keeper's rows wait together in the sync panel.
 *
 * The plan's OCR limit is a lifetime count of the user's imports (shared/plans.ts), checked under
 * the user's space lock against the plan active now: two devices importing the last allowed one
 * at once cannot both pass. Each log is created by its own kind's mutator, with every check that
 * kind makes (the reptile is the keeper's and live, the row limit, a clutch, ...).
 */
import { activeTier } from '../../../../shared/rules/active-tier';
import { planForTier } from '../../../../shared/plans';
import { MutationRejected } from '../../../../shared/sync/errors';
import type { OcrLog } from '../../../../shared/schemas/ocr-import';
import { readWallet } from '../../coins/wallet';
import type { MutatorContext, ServerMutator } from './context';
import { createGrowthLog } from './growth-log';
import { SERVER_LOG_MUTATORS } from './reptile-logs';
import { checkKeptReptile } from './logs';
import { admitRow, insertNew } from './rows';

/** The user's imports so far (every one counts, whatever became of its reptile or logs). */
export async function ocrImportsUsed(q: MutatorContext['tx'], userId: string): Promise<number> {
  return Number((await q.one<{ n: number | string }>('SELECT count(*) AS n FROM ocr_imports WHERE user_id = ?', [userId]))?.n ?? 0);
}

/** One imported log, made by its own kind's mutator (an OCR or a spreadsheet import). */
export async function createLog(ctx: MutatorContext, log: OcrLog): Promise<void> {
  switch (log.kind) {
    case 'growthLog': return createGrowthLog(ctx, log.args);
    case 'feedingLog': return SERVER_LOG_MUTATORS['feedingLog.create.v1'](ctx, log.args);
    case 'sheddingLog': return SERVER_LOG_MUTATORS['sheddingLog.create.v1'](ctx, log.args);
    case 'healthLog': return SERVER_LOG_MUTATORS['healthLog.create.v1'](ctx, log.args);
    case 'breedingLog': return SERVER_LOG_MUTATORS['breedingLog.create.v1'](ctx, log.args);
    case 'eventLog': return SERVER_LOG_MUTATORS['eventLog.create.v1'](ctx, log.args);
  }
}

export const createOcrImport: ServerMutator<'ocrImport.create.v1'> = async (ctx, args) => {
  await checkKeptReptile(ctx, args.reptileId);
  const wallet = await ctx.memo('wallet', () => readWallet(ctx.tx, ctx.ownerId));
  const limit = planForTier(activeTier(wallet.premiumTier, wallet.premiumExpiresAt, ctx.now)).ocrImportLimit;
  if ((await ocrImportsUsed(ctx.tx, ctx.userId)) >= limit) {
    throw new MutationRejected('ocr-limit', `Your plan allows ${limit} OCR imports.`, { limit });
  }
  await admitRow(ctx, 'ocr_imports');
  await insertNew(ctx,
    'INSERT INTO ocr_imports (id, user_id, reptile_id, language, log_count, skipped, imported_at, version, created_at, updated_at, deleted) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, FALSE)',
    [args.id, ctx.userId, args.reptileId, args.language, args.logs.length, args.skipped, ctx.now, ctx.nextVersion(), ctx.now, ctx.now], args.id);
  for (const log of args.logs) await createLog(ctx, log);
};
