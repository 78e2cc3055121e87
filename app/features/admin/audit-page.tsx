import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../lib/format';
import { QueryState } from '../calendar';
import { fetchAudit, type AuditQuery } from './admin-api';
import { useAdminErrorMessage } from './admin-errors';
import { AUDIT_ACTIONS, isKnownAction } from './audit-actions';
import { AuditEntry } from './audit-entry';
import { FilterChip } from './filter-chip';
import { ListPaging } from './list-paging';
import { adminKeys } from './query-keys';
import { pageCount, useLastPageClamp, useListParams } from './use-list-params';

export const AUDIT_PER_PAGE = 25;

/**
 * /admin/audit: every admin and moderator action, newest first, by action, by who did it or by
 * what it was done to (those two from an entry: their ids are not for typing). Filters and page
 * live in the URL.
 */
export function AdminAuditPage() {
  const { t, i18n } = useTranslation('admin');
  const errorMessage = useAdminErrorMessage();
  const { value, page, update } = useListParams<'action' | 'actor' | 'target'>();
  const action = value('action');
  const query: AuditQuery = { action: action || undefined, actorId: value('actor') || undefined, targetId: value('target') || undefined, page, perPage: AUDIT_PER_PAGE };
  const audit = useQuery({ queryKey: adminKeys.audit(query), queryFn: ({ signal }) => fetchAudit(query, signal), placeholderData: keepPreviousData });
  useLastPageClamp(audit.data && !audit.isPlaceholderData ? pageCount(audit.data.total, AUDIT_PER_PAGE) : null, page, update);
  const filtered = Boolean(query.action || query.actorId || query.targetId);
  const first = audit.data?.items[0];
  const actorName = first?.actorEmail ?? t('audit.oneActor');
  const actionOptions = [...AUDIT_ACTIONS, ...(action && !isKnownAction(action) ? [action] : [])]
    .map((a) => ({ value: a, label: isKnownAction(a) ? t(`auditActions.${a}`) : a }));

  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Title order={1}>{t('audit.title')}</Title>
        <Text c="dimmed" size="sm">{t('audit.description')}</Text>
      </Stack>
      <Select label={t('audit.action')} w={{ base: '100%', xs: 320 }} value={action || 'all'} allowDeselect={false} searchable
        data={[{ value: 'all', label: t('audit.allActions') }, ...actionOptions]}
        onChange={(next) => update({ action: next === 'all' ? null : next })} />
      {filtered && (
        <Group gap="sm">
          {query.actorId && <FilterChip label={t('audit.actorFilter', { actor: actorName })} clearLabel={t('audit.clearActor')} onClear={() => update({ actor: null })} />}
          {query.targetId && <FilterChip label={t('audit.targetFilter', { target: query.targetId.slice(-8) })} clearLabel={t('audit.clearTarget')} onClear={() => update({ target: null })} />}
          <Button variant="subtle" size="xs" onClick={() => update({ action: null, actor: null, target: null })}>{t('filters.clearAll')}</Button>
        </Group>
      )}
      <QueryState query={audit} loadingLabel={t('audit.loading')} errorText={(e) => errorMessage(e, 'audit.failed')}>
        {(data) => (
          <Stack gap="md">
            <Text size="sm" aria-live="polite">{t('audit.total', { count: data.total, formatted: formatCount(data.total, i18n.language) })}</Text>
            {data.items.length === 0 ? <Text c="dimmed">{t(filtered ? 'audit.noMatch' : 'audit.empty')}</Text> : (
              <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {data.items.map((entry) => (
                  <AuditEntry key={entry.id} entry={entry} onActor={(id) => update({ actor: id })} onTarget={(id) => update({ target: id })} />
                ))}
              </Stack>
            )}
            <ListPaging total={data.total} page={page} perPage={AUDIT_PER_PAGE} onPage={(p) => update({ page: p })} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
