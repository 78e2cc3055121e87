import { Group, Select, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ROLES } from '../../../shared/api/admin';
import { formatCount } from '../../lib/format';
import { QueryState } from '../calendar';
import { fetchUsers, type Role } from './admin-api';
import { useAdminErrorMessage } from './admin-errors';
import { ListPaging } from './list-paging';
import { adminKeys } from './query-keys';
import { SearchField } from './search-field';
import { UserList } from './user-list';
import { pageCount, useLastPageClamp, useListParams } from './use-list-params';

export const USERS_PER_PAGE = 25;

const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

/**
 * /admin/users: every account, searched (e-mail or username, from their start) and paged on the
 * server, newest first. The search, role and page are in the URL, so back and forward step
 * through them and a link shares them.
 */
export function AdminUsersPage() {
  const { t, i18n } = useTranslation('admin');
  const errorMessage = useAdminErrorMessage();
  const { value, page, update } = useListParams<'q' | 'role'>();
  const q = value('q');
  const roleParam = value('role');
  const role = isRole(roleParam) ? roleParam : undefined;
  const query = { q: q || undefined, role, page, perPage: USERS_PER_PAGE };
  const users = useQuery({ queryKey: adminKeys.users(query), queryFn: ({ signal }) => fetchUsers(query, signal), placeholderData: keepPreviousData });
  useLastPageClamp(users.data && !users.isPlaceholderData ? pageCount(users.data.total, USERS_PER_PAGE) : null, page, update);

  return (
    <Stack gap="lg">
      <Title order={1}>{t('users.title')}</Title>
      <Group align="flex-end" gap="md" wrap="wrap">
        <div style={{ flex: '1 1 240px' }}>
          <SearchField label={t('users.search')} placeholder={t('users.searchPlaceholder')} value={q} onCommit={(text) => update({ q: text })} />
        </div>
        <Select label={t('users.role')} w={{ base: '100%', xs: 200 }} value={role ?? 'all'} allowDeselect={false}
          data={[{ value: 'all', label: t('users.allRoles') }, ...ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))]}
          onChange={(next) => update({ role: next === 'all' ? null : next })} />
      </Group>
      <QueryState query={users} loadingLabel={t('users.loading')} errorText={(e) => errorMessage(e, 'users.failed')}>
        {(data) => (
          <Stack gap="md">
            <Text size="sm" aria-live="polite">{t('users.total', { count: data.total, formatted: formatCount(data.total, i18n.language) })}</Text>
            {data.items.length === 0 ? <Text c="dimmed">{t(q || role ? 'users.noMatch' : 'users.empty')}</Text> : <UserList users={data.items} />}
            <ListPaging total={data.total} page={page} perPage={USERS_PER_PAGE} onPage={(p) => update({ page: p })} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
