import { Anchor, Avatar, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { useReptileSummaries } from '../care';
import { useEnclosure, useRack, useStays } from '../enclosures';
import { isKept, useReptile, useReptilePhoto } from '../reptiles';
import { AnimalActions } from './animal-actions';
import { placeText } from './place-text';
import { ScanMissing } from './scan-missing';

/**
 * /r/:id, what an animal's printed label opens (shared/labels/urls.ts): the animal, where it
 * lives, how its feeding stands, and its quick actions in front. Everything is read from the
 * device, so a scan in the reptile room works offline; a visitor signs in first and comes back
 * here (RequireAuth's `next`).
 */
export function AnimalScanPage() {
  const { t } = useTranslation('scan');
  const { id } = useParams();
  const reptile = useReptile(id);
  const stays = useStays(id);
  const enclosure = useEnclosure(stays?.current ?? undefined);
  const rack = useRack(enclosure?.rackId ?? undefined);
  const summaries = useReptileSummaries(id ? [id] : []);
  const photo = useReptilePhoto(reptile);

  if (reptile === undefined || stays === undefined) return <PageLoader />;
  if (reptile === null) return <ScanMissing kind="animal" />;
  if (!isKept(reptile)) return <ScanMissing kind="transferred" name={reptile.name} />;
  const place = enclosure ? placeText(t, enclosure, rack) : '';

  return (
    <Container size="xs" px={0}>
      <Stack gap="md">
        <Group gap="md" wrap="nowrap" align="center">
          {photo.url && <Avatar src={photo.url} alt="" size={72} radius="md" />}
          <Stack gap={2}>
            <Title order={1}>{reptile.name}</Title>
            <Text c="dimmed" fs="italic">{reptile.species}</Text>
          </Stack>
        </Group>
        <Text size="sm">
          {enclosure ? (
            <>
              {t('livesIn')}{' '}
              <Anchor component={Link} to={`/e/${enclosure.id}`} fw={600}>{enclosure.name}</Anchor>
              {place && ` · ${place}`}
            </>
          ) : t('livesNowhere')}
        </Text>
        <Paper withBorder p="md">
          <AnimalActions reptile={reptile} summary={summaries?.get(reptile.id)} enclosureId={enclosure?.id ?? null} />
        </Paper>
        <Button component={Link} to={`/reptiles/${reptile.id}`} variant="default" size="md">{t('openProfile')}</Button>
      </Stack>
    </Container>
  );
}
