import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { STATUSES_OF, type FeedbackKind } from '../../../shared/api/feedback';
import { ARCHIVED_FILTERS, type ArchivedFilter, type FeedbackFilters } from './feedback-admin-api';

/**
 * The list's filters and page, kept in the URL (`?status=&archived=&q=&page=`) as the admin
 * area's other lists keep theirs: a reload or a shared link shows the same list, back steps back.
 * Defaults (every status, the queue, page 1) are left out; a changed filter starts at page 1.
 * What the URL holds is checked: an unknown status or archive choice counts as none.
 */
export function useFeedbackFilters(kind: FeedbackKind) {
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? '';
  const archived = params.get('archived') ?? '';
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1);
  const filters = useMemo<FeedbackFilters>(() => ({
    status: (STATUSES_OF[kind] as readonly string[]).includes(status) ? status : '',
    archived: (ARCHIVED_FILTERS as readonly string[]).includes(archived) ? (archived as ArchivedFilter) : 'false',
    q: q.trim(),
    page,
  }), [kind, status, archived, q, page]);

  const update = useCallback((patch: Partial<FeedbackFilters>, replace = false) => setParams((previous) => {
    const next = new URLSearchParams(previous);
    const set = (name: string, value: string | number | undefined, fallback: string) => {
      if (value === undefined) return;
      if (String(value) === fallback || value === '') next.delete(name);
      else next.set(name, String(value));
    };
    set('status', patch.status, '');
    set('archived', patch.archived, 'false');
    set('q', patch.q?.trim(), '');
    if (patch.page !== undefined) set('page', patch.page, '1');
    else next.delete('page');
    return next;
  }, { replace }), [setParams]);

  return { filters, update };
}
