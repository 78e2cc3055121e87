import { useState } from 'react';
import { toCsv } from '../../../shared/rules/csv';
import { todayIn } from '../../../shared/rules/calendar-date';
import { EXPORT_TABLES, exportFileName, type ExportScope } from '../../../shared/rules/export';
import { useUserDb } from '../../lib/db/use-user-db';
import { downloadText } from './download';
import { readExport, readJsonExport } from './export-repository';

export type ExportFormat = 'json' | 'csv';

/**
 * Exports the scope as a file on demand. Read at click time rather than live: the file is a
 * snapshot, and a live query would re-read every table on each sync for nothing.
 */
export function useExport(scope: ExportScope) {
  const db = useUserDb();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [failed, setFailed] = useState(false);

  async function run(format: ExportFormat): Promise<void> {
    if (!db) return;
    setBusy(format);
    setFailed(false);
    try {
      const name = exportFileName(scope, todayIn(), format);
      if (format === 'json') {
        downloadText(name, `${JSON.stringify(await readJsonExport(db, scope), null, 2)}\n`, 'application/json');
      } else {
        // One CSV per table; today that is reptiles only. When log tables are registered they
        // become further files (e.g. herptrack-nagini-feedings-<date>.csv), one per table.
        const { reptiles } = await readExport(db, scope);
        downloadText(name, toCsv(reptiles, EXPORT_TABLES.reptiles.columns), 'text/csv;charset=utf-8');
      }
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  }

  return { run, busy, failed, ready: db !== null };
}
