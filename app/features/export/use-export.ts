import { useState } from 'react';
import { toCsv } from '../../../shared/rules/csv';
import { todayIn } from '../../../shared/rules/calendar-date';
import { csvFileName, exportFileName, type ExportScope } from '../../../shared/rules/export';
import { useUserDb } from '../../lib/db/use-user-db';
import { downloadBlob, downloadText } from '../../lib/download';
import { csvArchive } from './csv-archive';
import { readCsvExport, readJsonExport } from './export-repository';

export type ExportFormat = 'json' | 'csv';

/** What the last export saved: one JSON file, or one archive holding `files` CSV files. */
export interface SavedExport {
  format: ExportFormat;
  files: number;
}

/**
 * Exports the scope as one file on demand. Read at click time rather than live: the file is a
 * snapshot, and a live query would re-read every table on each sync for nothing. CSV is one file
 * per table with rows, delivered together in one ZIP archive (a single download).
 */
export function useExport(scope: ExportScope) {
  const db = useUserDb();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [failed, setFailed] = useState(false);
  const [saved, setSaved] = useState<SavedExport | null>(null);

  async function run(format: ExportFormat): Promise<void> {
    if (!db) return;
    setBusy(format);
    setFailed(false);
    setSaved(null);
    try {
      const today = todayIn();
      if (format === 'json') {
        downloadText(exportFileName(scope, today, 'json'), `${JSON.stringify(await readJsonExport(db, scope), null, 2)}\n`, 'application/json');
        setSaved({ format, files: 1 });
      } else {
        const tables = await readCsvExport(db, scope);
        const files = tables.map((table) => ({ name: csvFileName(scope, today, table.fileSuffix), text: toCsv(table.rows, table.columns) }));
        downloadBlob(exportFileName(scope, today, 'zip'), await csvArchive(files));
        setSaved({ format, files: files.length });
      }
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  }

  return { run, busy, failed, saved, ready: db !== null };
}
