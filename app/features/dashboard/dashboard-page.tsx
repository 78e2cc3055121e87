import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlusIcon } from '../../components/icons';
import { PlanLimitNotice, ReptileList, useReptileLimit } from '../reptiles';

/** /dashboard: the keeper's reptiles, read from this device, so it opens offline. */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const limit = useReptileLimit();
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Title order={1}>{t('title')}</Title>
          {limit && limit.count > 0 && (
            <Text c="dimmed" size="sm">
              {limit.limit === null ? t('count', { count: limit.count }) : t('countOfLimit', { count: limit.count, limit: limit.limit, plan: limit.planName })}
            </Text>
          )}
        </Stack>
        {limit && limit.count > 0 && (
          <Button component={Link} to="/reptiles/add" leftSection={<PlusIcon size={18} />} disabled={limit.atLimit}>{t('add')}</Button>
        )}
      </Group>
      <PlanLimitNotice limit={limit} returnPath="/dashboard" />
      <ReptileList />
    </Stack>
  );
}
