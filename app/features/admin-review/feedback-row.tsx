import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FeedbackView } from '../../../shared/api/feedback';
import { formatMoment } from '../../lib/format';
import { FeedbackStatusBadge } from '../feedback';

/** The first line of a description, as the list shows it (the whole text is in the detail). */
export const summaryOf = (description: string): string => description.trim().split('\n')[0]?.trim() ?? '';

/** One report in the list: a button opening its detail, named by its first line. */
export function FeedbackRow({ item, onOpen }: { item: FeedbackView; onOpen: () => void }) {
  const { t, i18n } = useTranslation('admin-review');
  const who = item.reporter ? (item.reporter.username ? `${item.reporter.username} (${item.reporter.email})` : item.reporter.email) : '';
  return (
    <Paper component="li" withBorder radius="md">
      <UnstyledButton onClick={onOpen} p="sm" w="100%" aria-haspopup="dialog" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
        <Stack gap={6}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Text fw={500} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>{summaryOf(item.description)}</Text>
            <FeedbackStatusBadge kind={item.kind} status={item.status} />
          </Group>
          <Group gap={4} style={{ columnGap: 'var(--mantine-spacing-md)' }} wrap="wrap">
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>{who}</Text>
            <Text size="xs" c="dimmed">{formatMoment(item.createdAt, i18n.language)}</Text>
            {item.commentCount > 0 && <Badge size="xs" variant="default">{t('feedback.row.comments', { count: item.commentCount })}</Badge>}
            {item.images.length > 0 && <Badge size="xs" variant="default">{t('feedback.row.images', { count: item.images.length })}</Badge>}
            {item.archived && <Badge size="xs" color="gray" variant="outline">{t('feedback.row.archived')}</Badge>}
          </Group>
        </Stack>
      </UnstyledButton>
    </Paper>
  );
}
