import { ActionIcon, Badge, Popover } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationView } from '../../../shared/api/notifications';
import { unreadBadgeText, unreadCount } from '../../../shared/notifications/unread';
import { BellIcon } from '../../components/icons';
import { useOnline } from '../../lib/use-online';
import { HideDialog } from './hide-dialog';
import { NotificationDetail } from './notification-detail';
import { NotificationPanel } from './notification-panel';
import { useNotificationActions } from './use-notification-actions';
import { useNotifications, useRefetchOnRouteChange } from './use-notifications';
import classes from './notifications.module.css';

/**
 * The header's bell (spec sections 2 and 5): a red badge with the unread count ("9+" above 9),
 * a 350 px popover with the list, a modal for one message and a confirmation before hiding.
 * The list is fetched again when the panel opens and on every route change (spec section 7).
 * The dialogs sit outside the popover and keep it open beneath them, so closing one returns to
 * the list. Offline, changes are disabled (they need the server), and opening a message shows it
 * without marking it read.
 */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const online = useOnline();
  const query = useNotifications();
  const actions = useNotificationActions();
  useRefetchOnRouteChange();
  const [opened, setOpened] = useState(false);
  const [shown, setShown] = useState<NotificationView | null>(null);
  const [hiding, setHiding] = useState<NotificationView | null>(null);
  const dialogOpen = shown !== null || hiding !== null;
  const unread = query.data ? unreadCount(query.data) : 0;
  const label = unread > 0 ? t('bell.labelUnread', { count: unread }) : t('bell.label');

  const setPanel = (open: boolean) => {
    if (open) {
      actions.clearFailure();
      if (online) void query.refetch();
    }
    setOpened(open);
  };
  const open = (n: NotificationView) => {
    setShown(n);
    if (!n.is_read && online) actions.markRead(n.id);
  };

  return (
    <>
      <Popover width={350} position="bottom-end" shadow="md" withArrow opened={opened} onChange={setPanel}
        closeOnClickOutside={!dialogOpen} closeOnEscape={!dialogOpen}>
        <Popover.Target>
          <ActionIcon variant="default" size="lg" radius="md" className={classes.bell} aria-label={label} title={label}
            onClick={() => setPanel(!opened)}>
            <BellIcon />
            {unread > 0 && (
              <Badge color="red" size="sm" circle={unread <= 9} className={classes.badge} aria-hidden>{unreadBadgeText(unread)}</Badge>
            )}
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0}>
          <NotificationPanel
            state={{ list: query.data, loading: query.isFetching, failed: query.isError, online, actionFailed: actions.failed }}
            onOpen={open}
            onMarkRead={(n) => actions.markRead(n.id)}
            onMarkAllRead={actions.markAllRead}
            onHide={setHiding}
          />
        </Popover.Dropdown>
      </Popover>
      <NotificationDetail notification={shown} onClose={() => setShown(null)} />
      <HideDialog notification={hiding} onCancel={() => setHiding(null)}
        onConfirm={(n) => {
          actions.hide(n.id);
          setHiding(null);
        }} />
    </>
  );
}
