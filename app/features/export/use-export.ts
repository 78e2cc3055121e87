import { useState } from 'react';
import { toCsv } from '../../../shared/rules/csv';
import { todayIn } from '../../../shared/rules/calendar-date';
import { csvFileName, exportFileName, type ExportScope } from '../../../shared/rules/export';
import { useUserDb } from '../../lib/db/use-user-db';
import { downloadText } from '../../lib/download';
import { readCsvExport, readJsonExport } from './export-repository';

export type ExportFormat = 'json' | 'csv';

/**
 * Browsers drop some of several downloads started in the same task; a short pause between them
 * keeps each one (Chromium then asks once whether the site may save several files).
 */
const BETWEEN_DOWNLOADS_MS = 250;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Exports the scope as a file on demand. Read at click time rather than live: the file is a
 * snapshot, and a live query would re-read every table on each sync for nothing. CSV is one file
 * per table with rows, one download each: no archive library for a handful of small text files.
 */
export function useExport(scope: ExportScope) {
  const db = useUserDb();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [failed, setFailed] = useState(false);
  const [savedFiles, setSavedFiles] = useState<number | null>(null);

  async function run(format: ExportFormat): Promise<void> {
    if (!db) return;
    setBusy(format);
    setFailed(false);
    setSavedFiles(null);
    try {
      const today = todayIn();
      if (format === 'json') {
        downloadText(exportFileName(scope, today, 'json'), `${JSON.stringify(await readJsonExport(db, scope), null, 2)}\n`, 'application/json');
        setSavedFiles(1);
      } else {
        const files = await readCsvExport(db, scope);
        for (const [i, file] of files.entries()) {
          if (i > 0) await pause(BETWEEN_DOWNLOADS_MS);
          downloadText(csvFileName(scope, today, file.fileSuffix), toCsv(file.rows, file.columns), 'text/csv;charset=utf-8');
        }
        setSavedFiles(files.length);
      }
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  }

  return { run, busy, failed, savedFiles, ready: db !== null };
}
