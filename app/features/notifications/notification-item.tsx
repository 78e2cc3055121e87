import { ActionIcon, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NotificationView } from '../../../shared/api/notifications';
import { notificationPreview } from '../../../shared/notifications/preview';
import { notificationKind } from '../../../shared/notifications/types';
import { CheckIcon, EyeOffIcon } from '../../components/icons';
import { RelativeTimeText } from './relative-time-text';
import { TypeIcon } from './type-icon';
import classes from './notifications.module.css';

/** One message in the panel: opening it shows it whole; its icons mark it read or hide it (after asking). */
export function NotificationItem({ notification: n, online, onOpen, onMarkRead, onHide }: {
  notification: NotificationView;
  online: boolean;
  onOpen: () => void;
  onMarkRead: () => void;
  onHide: () => void;
}) {
  const { t } = useTranslation('notifications');
  const kind = notificationKind(n.type);
  const unread = !n.is_read;
  return (
    <li className={classes.item} data-unread={unread || undefined}>
      <UnstyledButton className={classes.open} onClick={onOpen}>
        <TypeIcon kind={kind} />
        <Stack gap={2} className={classes.text}>
          <VisuallyHidden>{unread ? `${t(`types.${kind}`)}, ${t('item.unread')}:` : `${t(`types.${kind}`)}:`}</VisuallyHidden>
          <Text size="sm" fw={unread ? 700 : 500}>{n.title}</Text>
          <Text size="xs" c="dimmed">{notificationPreview(n.message)}</Text>
          <Text size="xs" c="dimmed"><RelativeTimeText at={n.created_at} /></Text>
        </Stack>
      </UnstyledButton>
      <Group gap={2} wrap="nowrap">
        {unread && <span className={classes.dot} aria-hidden />}
        {unread && (
          <ActionIcon variant="subtle" color="gray" size="md" onClick={onMarkRead} disabled={!online}
            aria-label={t('item.markRead', { title: n.title })} title={t('item.markRead', { title: n.title })}>
            <CheckIcon size={16} />
          </ActionIcon>
        )}
        <ActionIcon variant="subtle" color="gray" size="md" onClick={onHide} disabled={!online}
          aria-label={t('item.hide', { title: n.title })} title={t('item.hide', { title: n.title })}>
          <EyeOffIcon size={16} />
        </ActionIcon>
      </Group>
    </li>
  );
}
