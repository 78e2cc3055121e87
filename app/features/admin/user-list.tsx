import { Anchor, type AnchorProps, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { AdminUserRow } from '../../../shared/api/admin';
import { formatCount } from '../../lib/format';
import { AccountStateBadges, PlanText, RoleBadge } from './user-facts';
import type { FromList } from './user-page';

export const userPath = (id: string): string => `/admin/users/${encodeURIComponent(id)}`;

/**
 * One page of accounts: a table where it fits, a card per account on a phone (seven columns do not
 * fit 390 px, and a table scrolling sideways hides what an admin looks for). Each leads to the
 * account's page by its e-mail.
 */
export function UserList({ users }: { users: readonly AdminUserRow[] }) {
  const wide = useMediaQuery('(min-width: 48em)', false, { getInitialValueInEffect: false });
  return wide ? <UserTable users={users} /> : <UserCards users={users} />;
}

/** The account's page, told which page of the list it came from (for its "back to the list"). */
function UserLink({ user, ...props }: { user: AdminUserRow } & Omit<AnchorProps, 'children'>) {
  const { search } = useLocation();
  return (
    <Anchor component={Link} to={userPath(user.id)} state={{ listSearch: search } satisfies FromList} style={{ overflowWrap: 'anywhere' }} {...props}>
      {user.email}
    </Anchor>
  );
}

function UserTable({ users }: { users: readonly AdminUserRow[] }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('users.email')}</Table.Th>
            <Table.Th>{t('users.username')}</Table.Th>
            <Table.Th>{t('users.role')}</Table.Th>
            <Table.Th>{t('users.plan')}</Table.Th>
            <Table.Th ta="right">{t('users.balance')}</Table.Th>
            <Table.Th>{t('users.state')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td><UserLink user={user} size="sm" /></Table.Td>
              <Table.Td>{user.username ?? <Text span size="sm" c="dimmed">{t('users.noUsername')}</Text>}</Table.Td>
              <Table.Td><RoleBadge role={user.role} /></Table.Td>
              <Table.Td><PlanText user={user} size="sm" /></Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>{formatCount(user.balance, i18n.language)}</Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {user.disabledAt === null && user.confirmedAt !== null ? <Text span size="sm">{t('users.active')}</Text> : <AccountStateBadges user={user} />}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function UserCards({ users }: { users: readonly AdminUserRow[] }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {users.map((user) => (
        <Paper component="li" key={user.id} withBorder p="sm" radius="md">
          <Stack gap={4}>
            <UserLink user={user} fw={600} />
            <Group gap={6}>
              <RoleBadge role={user.role} />
              <AccountStateBadges user={user} />
              <Text size="sm" c="dimmed">{user.username ? t('users.usernameIs', { username: user.username }) : t('users.noUsername')}</Text>
            </Group>
            <Group gap="md" justify="space-between">
              <PlanText user={user} size="sm" />
              <Text size="sm">{t('users.balanceIs', { balance: formatCount(user.balance, i18n.language) })}</Text>
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
