/**
 * The import's one write: the sheet's confirmed rows, as ONE change (`sheetImport.create.v1`)
 * through `mutate`, so the animals and their logs are on the device at once, work offline and
 * reach the server whole; refused there, the import waits whole in the sync panel with its rows.
 */
import { v7 as uuidv7 } from 'uuid';
import { sheetImportArgs, type ImportSource, type SheetPlan } from '../../../shared/sheet-import/plan';
import { MAX_PUSH_BYTES } from '../../../shared/sync/constants';
import { mutate } from '../../lib/sync';

/** A change larger than a push may carry (with room for the push's own envelope). */
export class ImportTooLargeError extends Error {}
const MAX_CHANGE_BYTES = Math.floor(MAX_PUSH_BYTES * 0.9);

export async function importSheet(source: ImportSource, plan: SheetPlan): Promise<{ animals: number; logs: number }> {
  const args = sheetImportArgs(uuidv7(), source, plan, uuidv7);
  if (new TextEncoder().encode(JSON.stringify(args)).length > MAX_CHANGE_BYTES) throw new ImportTooLargeError();
  await mutate('sheetImport.create.v1', args);
  return { animals: plan.newAnimals.length, logs: plan.logs };
}
