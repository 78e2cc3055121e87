import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertIcon } from '../../components/icons';
import type { ReptileLimit } from './use-reptile-limit';

/** Warns one reptile before the plan's limit, and says so plainly at the limit. */
export function PlanLimitNotice({ limit, returnPath }: { limit: ReptileLimit | undefined; returnPath: string }) {
  const { t } = useTranslation('reptiles');
  if (!limit || limit.limit === null || !(limit.nearLimit || limit.atLimit)) return null;
  const upgrade = (
    <Button component={Link} to={`/repticoins?returnPath=${encodeURIComponent(returnPath)}`} size="xs" variant="light" color={limit.atLimit ? 'red' : 'yellow'}>
      {t('limit.upgrade')}
    </Button>
  );
  return (
    <Alert color={limit.atLimit ? 'red' : 'yellow'} icon={<AlertIcon />} title={t(limit.atLimit ? 'limit.reachedTitle' : 'limit.nearTitle', { plan: limit.planName })}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t(limit.atLimit ? 'limit.reachedBody' : 'limit.nearBody', { count: limit.limit, plan: limit.planName })}</Text>
        {upgrade}
      </Group>
    </Alert>
  );
}
