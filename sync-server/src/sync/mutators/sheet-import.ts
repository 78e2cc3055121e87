/**
 * A spreadsheet import (shared/schemas/sheet-import.ts), applied whole or not at all: the records
 * are made from the change's cells by the same reader the device used (shared/sheet-import), so
 * the server never takes a record the device made; a row with any problem refuses the import.
 * Each animal and each log is then created by its own mutator, with every check it makes: the
 * plan's reptile limit (counted under the space's lock, so parallel pushes cannot both pass), the
 * matched animals being the keeper's own and live, the per-table row limit. The push runs the
 * change in a savepoint of its own: any refusal rolls back every record before it, and the
 * keeper's import waits whole in the sync panel.
 */
import { MutationRejected } from '../../../../shared/sync/errors';
import { sheetRecords } from '../../../../shared/sheet-import/records';
import type { ServerMutator } from './context';
import { createLog } from './ocr-import';
import { createReptile } from './reptile';

export const importSheet: ServerMutator<'sheetImport.create.v1'> = async (ctx, args) => {
  const records = sheetRecords(args);
  const first = records.problems[0];
  if (first) {
    throw new MutationRejected('invalid-args', `Line ${first.line} of the sheet cannot be imported (${first.key}).`, { line: first.line });
  }
  for (const reptile of records.reptiles) await createReptile(ctx, reptile);
  for (const log of records.logs) await createLog(ctx, log);
};
