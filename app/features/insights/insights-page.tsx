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
import { useSharedSpaces, useSpaceAccess } from '../spaces';
import { useReptileInsights, useReptileOf, type LocalInsight } from './insight-queries';
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
 * A member of a shared collection whose role does not ask for insights (a sitter, a viewer) reads
 * them. In a card where the owner's and keepers' request card stands, so it is not read as more of
 * the page's introduction.
 */
function ReadOnlyNote({ space }: { space: string }) {
  const { t } = useTranslation('insights');
  return (
    <Card withBorder radius="md" p="md">
      <Text size="sm">{t('shared.readOnly', { space })}</Text>
    </Card>
  );
}

/**
 * /reptiles/:id/insights: what the reptile's logs say, on request (HerpPlus and HerpPro, counted
 * against the month's quota), and every insight asked for before. The history is synced, so it
 * reads offline and stays readable on Basic; only asking for a new one needs the server. For an
 * animal of a shared collection (issue 27) the owner and keepers ask, on the owner's plan and the
 * collection's quota; sitters and viewers read.
 */
export function InsightsPage() {
  const { id = '' } = useParams();
  const reptile = useReptileOf(id);
  const spaces = useSharedSpaces();
  // Whose quota to ask for is known once the animal and the device's shared collections are read.
  if (reptile === undefined || spaces === undefined) return <PageLoader />;
  if (reptile === null) return <Missing />;
  // A shared collection's own quota (its owner's plan); an animal of a collection gone from the list is about to leave the device.
  const sharedId = spaces.some((s) => s.id === reptile.spaceId) ? reptile.spaceId : undefined;
  return <ReptileInsights id={id} name={reptile.name} spaceId={reptile.spaceId} sharedId={sharedId} />;
}

function ReptileInsights({ id, name, spaceId, sharedId }: { id: string; name: string; spaceId: string; sharedId: string | undefined }) {
  const { t } = useTranslation('insights');
  const access = useSpaceAccess(spaceId);
  const shared = access.space;
  const stored = useReptileInsights(id);
  const quota = useInsightQuota(sharedId);
  const request = useRequestInsight(id, sharedId);
  // The role is read from the same list, a moment later: nothing is offered before it is known.
  if (stored === undefined || (sharedId && !shared)) return <PageLoader />;
  // The owner's plan decides for a shared collection: a member cannot upgrade it, its owner can.
  const planOwner = shared && shared.ownerId !== access.me ? (access.nameOf(shared.ownerId) ?? shared.name) : null;
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
        {access.can('insight.generate')
          ? <RequestCard reptileId={id} name={name} quota={quota} request={request} hasHistory={latest !== undefined} planOwner={planOwner}
              sharedName={shared?.name ?? null} />
          : <ReadOnlyNote space={shared?.name ?? ''} />}
        {latest ? <Latest insight={latest} fresh={latest.id === fresh?.id} /> : <Text c="dimmed">{t('history.empty', { name })}</Text>}
        {earlier.length > 0 && <InsightHistory insights={earlier} />}
      </Stack>
    </Container>
  );
}
