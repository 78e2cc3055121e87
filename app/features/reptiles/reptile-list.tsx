import { Button, EmptyState, Loader, SimpleGrid, Center, Stack, Text, Title } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LeafIcon, PlusIcon } from '../../components/icons';
import type { LocalReptile } from '../../lib/db';
import { useCollections } from '../collections';
import { ReptileCard } from './reptile-card';
import { isKept, useReptiles, useUnsyncedReptileIds } from './use-reptiles';

export interface ReptileListProps {
  /** Adds to each card what the page around it knows (the dashboard: last feeding, quick actions). */
  cardExtra?: (reptile: LocalReptile) => ReactNode;
  /** Only the reptiles of this collection; absent or null: all of them. */
  collectionId?: string | null;
}

/**
 * The keeper's reptiles as cards (all, or one collection's), or the way to add the first one.
 * Each card names its collection, unless the list is that collection's. Animals that went to a
 * buyer (read-only copies) come last, apart, without the page's extras (nothing is logged for them).
 */
export function ReptileList({ cardExtra, collectionId = null }: ReptileListProps = {}) {
  const { t } = useTranslation('reptiles');
  const all = useReptiles();
  const unsynced = useUnsyncedReptileIds();
  const collections = useCollections();
  const collectionNames = useMemo(() => new Map((collections ?? []).map((c) => [c.id, c.name])), [collections]);
  // Rows stored before collections existed lack the field.
  const shown = useMemo(() => (collectionId ? all?.filter((r) => (r.collectionId ?? null) === collectionId) : all), [all, collectionId]);
  // Rows stored before transfers lack the field.
  const reptiles = useMemo(() => shown?.filter(isKept), [shown]);
  const transferred = useMemo(() => shown?.filter((r) => !isKept(r)) ?? [], [shown]);
  if (!reptiles) return <Center mih={160}><Loader aria-label={t('list.loading')} /></Center>;
  const grid = (list: LocalReptile[], extra?: (reptile: LocalReptile) => ReactNode) => (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md" component="ul" className="reptile-grid" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {list.map((r) => (
        <li key={r.id}><ReptileCard reptile={r} unsynced={unsynced.has(r.id)}
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
      {grid(reptiles, cardExtra)}
      {gone}
    </>
  );
}
