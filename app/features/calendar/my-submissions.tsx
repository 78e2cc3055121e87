import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMySubmissions } from './calendar-queries';
import { EventList } from './event-item';

/**
 * The keeper's own submissions still waiting or not approved, with the moderator's note: approved
 * ones are on the calendar itself. Nothing is shown while there are none (or nothing was fetched:
 * the view above already says why).
 */
export function MySubmissions() {
  const { t } = useTranslation('community-calendar');
  const { data } = useMySubmissions();
  const open = (data ?? []).filter((e) => e.status !== 'approved');
  if (open.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="calendar-mine-title">
      <Title order={2} size="h3" id="calendar-mine-title">{t('mine.title')}</Title>
      <Text size="sm" c="dimmed">{t('mine.intro')}</Text>
      <EventList events={open} note />
    </Stack>
  );
}
