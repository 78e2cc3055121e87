import { Alert, Button, Container, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todayIn } from '../../../shared/rules/calendar-date';
import { PageLoader } from '../../components/page-loader';
import { PlusIcon } from '../../components/icons';
import { recheckDueNotices } from '../../lib/due-notices/install';
import { useReptiles } from '../reptiles';
import { NotificationsCard } from './notifications-card';
import { ReminderDialogs } from './reminder-dialogs';
import { ReminderForm } from './reminder-form';
import { emptyReminderValues } from './reminder-form-values';
import { groupReminders } from './reminder-groups';
import { useCareSets } from './use-care-sets';
import { ReminderSections } from './reminder-sections';
import { taskName } from './reminder-text';
import { addReminder } from './reminders-repository';
import { useReminderActions } from './use-reminder-actions';
import { useReminders } from './use-reminders';

/** /reminders: overdue, due today, the next 7 days, later, and what was just completed. */
export function RemindersPage() {
  const { t } = useTranslation('reminders');
  const reminders = useReminders();
  const reptiles = useReptiles();
  const names = useMemo(() => new Map((reptiles ?? []).map((r) => [r.id, r.name])), [reptiles]);
  const [adding, setAdding] = useState(false);
  const actions = useReminderActions();
  const care = useCareSets();
  if (reminders === undefined) return <PageLoader />;
  const today = todayIn();
  const groups = groupReminders(reminders, today, care);
  const pending = groups.overdue.length + groups.today.length + groups.upcoming.length + groups.later.length;

  return (
    <Container size="md" px={0}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4} style={{ flex: '1 1 16rem' }}>
            <Title order={1}>{t('title')}</Title>
            <Text c="dimmed" size="sm">{t('intro')}</Text>
          </Stack>
          <Button leftSection={<PlusIcon size={16} />} onClick={() => setAdding(true)}>{t('actions.add')}</Button>
        </Group>
        {actions.failed && <Alert color="red" role="alert">{t('completeFailed')}</Alert>}
        {reminders.length === 0 ? <Text c="dimmed">{t('empty')}</Text> : pending === 0 && <Text c="dimmed">{t('allClear')}</Text>}
        <ReminderSections groups={groups} names={names} today={today} onToggle={actions.toggle} isDose={actions.isDose} onEdit={actions.setEditing} onDelete={actions.setDeleting} />
        <NotificationsCard onEnabled={recheckDueNotices} />
      </Stack>

      <Modal opened={adding} onClose={() => setAdding(false)} title={t('addTitle')} closeButtonProps={{ 'aria-label': t('actions.cancel') }}>
        <ReminderForm initial={emptyReminderValues(today)} submitLabel={t('actions.add')} onCancel={() => setAdding(false)}
          onSubmit={async (input) => {
            await addReminder(input);
            setAdding(false);
          }} />
      </Modal>
      <ReminderDialogs editing={actions.editing} deleting={actions.deleting} failed={actions.failed}
        deletingName={actions.deleting ? taskName(t, actions.deleting, actions.deleting.reptileId ? names.get(actions.deleting.reptileId) : null) : ''}
        onCloseEdit={() => actions.setEditing(null)} onCloseDelete={() => actions.setDeleting(null)} onConfirmDelete={() => void actions.confirmDelete()} />
    </Container>
  );
}
