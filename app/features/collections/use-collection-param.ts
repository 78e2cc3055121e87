import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { LocalCollection } from './use-collections';

/**
 * The collection a list is narrowed to, kept in the address (`?collection=<id>`) so a link or a
 * reload shows the same; other parameters stay. A collection deleted since (or not synced to
 * this device yet) narrows nothing: null, every reptile.
 */
export function useCollectionParam(collections: readonly LocalCollection[] | undefined): [string | null, (id: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('collection');
  const current = asked && collections?.some((c) => c.id === asked) ? asked : null;
  const choose = useCallback((id: string | null) => {
    setParams((now) => {
      const next = new URLSearchParams(now);
      if (id) next.set('collection', id);
      else next.delete('collection');
      return next;
    }, { replace: true });
  }, [setParams]);
  return [current, choose];
}
