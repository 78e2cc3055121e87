import { Alert, Button, Group, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BellIcon } from '../../components/icons';
import { noticePermission, requestNoticePermission, type NoticePermission } from '../../lib/due-notices/permission';
import { readHealthNotice, setHealthNoticeTime } from '../../lib/due-notices/notices-store';
import { useUserDb } from '../../lib/db/use-user-db';

/** The daily health notice's time when first turned on: the evening round. */
const DEFAULT_HEALTH_TIME = '19:00';
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The daily health summary (issue 29), opt-in, at a time of day the keeper picks: remembered on
 * this device, where the notifier runs (app/lib/due-notices/health-notice.ts).
 */
function HealthNoticeSetting({ onChanged }: { onChanged?: () => void }) {
  const { t } = useTranslation('reminders');
  const userId = useUserDb()?.userId;
  const entry = useLiveQuery(async () => (userId ? readHealthNotice(userId) : null), [userId]);
  const [draft, setDraft] = useState<string | null>(null);
  if (!userId || entry === undefined) return null;
  const time = entry?.time ?? null;
  const save = async (next: string | null) => {
    await setHealthNoticeTime(userId, next);
    onChanged?.();
  };
  const shown = draft ?? time ?? DEFAULT_HEALTH_TIME;
  return (
    <Stack gap={6} mt="xs">
      <Text size="sm" c="dimmed">{t('healthNotice.explain')}</Text>
      <Switch label={t('healthNotice.switch')} checked={time !== null} onChange={(e) => void save(e.currentTarget.checked ? shown : null)} />
      {time !== null && (
        <Group align="flex-end" gap="sm">
          <TextInput type="time" label={t('healthNotice.time')} value={shown} w={160}
            onChange={(e) => {
              const next = e.currentTarget.value;
              setDraft(next);
              if (TIME.test(next)) void save(next);
            }} />
          <Text size="xs" c="dimmed" style={{ flex: '1 1 12rem' }}>{t('healthNotice.on', { time })}</Text>
        </Group>
      )}
    </Stack>
  );
}

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
        {permission === 'granted' && <HealthNoticeSetting onChanged={onEnabled} />}
        {permission === 'denied' && <Alert color="yellow">{t('notifications.denied')}</Alert>}
        {permission === 'unsupported' && <Text size="sm" c="dimmed">{t('notifications.unsupported')}</Text>}
      </Stack>
    </Paper>
  );
}
