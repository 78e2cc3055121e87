import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A list or an item that could not be fetched (online, but the server failed): say so, offer a retry. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('feedback');
  return (
    <Alert color="red" variant="light" role="alert">
      <Group justify="space-between" gap="xs">
        <Text size="sm">{t('errors.loadFailed')}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>{t('common:online.retry')}</Button>
      </Group>
    </Alert>
  );
}
