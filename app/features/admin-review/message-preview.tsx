import { Anchor, Badge, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { Fragment, useMemo, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { linkify } from '../../../shared/rules/linkify';
import type { AdminNotificationType } from './notification-values';

/**
 * How the message will read in a keeper's inbox: the same link rule as the inbox
 * (shared/rules/linkify.ts), so an address that stays text here stays text there.
 */
export interface MessagePreviewProps {
  type: AdminNotificationType;
  title: string;
  message: string;
  imageUrl: string | null;
  style?: CSSProperties;
}

export function MessagePreview({ type, title, message, imageUrl, style }: MessagePreviewProps) {
  const { t } = useTranslation('admin-review');
  const segments = useMemo(() => linkify(message), [message]);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="notification-preview-title" style={style}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600} id="notification-preview-title">{t('notifications.preview')}</Text>
          <Badge variant="light" size="sm">{t(`notifications.types.${type}`)}</Badge>
        </Group>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>{title.trim() || t('notifications.previewNoTitle')}</Text>
        {imageUrl && <Image src={imageUrl} alt={t('notifications.imageAlt')} radius="sm" mah={240} fit="contain" />}
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} c={message.trim() ? undefined : 'dimmed'}>
          {message.trim()
            ? segments.map((s, i) => ('text' in s ? <Fragment key={i}>{s.text}</Fragment> : (
              <Anchor key={i} href={s.href} target="_blank" rel="noopener noreferrer" title={s.href} inherit>{s.link}</Anchor>
            )))
            : t('notifications.previewNoMessage')}
        </Text>
      </Stack>
    </Paper>
  );
}
