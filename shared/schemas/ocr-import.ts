/**
 * An OCR import as one offline change (`ocrImport.create.v1`): the import's id, the reptile and
 * source language chosen, and the logs made from the reviewed rows. The server counts it against
 * the plan's lifetime OCR import limit and applies every log or none: an import over the limit, or
 * one whose log the server refuses, waits whole in the sync panel (decision record 0015).
 */
import { z } from 'zod';
import { RowId } from './common';
import { GrowthLogCreateArgs } from './growth-log';
import { FeedingLogCreateArgs } from './feeding-log';
import { SheddingLogCreateArgs } from './shedding-log';
import { HealthLogCreateArgs } from './health-log';
import { BreedingLogCreateArgs } from './breeding-log';
import { EventLogCreateArgs } from './event-log';
import { OCR_LANGUAGES } from '../ocr/rows';

/** At most this many logs in one import: a dense A4 sheet holds about 40 lines. */
export const OCR_IMPORT_MAX_LOGS = 200;

export const OcrLog = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('growthLog'), args: GrowthLogCreateArgs }),
  z.object({ kind: z.literal('feedingLog'), args: FeedingLogCreateArgs }),
  z.object({ kind: z.literal('sheddingLog'), args: SheddingLogCreateArgs }),
  z.object({ kind: z.literal('healthLog'), args: HealthLogCreateArgs }),
  z.object({ kind: z.literal('breedingLog'), args: BreedingLogCreateArgs }),
  z.object({ kind: z.literal('eventLog'), args: EventLogCreateArgs }),
], { error: 'errors.ocrLogInvalid' });
export type OcrLog = z.output<typeof OcrLog>;
export type OcrLogInput = z.input<typeof OcrLog>;
export type OcrLogKind = OcrLog['kind'];

export const OcrImportCreateArgs = z.object({
  id: RowId,
  reptileId: RowId,
  language: z.enum(OCR_LANGUAGES, { error: 'errors.ocrLanguageInvalid' }),
  /** Rows the keeper left out or the import could not use: kept for the record ("imported N, skipped M"). */
  skipped: z.number().int().min(0).max(10_000),
  logs: z.array(OcrLog).min(1, 'errors.ocrNothingToImport').max(OCR_IMPORT_MAX_LOGS, 'errors.ocrTooManyRows'),
}).superRefine((v, ctx) => {
  const ids = new Set<string>();
  v.logs.forEach((log, i) => {
    if (log.args.reptileId !== v.reptileId) ctx.addIssue({ code: 'custom', path: ['logs', i, 'args', 'reptileId'], message: 'errors.ocrOtherReptile' });
    if (ids.has(log.args.id)) ctx.addIssue({ code: 'custom', path: ['logs', i, 'args', 'id'], message: 'errors.ocrDuplicateId' });
    ids.add(log.args.id);
    // Imported feedings are typed by hand on paper: they never move the inventory's stock.
    if (log.kind === 'feedingLog' && log.args.source.kind === 'inventory') ctx.addIssue({ code: 'custom', path: ['logs', i, 'args', 'source'], message: 'errors.ocrLogInvalid' });
  });
});
export type OcrImportCreateArgs = z.output<typeof OcrImportCreateArgs>;
