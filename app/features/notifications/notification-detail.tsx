import { Badge, Button, Group, Image, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationView } from '../../../shared/api/notifications';
import { DIALOG_Z_INDEX } from './layers';
import { notificationKind } from '../../../shared/notifications/types';
import { safeImageSrc } from '../../../shared/rules/linkify';
import { LinkifiedText } from './linkified-text';
import { RelativeTimeText } from './relative-time-text';
import { KIND_COLORS } from './type-icon';
import classes from './notifications.module.css';

/** An image that is not shown at all when it cannot load (another site's, refused by our content policy or gone). */
function NotificationImage({ src, alt }: { src: string; alt: string }) {
  const [broken, setBroken] = useState(false);
  if (broken) return null;
  return <Image src={src} alt={alt} radius="md" mah={320} fit="contain" referrerPolicy="no-referrer" onError={() => setBroken(true)} />;
}

/** A message shown whole (opening it marks it read: the bell does that). */
export function NotificationDetail({ notification: n, onClose }: { notification: NotificationView | null; onClose: () => void }) {
  const { t } = useTranslation('notifications');
  const kind = n ? notificationKind(n.type) : 'general';
  const image = n?.image_url ? safeImageSrc(n.image_url) : null;
  return (
    <Modal opened={n !== null} onClose={onClose} title={n?.title} size="lg" zIndex={DIALOG_Z_INDEX} closeButtonProps={{ 'aria-label': t('detail.close') }}>
      {n && (
        <Stack gap="md">
          <Group gap="xs">
            <Badge variant="light" color={KIND_COLORS[kind]}>{t(`types.${kind}`)}</Badge>
            <Text size="xs" c="dimmed"><RelativeTimeText at={n.created_at} /></Text>
          </Group>
          {image && <NotificationImage key={image} src={image} alt={t('detail.imageAlt', { title: n.title })} />}
          <Text className={classes.message}><LinkifiedText text={n.message} /></Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>{t('detail.close')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
