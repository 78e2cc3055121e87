import { useCallback, useState } from 'react';

/**
 * The lines of an import's preview the keeper chose to skip (by their line number in the file):
 * one skipped or taken back, every line with a problem at once, or none again. Shared by the
 * spreadsheet import and a logger's readings import, whose plans read the set.
 */
export function useSkippedLines() {
  const [skipped, setSkipped] = useState<ReadonlySet<number>>(new Set());
  const skip = useCallback((line: number, on: boolean) => setSkipped((now) => {
    const next = new Set(now);
    if (on) next.add(line);
    else next.delete(line);
    return next;
  }), []);
  /** Skips every line the plan marks as having a problem. */
  const skipProblems = useCallback((status: ReadonlyMap<number, string> | undefined) => {
    if (!status) return;
    setSkipped((now) => new Set([...now, ...[...status].filter(([, s]) => s === 'problem').map(([line]) => line)]));
  }, []);
  const reset = useCallback(() => setSkipped(new Set()), []);
  return { skipped, skip, skipProblems, reset };
}
