import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RequireModerator } from '../../components/guards/require-moderator';
import { PendingContestEntries } from '../contest';
import { PendingEvents } from './pending-events';

/**
 * /moderator: what keepers submitted and waits for a moderator or an admin: community events
 * (this feature) and contest entries (the contest feature's list). Others are sent to /dashboard.
 */
export function ModeratorPage() {
  return (
    <RequireModerator>
      <ModeratorPanel />
    </RequireModerator>
  );
}

function ModeratorPanel() {
  const { t } = useTranslation('moderator');
  return (
    <Stack gap="xl" maw={880}>
      <Stack gap={2}>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed" size="sm">{t('description')}</Text>
      </Stack>
      <PendingEvents />
      <PendingContestEntries />
    </Stack>
  );
}
