import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CloudOffIcon } from './icons';

/**
 * The one "needs a connection" state of the online screens (notifications, the event calendar,
 * the contest, the moderator panel): shown instead of a blank page or an endless spinner when the
 * device is offline and nothing was fetched before. `stale`: what is shown was fetched earlier
 * (offline, or the server did not answer), so the screen says so above it. `onRetry` offers to try.
 */
export function NeedsConnection({ stale = false, onRetry }: { stale?: boolean; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color={stale ? 'gray' : 'yellow'} variant="light" icon={<CloudOffIcon />} role="status"
      title={t(stale ? 'online.staleTitle' : 'online.neededTitle')}>
      <Group justify="space-between" gap="xs">
        <Text size="sm">{t(stale ? 'online.staleBody' : 'online.neededBody')}</Text>
        {onRetry && <Button size="xs" variant="default" onClick={onRetry}>{t('online.retry')}</Button>}
      </Group>
    </Alert>
  );
}
