import { Button, EmptyState, Loader, SimpleGrid, Center } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LeafIcon, PlusIcon } from '../../components/icons';
import type { LocalReptile } from '../../lib/db';
import { ReptileCard } from './reptile-card';
import { useReptiles, useUnsyncedReptileIds } from './use-reptiles';

/**
 * All of the keeper's reptiles as cards, or the way to add the first one. `cardExtra` adds to
 * each card what the page around it knows (the dashboard: last feeding, quick actions).
 */
export function ReptileList({ cardExtra }: { cardExtra?: (reptile: LocalReptile) => ReactNode } = {}) {
  const { t } = useTranslation('reptiles');
  const reptiles = useReptiles();
  const unsynced = useUnsyncedReptileIds();
  if (!reptiles) return <Center mih={160}><Loader aria-label={t('list.loading')} /></Center>;
  if (reptiles.length === 0) {
    return (
      <EmptyState icon={<LeafIcon size={32} />} variant="light" title={t('empty.title')} description={t('empty.body')} py="xl">
        <EmptyState.Actions>
          <Button component={Link} to="/reptiles/add" leftSection={<PlusIcon size={18} />}>{t('empty.action')}</Button>
        </EmptyState.Actions>
      </EmptyState>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md" component="ul" className="reptile-grid" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {reptiles.map((r) => (
        <li key={r.id}><ReptileCard reptile={r} unsynced={unsynced.has(r.id)}>{cardExtra?.(r)}</ReptileCard></li>
      ))}
    </SimpleGrid>
  );
}
