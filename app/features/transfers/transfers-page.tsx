import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IncomingOffers } from './incoming-offers';
import { SalesList } from './sales-list';

/** /transfers: offers made to this keeper (online) and what they sold or gave away (synced, offline too). */
export function TransfersPage() {
  // Loaded here, before the offers render: they also use the reptiles and genetics namespaces' words.
  const { t } = useTranslation(['transfers', 'reptiles', 'genetics']);
  return (
    <Container size="md" px={0}>
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>{t('page.title')}</Title>
          <Text c="dimmed">{t('page.intro')}</Text>
        </Stack>
        <IncomingOffers />
        <SalesList />
      </Stack>
    </Container>
  );
}
