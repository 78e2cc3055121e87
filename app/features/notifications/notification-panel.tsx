import { Button, Divider, Group, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationView } from '../../../shared/api/notifications';
import { unreadCount } from '../../../shared/notifications/unread';
import { NeedsConnection } from '../../components/needs-connection';
import { NotificationItem } from './notification-item';
import classes from './notifications.module.css';

export interface PanelState {
  list: NotificationView[] | undefined;
  loading: boolean;
  failed: boolean;
  online: boolean;
  actionFailed: boolean;
}

/**
 * The popover's content (spec: list at most 400 px high). Offline, the last list fetched stays
 * shown under the "shown from earlier" note, or the shared "needs a connection" state when
 * nothing was fetched; a failed fetch says the spec's words in red (above the last list, if any).
 */
export function NotificationPanel({ state, onOpen, onMarkRead, onMarkAllRead, onHide }: {
  state: PanelState;
  onOpen: (n: NotificationView) => void;
  onMarkRead: (n: NotificationView) => void;
  onMarkAllRead: () => void;
  onHide: (n: NotificationView) => void;
}) {
  const { t } = useTranslation('notifications');
  const headingId = useId();
  const { list, online } = state;
  const unread = list ? unreadCount(list) : 0;
  return (
    <Stack gap={0}>
      <Group justify="space-between" px="md" py="xs" wrap="nowrap">
        <Text component="h2" fw={700} size="md" m={0} id={headingId}>{t('panel.title')}</Text>
        <Button variant="subtle" size="compact-xs" onClick={onMarkAllRead} disabled={!online || unread === 0}>{t('panel.markAllRead')}</Button>
      </Group>
      <Divider />
      {!online && <NeedsConnection stale={list !== undefined} />}
      {online && state.failed && <Text c="red" size="sm" px="md" py="xs" role="alert">{t('panel.error')}</Text>}
      {state.actionFailed && <Text c="red" size="sm" px="md" py="xs" role="alert">{t('panel.actionFailed')}</Text>}
      {online && state.loading && list === undefined && (
        <Group gap="xs" px="md" py="sm" role="status"><Loader size="xs" /><Text size="sm">{t('panel.loading')}</Text></Group>
      )}
      {list?.length === 0 && <Text size="sm" c="dimmed" px="md" py="md">{t('panel.empty')}</Text>}
      {list !== undefined && list.length > 0 && (
        <ScrollArea.Autosize mah={400} type="auto">
          <ul aria-labelledby={headingId} className={classes.list}>
            {list.map((n) => (
              <NotificationItem key={n.id} notification={n} online={online}
                onOpen={() => onOpen(n)} onMarkRead={() => onMarkRead(n)} onHide={() => onHide(n)} />
            ))}
          </ul>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
