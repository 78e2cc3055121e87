import { Button, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMemo, useRef, useState } from 'react';
import { todayIn } from '../../../shared/rules/calendar-date';
import { inRhythmFilter, RHYTHM_FILTERS, type RhythmFilter } from '../../../shared/rules/feeding-rhythm';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlusIcon } from '../../components/icons';
import { CollectionFilter, useCollectionParam, useCollections } from '../collections';
import { UpcomingReminders } from '../reminders';
import { PlanLimitNotice, ReptileList, isKept, useReptileLimit, useReptiles } from '../reptiles';
import { useSyncPhase } from '../../lib/sync/sync-phase';
import { useUserDb } from '../../lib/db/use-user-db';
import { useSharedSpaces } from '../spaces';
import { ArrivingNotice } from './arriving-notice';
import { DueMeals } from './due-meals';
import { IncubatingClutches } from './incubating-clutches';
import { LowStockNotice } from './low-stock-notice';
import { EquipmentDueNotice, UpkeepDueNotice } from '../climate';
import { RecentActivity } from './recent-activity';
import { ReptileCare } from '../care';
import { rhythmOf, useReptileSummaries } from '../care';
import { HealthBadge, useAnimalStatuses, type HealthState } from '../health-watch';
import { NeedsAttention } from './needs-attention';
import { BreederCards } from '../sales';
import type { LocalReptile } from '../../lib/db';

/** The cards' health filter (issue 29): a state, or the animals in quarantine. */
const HEALTH_FILTERS = ['attention', 'watch', 'ok', 'quarantine'] as const;
type HealthFilter = (typeof HEALTH_FILTERS)[number];
const HEALTH_RANK: Record<HealthState, number> = { attention: 0, watch: 1, ok: 2 };

/**
 * /dashboard: the keeper's reptiles and what they last logged, feeders running low, tasks of the
 * next 7 days and recent activity, all read from this device, so it opens offline. The reptiles
 * can be narrowed to one collection (`?collection=<id>`, so a collection's page links here) and
 * searched by name or species, or filtered by feeding status (what is due, who refuses: a breeder's
 * evening round among 300 tubs); the cards are drawn a page at a time (ReptileList), and their
 * summaries come from per-animal facts, so neither search, filter nor a long list reads any log.
 * A member of shared collections sees their animals beside their own and can show one at a time.
 * Each animal's health status (issue 29) is worked out from its logs: the animals needing
 * attention are named at the top, and the cards can be filtered by status and put in its order.
 */
const NONE: readonly string[] = [];

export function DashboardPage() {
  const { t } = useTranslation(['dashboard', 'spaces']);
  const limit = useReptileLimit();
  const reptiles = useReptiles();
  const ids = useMemo(() => (reptiles ?? []).map((r) => r.id), [reptiles]);
  const names = useMemo(() => new Map((reptiles ?? []).map((r) => [r.id, r.name])), [reptiles]);
  // While the first sync runs the cards list what has arrived, but no summary: it would be read
  // from part of the history, and re-read after every batch that lands.
  const arriving = useSyncPhase((p) => p.firstSync);
  const summaries = useReptileSummaries(arriving ? NONE : ids);
  const hasReptiles = Boolean(reptiles && reptiles.length > 0);
  // Whose animals: all, the keeper's own ('mine'), or one shared collection's (its space id).
  const me = useUserDb()?.userId;
  const spaces = useSharedSpaces();
  const [place, setPlace] = useState('all');
  // The collection filter lists the collections of the spaces shown; one of another space narrows nothing.
  const allCollections = useCollections();
  const collections = useMemo(() => (place === 'all' ? allCollections : allCollections?.filter((c) => c.userId === (place === 'mine' ? me : place))), [allCollections, place, me]);
  const [collectionId, setCollectionId] = useCollectionParam(collections);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<RhythmFilter | 'all'>('all');
  const [health, setHealth] = useState<HealthFilter | 'all'>('all');
  const [order, setOrder] = useState<'name' | 'health'>('name');
  const kept = useMemo(() => (arriving ? undefined : reptiles?.filter(isKept)), [reptiles, arriving]);
  const statuses = useAnimalStatuses(kept);
  const inPlace = useMemo(() => (place === 'all' ? null : new Set((reptiles ?? []).filter((r) => r.userId === (place === 'mine' ? me : place)).map((r) => r.id))), [place, reptiles, me]);
  // The same animals as the cards below: the collection's, when one is picked.
  const rhythms = useMemo(() => (reptiles ?? []).flatMap((r) => {
    const summary = summaries?.get(r.id);
    // A sold animal's read-only copy is fed by its new keeper now.
    if (!summary || (collectionId && r.collectionId !== collectionId) || !isKept(r) || (inPlace && !inPlace.has(r.id))) return [];
    return [{ id: r.id, name: r.name, rhythm: rhythmOf(r, summary, todayIn()) }];
  }), [reptiles, summaries, collectionId, inPlace]);
  // The same animals as the cards: the place's and the collection's.
  const shownStatuses = useMemo(() => (kept ?? []).flatMap((r) => {
    const s = statuses?.get(r.id);
    return s && (!collectionId || r.collectionId === collectionId) && (!inPlace || inPlace.has(r.id)) ? [{ id: r.id, name: r.name, status: s }] : [];
  }), [kept, statuses, collectionId, inPlace]);
  const inHealth = useMemo(() => Object.fromEntries(HEALTH_FILTERS.map((f) => [f, new Set(shownStatuses
    .filter((s) => (f === 'quarantine' ? s.status.quarantined : s.status.state === f)).map((s) => s.id))])) as Record<HealthFilter, Set<string>>, [shownStatuses]);
  const healthOrder = useMemo(() => (order === 'health' && statuses ? {
    key: `health:${statuses.size}`,
    compare: (a: LocalReptile, b: LocalReptile) => HEALTH_RANK[statuses.get(a.id)?.state ?? 'ok'] - HEALTH_RANK[statuses.get(b.id)?.state ?? 'ok'],
  } : undefined), [order, statuses]);
  const inStatus = useMemo(() => Object.fromEntries(RHYTHM_FILTERS.map((f) => [f, new Set(rhythms.filter((r) => inRhythmFilter(r.rhythm, f)).map((r) => r.id))])) as Record<RhythmFilter, Set<string>>, [rhythms]);
  // No status while the first sync runs: it would be judged from part of the history.
  // One object while the choice and the animals stand, so the list below does not refilter on every render.
  const only = useMemo(() => {
    const sets = [status === 'all' || arriving ? null : inStatus[status], health === 'all' || arriving ? null : inHealth[health], inPlace]
      .filter((x): x is Set<string> => x !== null);
    const [first, ...rest] = sets;
    if (!first) return undefined;
    const ids = new Set([...first].filter((id) => rest.every((set) => set.has(id))));
    return { ids, key: `${status}:${health}:${place}` };
  }, [status, health, arriving, inStatus, inHealth, inPlace, place]);
  const filters = useRef<HTMLDivElement>(null);
  const showAttention = () => {
    setSearch('');
    setHealth('attention');
    filters.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  const showDue = () => {
    setSearch('');
    setStatus('needsMeal');
    filters.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Title order={1}>{t('title')}</Title>
          {limit && limit.count > 0 && (
            <Text c="dimmed" size="sm">
              {limit.limit === null ? t('count', { count: limit.count }) : t('countOfLimit', { count: limit.count, limit: limit.limit, plan: limit.planName })}
            </Text>
          )}
        </Stack>
        {limit && limit.count > 0 && (
          <Button component={Link} to="/reptiles/add" leftSection={<PlusIcon size={18} />} disabled={limit.atLimit}>{t('add')}</Button>
        )}
      </Group>
      <PlanLimitNotice limit={limit} returnPath="/dashboard" />
      {arriving ? <ArrivingNotice /> : <NeedsAttention statuses={shownStatuses} onShowAll={showAttention} />}
      {!arriving && <DueMeals rhythms={rhythms} onShowAll={showDue} />}
      <LowStockNotice />
      <EquipmentDueNotice />
      <UpkeepDueNotice />
      <IncubatingClutches />
      {!arriving && <BreederCards names={names} />}
      {hasReptiles && collections && collections.length > 0 && (
        <CollectionFilter collections={collections} value={collectionId} onChange={setCollectionId} />
      )}
      {hasReptiles && (
        <Group gap="sm" align="flex-end" ref={filters}>
          {spaces && spaces.length > 0 && (
            <Select label={t('place.label')} value={place} allowDeselect={false} w={{ base: '100%', xs: 240 }} onChange={(v) => setPlace(v ?? 'all')}
              data={[{ value: 'all', label: t('place.all') }, { value: 'mine', label: t('place.mine') },
                ...spaces.map((s) => ({ value: s.id, label: t(`spaces:badge.${s.kind}`, { name: s.name }) }))]} />
          )}
          <TextInput type="search" label={t('search.label')} placeholder={t('search.placeholder')} value={search}
            onChange={(e) => setSearch(e.currentTarget.value)} w={{ base: '100%', xs: 280 }} />
          {!arriving && (
            <Select label={t('status.label')} value={status} allowDeselect={false} w={{ base: '100%', xs: 240 }}
              onChange={(v) => setStatus((v as RhythmFilter | 'all' | null) ?? 'all')}
              data={[{ value: 'all', label: t('status.all', { count: rhythms.length }) },
                ...RHYTHM_FILTERS.map((f) => ({ value: f, label: t(`status.${f}`, { count: inStatus[f].size }) }))]} />
          )}
          {!arriving && (
            <Select label={t('health.label')} value={health} allowDeselect={false} w={{ base: '100%', xs: 240 }}
              onChange={(v) => setHealth((v as HealthFilter | 'all' | null) ?? 'all')}
              data={[{ value: 'all', label: t('health.all', { count: shownStatuses.length }) },
                ...HEALTH_FILTERS.map((f) => ({ value: f, label: t(`health.${f}`, { count: inHealth[f].size }) }))]} />
          )}
          {!arriving && (
            <Select label={t('order.label')} value={order} allowDeselect={false} w={{ base: '100%', xs: 200 }}
              onChange={(v) => setOrder(v === 'health' ? 'health' : 'name')}
              data={[{ value: 'name', label: t('order.name') }, { value: 'health', label: t('order.health') }]} />
          )}
        </Group>
      )}
      <ReptileList collectionId={collectionId} search={search} only={only} order={healthOrder} cardExtra={(r) => {
        const s = statuses?.get(r.id);
        return (
          <>
            {s && s.state !== 'ok' && <HealthBadge status={s} size="xs" />}
            {s && s.state === 'ok' && s.quarantined && <HealthBadge status={s} size="xs" />}
            <ReptileCare reptile={r} summary={arriving ? undefined : summaries?.get(r.id)} arriving={arriving} />
          </>
        );
      }} />
      {hasReptiles && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" style={{ alignItems: 'start' }}>
          <UpcomingReminders />
          <RecentActivity names={names} />
        </SimpleGrid>
      )}
    </Stack>
  );
}
