/**
 * The import's one write: every log made from the reviewed rows, with the import's own row, as
 * ONE change (`ocrImport.create.v1`) through `mutate`, so it is on the device at once, works
 * offline and reaches the server whole. The server counts it against the plan's lifetime limit
 * when it syncs; refused, it waits with all its logs in the sync panel.
 */
import { v7 as uuidv7 } from 'uuid';
import { ocrRowToLog } from '../../../shared/ocr/convert';
import type { OcrLanguage, OcrRow } from '../../../shared/ocr/rows';
import type { OcrLog } from '../../../shared/schemas/ocr-import';
import { mutate } from '../../lib/sync';

export interface ImportPlan {
  logs: OcrLog[];
  /** Rows that will not be logs: removed from those read, or still with a problem. */
  skipped: number;
}

/** What an import of these rows would write now; the keeper sees the counts before confirming. */
export function planImport(rows: readonly OcrRow[], removedRead: number, ctx: { reptileId: string; today: string }): ImportPlan {
  const logs: OcrLog[] = [];
  let skipped = removedRead;
  for (const row of rows) {
    const made = ocrRowToLog(row, { reptileId: ctx.reptileId, id: uuidv7(), today: ctx.today });
    if (made.ok) logs.push(made.log);
    else skipped += 1;
  }
  return { logs, skipped };
}

/** Stores the import on this device (it syncs later); resolves to its id. */
export async function importOcrLogs(plan: ImportPlan, ctx: { reptileId: string; language: OcrLanguage }): Promise<string> {
  const id = uuidv7();
  await mutate('ocrImport.create.v1', { id, reptileId: ctx.reptileId, language: ctx.language, skipped: plan.skipped, logs: plan.logs });
  return id;
}
