import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function DashboardPage() {
  const { t } = useTranslation();
  return (
    <Stack>
      <Title order={1}>{t('nav.dashboard')}</Title>
    </Stack>
  );
}
