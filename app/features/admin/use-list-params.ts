import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';

export type ParamPatch<K extends string> = Partial<Record<K | 'page', string | number | null>>;

/**
 * A list screen's filters and page, kept in the URL (`?q=&page=`): a link shares them, a reload
 * keeps them, back and forward step through them. Each change is a history entry; a changed
 * filter starts again at page 1, which the URL leaves out, as it leaves out empty filters.
 */
export function useListParams<K extends string>() {
  const [params, setParams] = useSearchParams();
  const value = (name: K): string => params.get(name) ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1);
  const update = useCallback((patch: ParamPatch<K>, replace = false) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const [name, v] of Object.entries(patch) as [string, string | number | null | undefined][]) {
        if (v === null || v === undefined || v === '' || (name === 'page' && Number(v) <= 1)) next.delete(name);
        else next.set(name, String(v));
      }
      if (!('page' in patch)) next.delete('page');
      return next;
    }, { replace }), [setParams]);
  return { value, page, update };
}

/** Pages needed for `total` rows, at least one. */
export const pageCount = (total: number, perPage: number): number => Math.max(1, Math.ceil(total / perPage));

/**
 * A page past the end (a shared link, fewer rows since): the last page instead of an empty one,
 * replacing the URL rather than adding a step back to nothing. `pages` is null until known.
 */
export function useLastPageClamp(pages: number | null, page: number, update: (patch: { page: number }, replace?: boolean) => void): void {
  useEffect(() => {
    if (pages !== null && page > pages) update({ page: pages }, true);
  }, [pages, page, update]);
}
