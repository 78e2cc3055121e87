import { useState } from 'react';
import { morphMarketCsv, morphMarketFileName, type ListingRow } from '../../../shared/marketplace/morphmarket';
import { todayIn } from '../../../shared/rules/calendar-date';
import { downloadText } from '../../lib/download';

export interface SavedListings {
  file: string;
  count: number;
}

/** Saves the listings as `morphmarket-YYYY-MM-DD.csv` on the device; no network is involved. */
export function useMorphMarketExport() {
  const [saved, setSaved] = useState<SavedListings | null>(null);
  const [failed, setFailed] = useState(false);

  function run(rows: readonly ListingRow[]): void {
    setSaved(null);
    setFailed(false);
    try {
      const file = morphMarketFileName(todayIn());
      downloadText(file, morphMarketCsv(rows), 'text/csv;charset=utf-8');
      setSaved({ file, count: rows.length });
    } catch {
      setFailed(true);
    }
  }

  return { run, saved, failed };
}
