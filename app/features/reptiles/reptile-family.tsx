import { Anchor, Box, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { familyOf, type ParentPair, type Relative } from '../../../shared/rules/lineage';
import type { LocalReptile } from '../../lib/db';
import { useUserDb } from '../../lib/db/use-user-db';
import { formatDate } from '../../lib/format';
import { useReptiles } from './use-reptiles';

/**
 * The Overview's "Family": parents, grandparents and offspring read from the keeper's reptiles
 * (shared/rules/lineage.ts). A kept relative links to its page; an animal they do not keep is its
 * name only. When nothing is recorded, one line says where parents are set instead of empty boxes.
 */
export function ReptileFamily({ reptile }: { reptile: LocalReptile }) {
  const { t, i18n } = useTranslation('reptiles');
  const reptiles = useReptiles();
  const laidOn = useClutchLaidOn(reptile.clutchId ?? null);
  if (!reptiles) return null;
  // The reptile itself may not be in the list for a moment (a sync between two live queries).
  const family = familyOf(reptiles.some((r) => r.id === reptile.id) ? reptiles : [...reptiles, reptile], reptile.id);
  if (!family) return null;
  const lng = i18n.language;
  const { parents, grandparents, offspring } = family;
  const noParents = parents.sire.kind === 'unknown' && parents.dam.kind === 'unknown';
  const anyGrandparent = [grandparents.sire, grandparents.dam].some((p) => p.sire.kind !== 'unknown' || p.dam.kind !== 'unknown');
  return (
    <Stack gap={4} component="section" aria-labelledby="reptile-family-title">
      <Title order={2} size="h4" id="reptile-family-title">{t('family.title')}</Title>
      {noParents && offspring.length === 0 && !laidOn ? (
        <Text c="dimmed">{t('family.empty')}</Text>
      ) : (
        <Paper withBorder p="md">
          <Stack gap="md">
            <Stack gap={6}>
              <Title order={3} size="h6">{t('family.parents')}</Title>
              <Pair pair={parents} />
              {laidOn && <Text size="sm" c="dimmed">{t('family.clutch', { date: formatDate(laidOn, lng) })}</Text>}
            </Stack>
            <Stack gap={6}>
              <Title order={3} size="h6">{t('family.grandparents')}</Title>
              {anyGrandparent ? (
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
                  {(['sire', 'dam'] as const).map((side) => (
                    <Stack key={side} gap={2}>
                      <Text size="sm" fw={500}>{t(`family.${side}Side`)}</Text>
                      <Pair pair={grandparents[side]} />
                    </Stack>
                  ))}
                </SimpleGrid>
              ) : (
                <Text size="sm" c="dimmed">{t('family.noGrandparents')}</Text>
              )}
            </Stack>
            <Stack gap={6}>
              <Title order={3} size="h6">{t('family.offspring')}</Title>
              {offspring.length === 0 ? (
                <Text size="sm" c="dimmed">{t('family.noOffspring')}</Text>
              ) : (
                <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
                  {offspring.map((o) => (
                    <li key={o.id}>
                      <Anchor component={Link} to={`/reptiles/${o.id}`} size="sm">{o.name}</Anchor>
                      <Text component="span" size="sm" c="dimmed">
                        {' · '}{t(`sex.${o.sex}`)}{o.hatchDate ? ` · ${t('family.hatchedOn', { date: formatDate(o.hatchDate, lng) })}` : ''}
                      </Text>
                    </li>
                  ))}
                </Stack>
              )}
            </Stack>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}

/** Sire and dam as a two-line list of terms, each a link, a name, or "Not recorded". */
function Pair({ pair }: { pair: ParentPair }) {
  const { t } = useTranslation('reptiles');
  return (
    // Two columns, so a long name wraps beside its term rather than under it.
    <Box component="dl" m={0} style={{ display: 'grid', gridTemplateColumns: 'minmax(3.5rem, max-content) 1fr', gap: '2px var(--mantine-spacing-sm)' }}>
      {(['sire', 'dam'] as const).map((side) => (
        <Fragment key={side}>
          <Text component="dt" size="sm" c="dimmed">{t(`family.${side}`)}</Text>
          <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}><RelativeName relative={pair[side]} /></Text>
        </Fragment>
      ))}
    </Box>
  );
}

function RelativeName({ relative }: { relative: Relative }) {
  const { t } = useTranslation('reptiles');
  if (relative.kind === 'reptile') return <Anchor component={Link} to={`/reptiles/${relative.id}`} inherit>{relative.name}</Anchor>;
  if (relative.kind === 'named') {
    return <>{relative.name} <Text component="span" inherit c="dimmed">{t('family.notKept')}</Text></>;
  }
  return <Text component="span" inherit c="dimmed">{t('family.unknown')}</Text>;
}

/** The date of the laying a reptile hatched from, when that laying is on this device; null otherwise. */
function useClutchLaidOn(clutchId: string | null): string | null {
  const db = useUserDb();
  return useLiveQuery(async () => (db && clutchId ? ((await db.breedingLogs.get(clutchId))?.date ?? null) : null), [db, clutchId], null);
}
