import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LEDGER_CAUSES } from '../../../shared/api/admin';
import { formatCount } from '../../lib/format';
import { QueryState } from '../calendar';
import { fetchLedger, type LedgerQuery } from './admin-api';
import { useAdminErrorMessage } from './admin-errors';
import { FilterChip } from './filter-chip';
import { dayEnd, dayStart } from './format';
import { LedgerList } from './ledger-list';
import { ListPaging } from './list-paging';
import { adminKeys } from './query-keys';
import { SearchField } from './search-field';
import { pageCount, useLastPageClamp, useListParams } from './use-list-params';
import { DateField } from '../../components/date-field';

export const LEDGER_PER_PAGE = 25;

const isCause = (value: string): value is (typeof LEDGER_CAUSES)[number] => (LEDGER_CAUSES as readonly string[]).includes(value);

/**
 * /admin/repticoins-history: every ReptiCoins ledger entry of every account, newest first, found
 * by the start of an e-mail or username, account, cause and days (from and to, both included, in the
 * admin's own time zone). Filters and page live in the URL, like the users list.
 */
export function AdminLedgerPage() {
  const { t, i18n } = useTranslation('admin');
  const errorMessage = useAdminErrorMessage();
  const { value, page, update } = useListParams<'q' | 'user' | 'cause' | 'from' | 'to'>();
  const causeParam = value('cause');
  const query: LedgerQuery = {
    q: value('q') || undefined,
    userId: value('user') || undefined,
    cause: isCause(causeParam) ? causeParam : undefined,
    from: dayStart(value('from')),
    to: dayEnd(value('to')),
    page,
    perPage: LEDGER_PER_PAGE,
  };
  const ledger = useQuery({ queryKey: adminKeys.ledger(query), queryFn: ({ signal }) => fetchLedger(query, signal), placeholderData: keepPreviousData });
  useLastPageClamp(ledger.data && !ledger.isPlaceholderData ? pageCount(ledger.data.total, LEDGER_PER_PAGE) : null, page, update);
  const filtered = Boolean(query.q || query.userId || query.cause || query.from !== undefined || query.to !== undefined);
  const userEmail = ledger.data?.items[0]?.email;

  return (
    <Stack gap="lg">
      <Title order={1}>{t('ledger.title')}</Title>
      <Group gap="md" align="flex-end" wrap="wrap">
        <div style={{ flex: '2 1 220px' }}>
          <SearchField label={t('ledger.search')} placeholder={t('ledger.searchPlaceholder')} value={value('q')} onCommit={(text) => update({ q: text })} />
        </div>
        <Select label={t('ledger.cause')} style={{ flex: '1 1 160px' }} value={query.cause ?? 'all'} allowDeselect={false}
          data={[{ value: 'all', label: t('ledger.allCauses') }, ...LEDGER_CAUSES.map((c) => ({ value: c, label: t(`causes.${c}`) }))]}
          onChange={(next) => update({ cause: next === 'all' ? null : next })} />
        <DateField label={t('ledger.from')} style={{ flex: '1 1 150px' }} value={value('from')} max={value('to') || undefined}
          onChange={(from) => update({ from })} />
        <DateField label={t('ledger.to')} style={{ flex: '1 1 150px' }} value={value('to')} min={value('from') || undefined}
          onChange={(to) => update({ to })} />
      </Group>
      {(query.userId || filtered) && (
        <Group gap="sm">
          {query.userId && (
            <FilterChip label={t('ledger.userFilter', { user: userEmail ?? t('ledger.oneUser') })} clearLabel={t('ledger.clearUser')} onClear={() => update({ user: null })} />
          )}
          {filtered && <Button variant="subtle" size="xs" onClick={() => update({ q: null, user: null, cause: null, from: null, to: null })}>{t('filters.clearAll')}</Button>}
        </Group>
      )}
      <QueryState query={ledger} loadingLabel={t('ledger.loading')} errorText={(e) => errorMessage(e, 'ledger.failed')}>
        {(data) => (
          <Stack gap="md">
            <Text size="sm" aria-live="polite">{t('ledger.total', { count: data.total, formatted: formatCount(data.total, i18n.language) })}</Text>
            {data.items.length === 0 ? <Text c="dimmed">{t(filtered ? 'ledger.noMatch' : 'ledger.empty')}</Text> : <LedgerList rows={data.items} />}
            <ListPaging total={data.total} page={page} perPage={LEDGER_PER_PAGE} onPage={(p) => update({ page: p })} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
