import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ContestImage } from './contest-image';

/** One photo of the contest: its image, caption, and whatever the section adds (votes, a button, a status). */
export function EntryCard({ imageUrl, caption, badge, children }: { imageUrl: string | null; caption: string | null; badge?: ReactNode; children?: ReactNode }) {
  const { t } = useTranslation('contest');
  return (
    <Card withBorder radius="md" padding="sm" component="li">
      <Stack gap="xs">
        <ContestImage url={imageUrl} alt={caption ? t('image.altCaption', { caption }) : t('image.alt')} />
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Text size="sm" lineClamp={3} c={caption ? undefined : 'dimmed'} fs={caption ? undefined : 'italic'}>{caption ?? t('gallery.noCaption')}</Text>
          {badge}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

export const MineBadge = () => {
  const { t } = useTranslation('contest');
  return <Badge variant="light" color="moss" style={{ flexShrink: 0 }}>{t('gallery.mine')}</Badge>;
};
