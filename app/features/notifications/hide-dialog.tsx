import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NotificationView } from '../../../shared/api/notifications';
import { DIALOG_Z_INDEX } from './layers';

/** Spec: hiding removes a message from the list after a confirmation. */
export function HideDialog({ notification: n, onCancel, onConfirm }: {
  notification: NotificationView | null;
  onCancel: () => void;
  onConfirm: (n: NotificationView) => void;
}) {
  const { t } = useTranslation('notifications');
  return (
    <Modal opened={n !== null} onClose={onCancel} title={t('hide.title')} zIndex={DIALOG_Z_INDEX} closeButtonProps={{ 'aria-label': t('hide.cancel') }}>
      {n && (
        <Stack gap="md">
          <Text>{t('hide.body', { title: n.title })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel}>{t('hide.cancel')}</Button>
            <Button color="red" onClick={() => onConfirm(n)}>{t('hide.confirm')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
