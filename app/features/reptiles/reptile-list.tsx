import { Button, EmptyState, Loader, SimpleGrid, Center, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LeafIcon, PlusIcon } from '../../components/icons';
import type { LocalReptile } from '../../lib/db';
import { useCollections } from '../collections';
import { useSharedSpaces } from '../spaces';
import { ReptileCard } from './reptile-card';
import { isKept, useReptiles, useUnsyncedReptileIds } from './use-reptiles';

export interface ReptileListProps {
  /** Adds to each card what the page around it knows (the dashboard: last feeding, quick actions). */
  cardExtra?: (reptile: LocalReptile) => ReactNode;
  /** Only the reptiles of this collection; absent or null: all of them. */
  collectionId?: string | null;
  /** Only the reptiles whose name or species contains this (any case); empty: all of them. */
  search?: string;
  /**
   * Only these reptiles (the dashboard's feeding-status filter), named by `onlyKey` so a new choice
   * starts the list again; absent: all of them.
   */
  only?: { ids: ReadonlySet<string>; key: string };
  /** The kept animals' order (the dashboard's "needs attention first"), named by `key`; absent: the list's own. */
  order?: { compare: (a: LocalReptile, b: LocalReptile) => number; key: string };
}

/**
 * Cards drawn at first, and added by each "Show more": a breeder's 300 animals drawn at once were
 * 11,000 DOM nodes and seconds of rendering (issue 26). A button, not infinite scroll, so a
 * keyboard or screen-reader user reaches the sections below the list.
 */
export const CARDS_PER_PAGE = 24;

const matcher = (search: string) => {
  const q = search.trim().toLocaleLowerCase();
  return (r: LocalReptile) => !q || r.name.toLocaleLowerCase().includes(q) || r.species.toLocaleLowerCase().includes(q);
};

/**
 * The keeper's reptiles as cards (all, or one collection's), or the way to add the first one.
 * Each card names its collection, unless the list is that collection's. Animals that went to a
 * buyer (read-only copies) come last, apart, without the page's extras (nothing is logged for them).
 * The kept ones are drawn CARDS_PER_PAGE at a time; a new search, collection or status starts
 * again at one page, and going back to the list last extended shows it as far as it was.
 */
export function ReptileList({ cardExtra, collectionId = null, search = '', only, order }: ReptileListProps = {}) {
  // Read once for the page: each card of a shared collection names it.
  const shared = useSharedSpaces();
  const spaces = useMemo(() => new Map((shared ?? []).map((s) => [s.id, s])), [shared]);
  const { t } = useTranslation('reptiles');
  const all = useReptiles();
  const unsynced = useUnsyncedReptileIds();
  const collections = useCollections();
  const collectionNames = useMemo(() => new Map((collections ?? []).map((c) => [c.id, c.name])), [collections]);
  // Rows stored before collections existed lack the field.
  const shown = useMemo(() => {
    const matches = matcher(search);
    return all?.filter((r) => (!collectionId || (r.collectionId ?? null) === collectionId) && matches(r) && (!only || only.ids.has(r.id)));
  }, [all, collectionId, search, only]);
  const filterKey = `${collectionId ?? ''}\n${search.trim()}\n${only?.key ?? ''}\n${order?.key ?? ''}`;
  const [more, setMore] = useState({ filterKey, count: CARDS_PER_PAGE });
  const count = more.filterKey === filterKey ? more.count : CARDS_PER_PAGE;
  // Rows stored before transfers lack the field.
  const reptiles = useMemo(() => {
    const kept = shown?.filter(isKept);
    // A stable sort: animals the order ranks alike keep the list's own order.
    return order && kept ? [...kept].sort(order.compare) : kept;
  }, [shown, order]);
  const transferred = useMemo(() => shown?.filter((r) => !isKept(r)) ?? [], [shown]);
  if (!reptiles) return <Center mih={160}><Loader aria-label={t('list.loading')} /></Center>;
  const grid = (list: LocalReptile[], extra?: (reptile: LocalReptile) => ReactNode) => (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md" component="ul" className="reptile-grid" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {list.map((r) => (
        <li key={r.id}><ReptileCard reptile={r} unsynced={unsynced.has(r.id)} space={spaces.get(r.userId) ?? null}
          collectionName={collectionId || !r.collectionId ? null : (collectionNames.get(r.collectionId) ?? null)}>{extra?.(r)}</ReptileCard></li>
      ))}
    </SimpleGrid>
  );
  const gone = transferred.length > 0 && (
    <Stack gap="xs" component="section" aria-labelledby="transferred-reptiles" mt="lg">
      <Title order={2} size="h4" id="transferred-reptiles">{t('list.transferredTitle')}</Title>
      <Text c="dimmed" size="sm">{t('list.transferredHint')}</Text>
      {grid(transferred)}
    </Stack>
  );
  if (reptiles.length === 0 && search.trim()) return <><Text c="dimmed">{t('list.noneMatching', { query: search.trim() })}</Text>{gone}</>;
  if (reptiles.length === 0 && only) return <><Text c="dimmed">{t('list.noneWithStatus')}</Text>{gone}</>;
  if (reptiles.length === 0 && collectionId) return <><Text c="dimmed">{t('list.noneInCollection')}</Text>{gone}</>;
  if (reptiles.length === 0) {
    return (
      <>
        <EmptyState icon={<LeafIcon size={32} />} variant="light" title={t('empty.title')} description={t('empty.body')} py="xl">
          <EmptyState.Actions>
            <Button component={Link} to="/reptiles/add" leftSection={<PlusIcon size={18} />}>{t('empty.action')}</Button>
          </EmptyState.Actions>
        </EmptyState>
        {gone}
      </>
    );
  }
  return (
    <>
      {grid(reptiles.slice(0, count), cardExtra)}
      {reptiles.length > count && (
        <Stack align="center" gap={4} mt="md">
          <Text c="dimmed" size="sm">{t('list.showing', { shown: count, total: reptiles.length })}</Text>
          <Button variant="light" onClick={() => setMore({ filterKey, count: count + CARDS_PER_PAGE })}>
            {t('list.showMore', { count: Math.min(CARDS_PER_PAGE, reptiles.length - count) })}
          </Button>
        </Stack>
      )}
      {gone}
    </>
  );
}
