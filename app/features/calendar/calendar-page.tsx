import { Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlusIcon } from '../../components/icons';
import { ListView } from './list-view';
import { MonthView } from './month-view';
import { MySubmissions } from './my-submissions';
import { SubmitEventModal } from './submit-event-modal';

type View = 'month' | 'list';

/**
 * /calendar: the community's events (expos, meetups, swaps) as a month or a list, the keeper's
 * own submissions marked, and "Submit an event". Online data: offline it shows what was fetched
 * before, marked, or the shared "needs a connection" state.
 */
export function CalendarPage() {
  const { t } = useTranslation('community-calendar');
  const [view, setView] = useState<View>('month');
  const [submitting, setSubmitting] = useState(false);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2} maw={640}>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed" size="sm">{t('description')}</Text>
        </Stack>
        <Button leftSection={<PlusIcon />} onClick={() => setSubmitting(true)}>{t('submit.open')}</Button>
      </Group>
      <SegmentedControl aria-label={t('views.label')} value={view} onChange={(v) => setView(v === 'list' ? 'list' : 'month')}
        data={[{ value: 'month', label: t('views.month') }, { value: 'list', label: t('views.list') }]} maw={320} />
      {view === 'month' ? <MonthView /> : <ListView />}
      <MySubmissions />
      <SubmitEventModal opened={submitting} onClose={() => setSubmitting(false)} />
    </Stack>
  );
}
