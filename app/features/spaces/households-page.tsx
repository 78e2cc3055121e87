import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { CreateSpaceForm } from './create-space-form';
import { SpaceList } from './space-list';

/** What the collection's page hands over after the keeper left it: the list hides it until the sync takes it off the device. */
export interface LeftState { left?: { id: string; name: string } }

/** /households: the keeper's shared collections (from the device, offline too) and a form to start one (online). */
export function HouseholdsPage() {
  const { t } = useTranslation('spaces');
  const left = (useLocation().state as LeftState | null)?.left;
  return (
    <Container size="sm" px={0}>
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>{t('list.title')}</Title>
          <Text c="dimmed">{t('list.intro')}</Text>
        </Stack>
        {left && <Alert color="gray" variant="light" role="status">{t('list.left', { name: left.name })}</Alert>}
        <SpaceList hide={left?.id} />
        <CreateSpaceForm />
      </Stack>
    </Container>
  );
}
