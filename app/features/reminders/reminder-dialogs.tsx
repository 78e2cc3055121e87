import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LocalReminder } from '../../lib/db';
import { ReminderForm } from './reminder-form';
import { changedReminderPatch, valuesFromReminder } from './reminder-form-values';
import { updateReminder } from './reminders-repository';

export interface ReminderDialogsProps {
  editing: LocalReminder | null;
  deleting: LocalReminder | null;
  deletingName: string;
  failed: boolean;
  onCloseEdit: () => void;
  onCloseDelete: () => void;
  onConfirmDelete: () => void;
  fixedReptile?: boolean;
}

/** The edit form and the delete confirmation of a task list. */
export function ReminderDialogs({ editing, deleting, deletingName, failed, onCloseEdit, onCloseDelete, onConfirmDelete, fixedReptile }: ReminderDialogsProps) {
  const { t } = useTranslation('reminders');
  const initial = editing ? valuesFromReminder(editing) : null;
  return (
    <>
      <Modal opened={editing !== null} onClose={onCloseEdit} title={t('editTitle')} closeButtonProps={{ 'aria-label': t('actions.cancel') }}>
        {editing && initial && (
          <ReminderForm initial={initial} submitLabel={t('actions.save')} onCancel={onCloseEdit} fixedReptile={fixedReptile}
            onSubmit={async (input, values) => {
              await updateReminder(editing.id, changedReminderPatch(initial, values, input));
              onCloseEdit();
            }} />
        )}
      </Modal>
      <Modal opened={deleting !== null} onClose={onCloseDelete} title={t('delete.title')} closeButtonProps={{ 'aria-label': t('actions.cancel') }}>
        <Stack gap="md">
          <Text>{t('delete.body', { task: deletingName })}</Text>
          {failed && <Text c="red" role="alert">{t('completeFailed')}</Text>}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCloseDelete}>{t('actions.cancel')}</Button>
            <Button color="red" onClick={onConfirmDelete}>{t('delete.confirm')}</Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
