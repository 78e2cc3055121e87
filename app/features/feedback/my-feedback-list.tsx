import { Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FeedbackView } from '../../../shared/api/feedback';
import { formatDay } from '../../lib/format';
import { firstLine } from './format';
import { FeedbackStatusBadge } from './status-badge';

const PATHS = { bug: '/bug-report', feature: '/feature-request' } as const;

/** The keeper's own reports or requests, newest first: the first line, the date, the status; each opens its page. */
export function MyFeedbackList({ items }: { items: FeedbackView[] }) {
  const { t, i18n } = useTranslation('feedback');
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {items.map((item) => (
        <li key={item.id}>
          <UnstyledButton component={Link} to={`${PATHS[item.kind]}/${item.id}`} display="block" w="100%">
            <Card withBorder radius="md" padding="sm">
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={500} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>{firstLine(item.description)}</Text>
                  <Text size="xs" c="dimmed">
                    {[
                      t('list.sentOn', { date: formatDay(item.createdAt, i18n.language) }),
                      item.images.length > 0 ? t('list.images', { count: item.images.length }) : null,
                      item.commentCount > 0 ? t('list.comments', { count: item.commentCount }) : null,
                    ].filter(Boolean).join(' · ')}
                  </Text>
                </Stack>
                <FeedbackStatusBadge kind={item.kind} status={item.status} />
              </Group>
            </Card>
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
}
