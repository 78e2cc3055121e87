import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import type { LocalReptile } from '../../lib/db';
import { useReptileSummaries } from '../care';
import { useEnclosure, useRack, useWhereabouts } from '../enclosures';
import { isKept, useReptiles } from '../reptiles';
import { AnimalActions } from './animal-actions';
import { EnclosureCleaned } from './enclosure-cleaned';
import { useEnclosureFlags } from '../climate';
import { placeText } from './place-text';
import { ScanMissing } from './scan-missing';

const NO_RESIDENTS: readonly string[] = [];

/**
 * /e/:id, what an enclosure's printed label opens: its name and place, then one card per animal
 * living in it with that animal's quick actions, and the enclosure's own "Cleaned". Read from the
 * device, so it works offline like /r/:id.
 */
export function EnclosureScanPage() {
  const { t } = useTranslation('scan');
  const { id } = useParams();
  const enclosure = useEnclosure(id);
  const rack = useRack(enclosure?.rackId ?? undefined);
  const where = useWhereabouts();
  const reptiles = useReptiles();
  const residentIds = (id && where?.residentsOf.get(id)) || NO_RESIDENTS;
  const residents = useMemo(() => {
    const byId = new Map((reptiles ?? []).map((r) => [r.id, r]));
    return residentIds.map((rid) => byId.get(rid)).filter((r): r is LocalReptile => r !== undefined && isKept(r))
      .sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }));
  }, [reptiles, residentIds]);
  const summaries = useReptileSummaries(residents.map((r) => r.id));
  const flagIds = useMemo(() => (id ? [id] : NO_RESIDENTS), [id]);
  const flags = useEnclosureFlags(flagIds);

  if (enclosure === undefined || where === undefined || reptiles === undefined) return <PageLoader />;
  if (enclosure === null) return <ScanMissing kind="enclosure" />;
  const place = placeText(t, enclosure, rack);

  return (
    <Container size="xs" px={0}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={1}>{enclosure.name}</Title>
          {place && <Text c="dimmed">{place}</Text>}
        </Stack>
        {/* What its climate, cleaning and equipment flag: a too-hot tub is seen at the tub. */}
        {id && flags.get(id)}
        <EnclosureCleaned enclosure={enclosure} />
        {residents.length === 0 && <Text>{t('enclosure.empty')}</Text>}
        {residents.map((r) => (
          <Paper key={r.id} withBorder p="md" component="section" aria-labelledby={`resident-${r.id}`}>
            <Stack gap="sm">
              <Stack gap={0}>
                <Title order={2} size="h3" id={`resident-${r.id}`}>
                  <Anchor component={Link} to={`/r/${r.id}`} inherit>{r.name}</Anchor>
                </Title>
                <Text size="sm" c="dimmed" fs="italic">{r.species}</Text>
              </Stack>
              <AnimalActions reptile={r} summary={summaries?.get(r.id)} enclosureId={null} />
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Container>
  );
}
