import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** "Send to every keeper?": a message to everyone cannot be taken back from anyone's inbox. */
export function SendAllDialog({ opened, title, busy, onCancel, onConfirm }: { opened: boolean; title: string; busy: boolean; onCancel: () => void; onConfirm: () => void }) {
  const { t } = useTranslation('admin-review');
  return (
    <Modal opened={opened} onClose={onCancel} title={t('notifications.confirmAll.title')} closeButtonProps={{ 'aria-label': t('common:actions.close') }}>
      <Stack gap="md">
        <Text>{t('notifications.confirmAll.body', { title })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>{t('actions.cancel')}</Button>
          <Button color="orange" loading={busy} onClick={onConfirm} data-autofocus>{t('notifications.confirmAll.confirm')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
