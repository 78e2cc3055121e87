import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** A screen that crashed or a chunk that failed to load (often: offline before it was cached). */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const chunk = error instanceof Error && /dynamically imported module|Importing a module script failed/i.test(error.message);
  return (
    <Center mih="70vh" p="md">
      <Stack align="center" ta="center" maw={420}>
        <Title order={2}>{t('errors.screenTitle')}</Title>
        <Text c="dimmed">{chunk ? t('errors.chunkOffline') : t('errors.screenBody')}</Text>
        <Button onClick={() => window.location.reload()}>{t('actions.reload')}</Button>
      </Stack>
    </Center>
  );
}
