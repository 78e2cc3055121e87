import { Anchor, Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlusIcon } from '../../components/icons';
import { PageLoader } from '../../components/page-loader';
import { useUserDb } from '../../lib/db/use-user-db';
import { useSharedSpaces } from '../spaces';
import { EnclosureDialog } from './enclosure-dialog';
import { NewRackDialog } from './new-rack-dialog';
import { rackSizeText, typeLabel } from './place-text';
import { useEnclosures, useRacks, useWhereabouts, type LocalEnclosure, type LocalRack } from './use-places';
import { useTypeOptions } from './use-type-options';

interface Place {
  /** The space id: the keeper's own, or a shared collection's. */
  id: string;
  title: string | null;
  racks: LocalRack[];
  alone: LocalEnclosure[];
}

/**
 * /racks: the keeper's racks (with their room, size and how many animals live in them) and the
 * enclosures standing alone, grouped by whose they are when the keeper shares a collection, as
 * the collections page does. "New rack" and "New enclosure" ask where when there is a choice.
 */
export function RacksPage() {
  const { t } = useTranslation(['enclosures', 'spaces']);
  const me = useUserDb()?.userId;
  const spaces = useSharedSpaces();
  const racks = useRacks();
  const enclosures = useEnclosures();
  const where = useWhereabouts();
  const typeOptions = useTypeOptions();
  const [open, setOpen] = useState<'rack' | 'enclosure' | null>(null);
  const places = useMemo((): Place[] | undefined => {
    if (!me || !spaces || !racks || !enclosures) return undefined;
    const ids = [me, ...spaces.map((s) => s.id)];
    return ids.map((id) => {
      const space = spaces.find((s) => s.id === id);
      return {
        id,
        title: space ? t(`spaces:badge.${space.kind}`, { name: space.name }) : spaces.length > 0 ? t('list.mine') : null,
        racks: racks.filter((r) => r.userId === id),
        alone: enclosures.filter((e) => e.userId === id && !e.rackId),
      };
    });
  }, [me, spaces, racks, enclosures, t]);
  const animalsIn = useMemo(() => {
    const count = new Map<string, number>();
    for (const e of enclosures ?? []) {
      const n = where?.residentsOf.get(e.id)?.length ?? 0;
      const key = e.rackId ?? e.id;
      count.set(key, (count.get(key) ?? 0) + n);
    }
    return count;
  }, [enclosures, where]);
  if (!places) return <PageLoader />;

  return (
    <Container size="lg" px={0}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={2} style={{ flex: '1 1 14rem' }}>
            <Title order={1}>{t('list.title')}</Title>
            <Text c="dimmed" size="sm">{t('list.intro')}</Text>
          </Stack>
          <Group gap="xs">
            {/* The keeper's own place allows both; the forms offer the shared collections whose role allows it. */}
            <Button leftSection={<PlusIcon size={16} />} onClick={() => setOpen('rack')}>{t('list.newRack')}</Button>
            <Button variant="default" leftSection={<PlusIcon size={16} />} onClick={() => setOpen('enclosure')}>{t('list.newEnclosure')}</Button>
          </Group>
        </Group>
        {places.map((p) => <PlaceSection key={p.id} place={p} animalsIn={animalsIn} />)}
      </Stack>
      {open === 'rack' && <NewRackDialog opened onClose={() => setOpen(null)} typeOptions={typeOptions} />}
      {open === 'enclosure' && <EnclosureDialog opened onClose={() => setOpen(null)} typeOptions={typeOptions} />}
    </Container>
  );
}

function PlaceSection({ place, animalsIn }: { place: Place; animalsIn: ReadonlyMap<string, number> }) {
  const { t } = useTranslation('enclosures');
  const empty = place.racks.length === 0 && place.alone.length === 0;
  return (
    <Stack gap="sm" component="section" aria-label={place.title ?? t('list.title')}>
      {place.title && <Title order={2} size="h3">{place.title}</Title>}
      {empty && <Text c="dimmed">{t('list.empty')}</Text>}
      {place.racks.length > 0 && (
        <Stack gap="xs">
          <Title order={place.title ? 3 : 2} size="h4">{t('list.racks')}</Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('list.racks')}>
            {place.racks.map((r) => (
              <Paper key={r.id} withBorder p="sm" component="li">
                <Anchor component={Link} to={`/racks/${r.id}`} fw={700} size="lg">{t('rack.title', { name: r.name })}</Anchor>
                <Text size="sm" c="dimmed">{[r.room, rackSizeText(t, r)].filter(Boolean).join(' · ')}</Text>
                <Text size="sm">{t('rack.animals', { count: animalsIn.get(r.id) ?? 0 })}</Text>
              </Paper>
            ))}
          </SimpleGrid>
        </Stack>
      )}
      {place.alone.length > 0 && (
        <Stack gap="xs">
          <Title order={place.title ? 3 : 2} size="h4">{t('list.alone')}</Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('list.alone')}>
            {place.alone.map((e) => (
              <Paper key={e.id} withBorder p="sm" component="li">
                <Anchor component={Link} to={`/enclosures/${e.id}`} fw={700}>{e.name}</Anchor>
                <Text size="sm" c="dimmed">{[typeLabel(t, e.type), e.room].filter(Boolean).join(' · ')}</Text>
                <Text size="sm">{t('rack.animals', { count: animalsIn.get(e.id) ?? 0 })}</Text>
              </Paper>
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}
