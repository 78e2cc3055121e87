/**
 * Local mutators whose pure code is too large for the app's entry chunk load it first. The
 * spreadsheet import's mutator reads the sheet again with the shared reader (the OCR vocabulary,
 * the gene catalogue, the log schemas' checks), which only the import screen otherwise needs. An
 * IndexedDB transaction ends at an await of anything but its own requests, so the module cannot
 * load inside the transaction that runs the mutator: `mutate` awaits `prepareMutators` with the
 * names it is about to run, and the pull with the outbox's before its rebase. Once loaded, a
 * module stays.
 */
import type { MutationName } from '../../../shared/sync/mutations';
import type * as SheetRecords from '../../../shared/sheet-import/records';

type SheetReader = typeof SheetRecords;
let sheetReader: SheetReader | null = null;

const LOADERS: Partial<Record<MutationName, () => Promise<void>>> = {
  'sheetImport.create.v1': async () => {
    sheetReader ??= await import('../../../shared/sheet-import/records');
  },
};

/** Loads what the named mutations' local mutators need; resolves at once for the others. */
export async function prepareMutators(names: Iterable<string>): Promise<void> {
  for (const name of new Set(names)) await LOADERS[name as MutationName]?.();
}

/** The spreadsheet reader, loaded by `prepareMutators` before the transaction that needs it. */
export function loadedSheetReader(): SheetReader {
  if (!sheetReader) throw new Error('sheetImport.create.v1 ran before prepareMutators loaded its reader');
  return sheetReader;
}
