import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BellIcon } from '../../components/icons';
import { noticePermission, requestNoticePermission, type NoticePermission } from '../../lib/due-notices/permission';

/**
 * Turning system notifications on. The browser's prompt opens only from this button (never on
 * load); once allowed, the notifier (app/lib/due-notices) runs at once so today's due tasks
 * are announced without waiting for the next change.
 */
export function NotificationsCard({ onEnabled }: { onEnabled?: () => void }) {
  const { t } = useTranslation('reminders');
  const [permission, setPermission] = useState<NoticePermission>(noticePermission);
  const enable = async () => {
    const result = await requestNoticePermission();
    setPermission(result);
    if (result === 'granted') onEnabled?.();
  };
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Group gap="xs"><BellIcon /><Title order={2} size="h4">{t('notifications.title')}</Title></Group>
        {permission === 'default' && (
          <>
            <Text size="sm" c="dimmed">{t('notifications.explain')}</Text>
            <Group><Button variant="light" leftSection={<BellIcon size={16} />} onClick={() => void enable()}>{t('notifications.enable')}</Button></Group>
          </>
        )}
        {permission === 'granted' && <Text size="sm">{t('notifications.on')}</Text>}
        {permission === 'denied' && <Alert color="yellow">{t('notifications.denied')}</Alert>}
        {permission === 'unsupported' && <Text size="sm" c="dimmed">{t('notifications.unsupported')}</Text>}
      </Stack>
    </Paper>
  );
}
