import { Anchor, Button, Card, Container, EmptyState, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LeafIcon } from '../../components/icons';
import { PageLoader } from '../../components/page-loader';
import { LevelBadge } from './finding-level';
import { InsightHistory } from './insight-history';
import { topLevel } from './insight-lines';
import { InsightFindings } from './insight-view';
import { RequestCard } from './request-card';
import { useInsightMeta } from './use-insight-meta';
import { useInsightQuota } from './use-insight-quota';
import { useReptileInsights, useReptileName, type LocalInsight } from './insight-queries';
import { useRequestInsight } from './use-request-insight';

function Missing() {
  const { t } = useTranslation('insights');
  return (
    <EmptyState icon={<LeafIcon size={32} />} title={t('missing.title')} description={t('missing.body')} py="xl">
      <EmptyState.Actions>
        <Button component={Link} to="/dashboard">{t('missing.back')}</Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}

function Latest({ insight, fresh }: { insight: LocalInsight; fresh: boolean }) {
  const { t } = useTranslation('insights');
  const meta = useInsightMeta();
  const titleId = useId();
  const top = topLevel(insight.findings);
  return (
    <Stack component="section" aria-labelledby={titleId} gap="sm">
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h3" id={titleId}>{t(fresh ? 'latest.new' : 'latest.title')}</Title>
        {top && <LevelBadge level={top} />}
      </Group>
      <Card withBorder radius="md" p="md">
        <Stack gap="sm">
          <Text size="sm" c="dimmed">{meta(insight)}</Text>
          <InsightFindings insight={insight} />
        </Stack>
      </Card>
    </Stack>
  );
}

/**
 * /reptiles/:id/insights: what the reptile's logs say, on request (HerpPlus and HerpPro, counted
 * against the month's quota), and every insight asked for before. The history is synced, so it
 * reads offline and stays readable on Basic; only asking for a new one needs the server.
 */
export function InsightsPage() {
  const { t } = useTranslation('insights');
  const { id = '' } = useParams();
  const name = useReptileName(id);
  const stored = useReptileInsights(id);
  const quota = useInsightQuota();
  const request = useRequestInsight(id);
  if (name === undefined || stored === undefined) return <PageLoader />;
  if (name === null) return <Missing />;
  // The new insight shows at once from the answer; pull brings the same row moments later.
  const fresh = request.data?.insight;
  const insights = fresh && !stored.some((r) => r.id === fresh.id) ? [fresh, ...stored] : stored;
  const [latest, ...earlier] = insights;
  return (
    <Container size="md" px={0}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Anchor component={Link} to={`/reptiles/${id}`} size="sm" w="fit-content">{t('back', { name })}</Anchor>
          <Title order={1}>{t('title', { name })}</Title>
          <Text c="dimmed" size="sm">{t('intro', { name })}</Text>
        </Stack>
        <RequestCard reptileId={id} name={name} quota={quota} request={request} hasHistory={latest !== undefined} />
        {latest ? <Latest insight={latest} fresh={latest.id === fresh?.id} /> : <Text c="dimmed">{t('history.empty', { name })}</Text>}
        {earlier.length > 0 && <InsightHistory insights={earlier} />}
      </Stack>
    </Container>
  );
}
