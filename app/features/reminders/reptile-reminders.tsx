import { Alert, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todayIn } from '../../../shared/rules/calendar-date';
import { PlusIcon } from '../../components/icons';
import { PageLoader } from '../../components/page-loader';
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

/** A reptile's own tasks on its page: the same sections as /reminders, and adding one for it. */
export function ReptileReminders({ reptileId, reptileName }: { reptileId: string; reptileName: string }) {
  const { t } = useTranslation('reminders');
  const reminders = useReminders({ reptileId });
  const [adding, setAdding] = useState(false);
  const actions = useReminderActions();
  const care = useCareSets();
  if (reminders === undefined) return <PageLoader />;
  const today = todayIn();
  // The reptile is the page's subject: its name would only repeat on every line.
  const names = new Map<string, string>();

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h4">{t('reptile.title')}</Title>
        <Button size="xs" variant="light" leftSection={<PlusIcon size={14} />} onClick={() => setAdding(true)}>{t('actions.add')}</Button>
      </Group>
      {actions.failed && <Alert color="red" role="alert">{t('completeFailed')}</Alert>}
      {reminders.length === 0 && <Text c="dimmed" size="sm">{t('reptile.empty')}</Text>}
      <ReminderSections groups={groupReminders(reminders, today, care)} names={names} order={3} today={today}
        onToggle={actions.toggle} isDose={actions.isDose} onEdit={actions.setEditing} onDelete={actions.setDeleting} />

      <Modal opened={adding} onClose={() => setAdding(false)} title={`${t('addTitle')} · ${t('reptile.forReptile', { name: reptileName })}`}
        closeButtonProps={{ 'aria-label': t('actions.cancel') }}>
        <ReminderForm initial={emptyReminderValues(today, reptileId)} submitLabel={t('actions.add')} fixedReptile onCancel={() => setAdding(false)}
          onSubmit={async (input) => {
            await addReminder({ ...input, reptileId });
            setAdding(false);
          }} />
      </Modal>
      <ReminderDialogs editing={actions.editing} deleting={actions.deleting} failed={actions.failed} fixedReptile
        deletingName={actions.deleting ? taskName(t, actions.deleting, null) : ''}
        onCloseEdit={() => actions.setEditing(null)} onCloseDelete={() => actions.setDeleting(null)} onConfirmDelete={() => void actions.confirmDelete()} />
    </Stack>
  );
}
