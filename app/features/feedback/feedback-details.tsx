import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedbackView } from '../../../shared/api/feedback';
import { useDeviceLine } from './device-summary';
import { formatMoment } from '../../lib/format';
import { FeedbackImageGallery } from './image-gallery';
import { FeedbackStatusBadge } from './status-badge';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4} component="section">
      <Title order={2} size="h5">{title}</Title>
      {children}
    </Stack>
  );
}

const plain = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/** One report or request as its reporter sees it: status, dates, the text, the device and the images. */
export function FeedbackDetails({ item }: { item: FeedbackView }) {
  const { t, i18n } = useTranslation('feedback');
  const deviceLine = useDeviceLine();
  const when = (at: number) => formatMoment(at, i18n.language);
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Group gap="sm" align="center">
          <Title order={1}>{t(`${item.kind}.detailTitle`)}</Title>
          <FeedbackStatusBadge kind={item.kind} status={item.status} size="lg" />
        </Group>
        <Text size="sm" c="dimmed">
          {when(item.updatedAt) !== when(item.createdAt)
            ? t('detail.sentUpdated', { sent: when(item.createdAt), updated: when(item.updatedAt) })
            : t('detail.sent', { sent: when(item.createdAt) })}
        </Text>
      </Stack>
      <Part title={t('fields.description')}><Text style={plain}>{item.description}</Text></Part>
      {item.steps && <Part title={t('detail.steps')}><Text style={plain}>{item.steps}</Text></Part>}
      {item.kind === 'bug' && (item.browser || item.os || item.deviceType) && (
        <Part title={t('detail.device')}><Text size="sm">{deviceLine(item)}</Text></Part>
      )}
      {item.images.length > 0 && <Part title={t('detail.images')}><FeedbackImageGallery images={item.images} /></Part>}
    </Stack>
  );
}
