import { Card, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowRightIcon, SparklesIcon } from '../../components/icons';
import { LevelMark } from './finding-level';
import { formatMoment } from '../../lib/format';
import { insightLines } from './insight-lines';
import { useLatestInsight } from './insight-queries';
import classes from './insights.module.css';

function Entry({ reptileId }: { reptileId: string }) {
  const { t, i18n } = useTranslation('insights');
  const latest = useLatestInsight(reptileId);
  const first = latest ? insightLines(latest.text, latest.findings)[0] : undefined;
  return (
    <Card component={Link} to={`/reptiles/${reptileId}/insights`} withBorder radius="md" padding="sm" className={classes.entry}>
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={36} radius="xl" variant="light" aria-hidden><SparklesIcon size={20} /></ThemeIcon>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <Text fw={600}>{t('entry.title')}</Text>
            {latest && <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>{formatMoment(latest.generatedAt, i18n.language)}</Text>}
          </Group>
          {first ? (
            <Group gap={6} wrap="nowrap" align="flex-start">
              <LevelMark level={first.level} />
              <Text size="sm" c="dimmed" lineClamp={1} style={{ minWidth: 0 }}>{first.text}</Text>
            </Group>
          ) : latest === null && <Text size="sm" c="dimmed">{t('entry.none')}</Text>}
        </Stack>
        <ArrowRightIcon size={18} />
      </Group>
    </Card>
  );
}

/**
 * The reptile page's way into its insights: a card near the top, not another tab (seven do not
 * fit a phone already), with the newest insight's first line and date when there is one.
 */
export function InsightsEntry({ reptileId }: { reptileId: string }) {
  // Its texts load as their own chunk: the rest of the reptile's page does not wait for them.
  return <Suspense fallback={<Skeleton height={62} radius="md" />}><Entry reptileId={reptileId} /></Suspense>;
}
