import { Alert, Badge, Button, Center, Container, Group, Image, Paper, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LeafIcon } from '../../components/icons';
import { PageLoader } from '../../components/page-loader';
import { ExportMenu } from '../export';
import { GrowthTab } from '../growth';
import { usePreferences } from '../../lib/session';
import { ReptileQr } from './components/reptile-qr';
import { DeleteReptileButton } from './delete-reptile-button';
import { ageText, dateText, lengthText, weightText } from './reptile-facts';
import { ReptileMissing } from './reptile-missing';
import { useReptile, useUnsyncedReptileIds } from './use-reptiles';
import { useReptilePhoto } from './use-reptile-photo';
import classes from './reptiles.module.css';

/** /reptiles/:id: the profile (Overview) and the log tabs; growth is the first, the others join as they land. */
export function ReptileDetailsPage() {
  const { t, i18n } = useTranslation('reptiles');
  const { id } = useParams();
  const reptile = useReptile(id);
  const unsynced = useUnsyncedReptileIds();
  const units = usePreferences();
  const photo = useReptilePhoto(reptile);
  if (reptile === undefined) return <PageLoader />;
  if (!reptile) return <ReptileMissing />;
  const lng = i18n.language;
  const facts: [string, string | null][] = [
    [t('fields.sex'), t(`sex.${reptile.sex}`)],
    [t('details.hatched'), reptile.hatchDate ? `${dateText(lng, reptile.hatchDate)}${ageText(t, reptile.hatchDate) ? ` (${ageText(t, reptile.hatchDate)})` : ''}` : null],
    [t('details.weight'), weightText(t, lng, reptile.weightGrams, units.weightUnit)],
    [t('details.length'), lengthText(t, lng, reptile.lengthCm, units.lengthUnit)],
  ];
  return (
    <Container size="md" px={0}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2}>
            <Title order={1}>{reptile.name}</Title>
            <Text c="dimmed" fs="italic">{reptile.species}</Text>
          </Stack>
          <Group gap="xs">
            <Button component={Link} to={`/reptiles/${reptile.id}/edit`}>{t('actions.edit')}</Button>
            <DeleteReptileButton reptile={reptile} />
            <ExportMenu reptile={reptile} />
          </Group>
        </Group>
        {unsynced.has(reptile.id) && <Badge variant="light" color="yellow" size="lg">{t('card.notSynced')}</Badge>}
        {photo.refused && <Alert color="red">{t('errors.photoRefused')}</Alert>}
        <Tabs defaultValue="overview" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="overview">{t('tabs.overview')}</Tabs.Tab>
            <Tabs.Tab value="growth">{t('tabs.growth')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="overview">
            <Stack gap="lg">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
                {photo.url ? (
                  <Image src={photo.url} alt={t('details.photoAlt', { name: reptile.name })} className={classes.photo} fit="cover" />
                ) : (
                  <Center h={220} className={`${classes.placeholder} ${classes.photo}`} aria-hidden="true"><LeafIcon size={64} /></Center>
                )}
                <Paper withBorder p="md">
                  <Stack gap="sm" component="dl" m={0}>
                    {facts.map(([label, value]) => (
                      <div key={label}>
                        <Text component="dt" size="sm" c="dimmed">{label}</Text>
                        <Text component="dd" m={0}>{value ?? t('details.notRecorded')}</Text>
                      </div>
                    ))}
                  </Stack>
                </Paper>
              </SimpleGrid>
              <Stack gap={4}>
                <Title order={2} size="h4">{t('fields.notes')}</Title>
                <Text style={{ whiteSpace: 'pre-wrap' }} c={reptile.notes ? undefined : 'dimmed'}>{reptile.notes ?? t('details.noNotes')}</Text>
              </Stack>
              <ReptileQr reptile={reptile} />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="growth">
            <GrowthTab reptileId={reptile.id} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
