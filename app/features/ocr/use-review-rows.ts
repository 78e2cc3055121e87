import { useCallback, useState } from 'react';
import { v7 as uuidv7 } from 'uuid';
import type { OcrRow } from '../../../shared/ocr/rows';

export interface ReviewRows {
  rows: OcrRow[];
  /** Rows read from the photo that the keeper removed: counted as skipped ("left out") at import. */
  removedRead: number;
}

const EMPTY: ReviewRows = { rows: [], removedRead: 0 };

/**
 * The rows under review, as the keeper edits them. Rows they add by hand are told apart from rows
 * read from the photo (their keys are remembered), so removing one they added is not "skipped".
 */
export function useReviewRows(today: string) {
  const [state, setState] = useState<ReviewRows>(EMPTY);
  const [added, setAdded] = useState<ReadonlySet<string>>(new Set());

  const load = useCallback((rows: OcrRow[]) => {
    setState({ rows, removedRead: 0 });
    setAdded(new Set());
  }, []);
  const clear = useCallback(() => load([]), [load]);
  const update = useCallback((key: string, patch: Partial<Omit<OcrRow, 'key'>>) => {
    setState((s) => ({ ...s, rows: s.rows.map((r) => (r.key === key ? { ...r, ...patch } : r)) }));
  }, []);
  const remove = useCallback((key: string) => {
    setState((s) => ({ rows: s.rows.filter((r) => r.key !== key), removedRead: s.removedRead + (added.has(key) ? 0 : 1) }));
  }, [added]);
  const add = useCallback(() => {
    const key = uuidv7();
    setAdded((a) => new Set(a).add(key));
    setState((s) => ({ ...s, rows: [...s.rows, { key, date: today, reptileName: '', eventType: 'event', details: '' }] }));
  }, [today]);

  return { ...state, load, clear, update, remove, add };
}
