import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminUserDetail } from '../../../shared/api/admin';
import { formatCount } from '../../lib/format';
import { formatMoment } from '../../lib/format';
import { AccountStateBadges, RoleBadge } from './user-facts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">{label}</Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>{children}</Text>
    </Stack>
  );
}

/** Who the account is: e-mail, username, role and state, when it joined, its profile and what it keeps. */
export function UserProfileSection({ detail }: { detail: AdminUserDetail }) {
  const { t, i18n } = useTranslation('admin');
  const { user, counts } = detail;
  const lng = i18n.language;
  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }} style={{ overflowWrap: 'anywhere' }}>{user.username ?? user.email}</Title>
        <Group gap={6}>
          <RoleBadge role={user.role} />
          <AccountStateBadges user={user} />
        </Group>
      </Stack>
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 2, md: 3 }} spacing="md" verticalSpacing="sm">
          <Fact label={t('users.email')}>{user.email}</Fact>
          <Fact label={t('users.username')}>{user.username ?? t('users.noUsername')}</Fact>
          <Fact label={t('user.joined')}>{formatMoment(user.createdAt, lng)}</Fact>
          <Fact label={t('user.confirmed')}>{user.confirmedAt === null ? t('user.notConfirmed') : formatMoment(user.confirmedAt, lng)}</Fact>
          <Fact label={t('user.language')}>{t(`languages.${user.language === 'bg' ? 'bg' : 'en'}`)}</Fact>
          <Fact label={t('user.location')}>{user.location ?? '–'}</Fact>
          <Fact label={t('user.reptiles')}>{formatCount(counts.reptiles, lng)}</Fact>
          <Fact label={t('user.logs')}>{formatCount(counts.logs, lng)}</Fact>
          <Fact label={t('user.achievements')}>{formatCount(counts.achievements, lng)}</Fact>
        </SimpleGrid>
        {user.bio && <Stack mt="sm" gap={0}><Fact label={t('user.bio')}>{user.bio}</Fact></Stack>}
        <Anchor component={Link} to={`/admin/audit?target=${encodeURIComponent(user.id)}`} size="sm" mt="sm" display="inline-block">{t('user.auditLink')}</Anchor>
      </Paper>
    </Stack>
  );
}
