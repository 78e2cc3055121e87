import { Alert, Anchor, Badge, Center, Container, Image, Paper, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { LeafIcon } from '../../components/icons';
import { PageLoader } from '../../components/page-loader';
import { BreedingTab } from '../../features/breeding';
import { LivesIn } from '../../features/enclosures';
import { EventsTab } from '../../features/events';
import { FeedingTab } from '../../features/feeding';
import { morphName, pairingLink } from '../../features/genetics';
import { GrowthTab } from '../../features/growth';
import { HealthTab } from '../../features/health';
import { InsightsEntry } from '../../features/insights';
import { MedicationCourses } from '../../features/medication';
import { CareModes, HealthSummary } from '../../features/health-watch';
import { ReptileReminders } from '../../features/reminders';
import { SheddingTab } from '../../features/shedding';
import { usePreferences } from '../../lib/session';
import { ReptileHeader } from './reptile-header';
import { ageText, formatDate, lengthText, weightText } from '../../lib/format';
import { ReptileFamily, ReptileMissing, ReptileQr, useReptile, useReptilePhoto, useUnsyncedReptileIds } from '../../features/reptiles';
import classes from './reptile-details.module.css';

/** The tabs in their order; `?tab=` holds the open one, so a reload or a shared link keeps it. */
const TABS = ['overview', 'feeding', 'growth', 'shedding', 'health', 'breeding', 'events'] as const;
type TabName = (typeof TABS)[number];
const isTab = (value: string | null): value is TabName => TABS.includes(value as TabName);

/** /reptiles/:id: the profile (Overview) and the reptile's logs, one tab each. */
export function ReptileDetailsPage() {
  const { t, i18n } = useTranslation('reptiles');
  const { t: tg } = useTranslation('genetics');
  const { id } = useParams();
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tab');
  const tab: TabName = isTab(requested) ? requested : 'overview';
  const reptile = useReptile(id);
  const unsynced = useUnsyncedReptileIds();
  const units = usePreferences();
  const photo = useReptilePhoto(reptile);
  if (reptile === undefined) return <PageLoader />;
  if (!reptile) return <ReptileMissing />;
  const lng = i18n.language;
  const facts: [string, string | null][] = [
    [t('fields.sex'), t(`sex.${reptile.sex}`)],
    [t('details.hatched'), reptile.hatchDate ? `${formatDate(reptile.hatchDate, lng)}${ageText(t, reptile.hatchDate) ? ` (${ageText(t, reptile.hatchDate)})` : ''}` : null],
    [t('details.weight'), weightText(t, lng, reptile.weightGrams, units.weightUnit)],
    [t('details.length'), lengthText(t, lng, reptile.lengthCm, units.lengthUnit)],
    // Rows stored before morphs lack the field.
    [t('details.morph'), morphName(reptile.morphs ?? null, tg)],
  ];
  return (
    <Container size="md" px={0}>
      <Stack gap="lg">
        <ReptileHeader reptile={reptile} />
        {unsynced.has(reptile.id) && <Badge variant="light" color="yellow" size="lg">{t('card.notSynced')}</Badge>}
        {photo.refused && <Alert color="red">{t('errors.photoRefused')}</Alert>}
        <InsightsEntry reptileId={reptile.id} />
        <HealthSummary reptile={reptile} />
        <Tabs value={tab} variant="pills" keepMounted={false} onChange={(next) => {
          if (!isTab(next)) return;
          // Replace, not push: switching tabs is not a step the back button should walk through.
          setSearch((cur) => {
            const params = new URLSearchParams(cur);
            if (next === 'overview') params.delete('tab');
            else params.set('tab', next);
            return params;
          }, { replace: true });
        }}>
          {/*
            Seven tabs do not fit a phone. A row scrolling sideways hid the last three with no cue
            that they existed; wrapped into rows, every tab is on screen at any width.
          */}
          <Tabs.List mb="md" style={{ flexWrap: 'wrap' }}>
            {TABS.map((name) => <Tabs.Tab key={name} value={name}>{t(`tabs.${name}`)}</Tabs.Tab>)}
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
                  {(reptile.morphs?.length ?? 0) > 0 && (
                    <Anchor component={Link} to={pairingLink(reptile)} size="sm" mt="sm" display="inline-block">{t('details.planPairing')}</Anchor>
                  )}
                </Paper>
              </SimpleGrid>
              <LivesIn reptile={reptile} />
              <CareModes reptile={reptile} />
              <Stack gap={4}>
                <Title order={2} size="h4">{t('fields.notes')}</Title>
                <Text style={{ whiteSpace: 'pre-wrap' }} c={reptile.notes ? undefined : 'dimmed'}>{reptile.notes ?? t('details.noNotes')}</Text>
              </Stack>
              <ReptileFamily reptile={reptile} />
              <ReptileReminders reptileId={reptile.id} reptileName={reptile.name} />
              <ReptileQr reptile={reptile} />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="feeding">
            <FeedingTab reptileId={reptile.id} />
          </Tabs.Panel>
          <Tabs.Panel value="growth">
            <GrowthTab reptileId={reptile.id} />
          </Tabs.Panel>
          <Tabs.Panel value="shedding">
            <SheddingTab reptileId={reptile.id} />
          </Tabs.Panel>
          <Tabs.Panel value="health">
            <Stack gap="lg">
              <MedicationCourses reptile={reptile} />
              <HealthTab reptileId={reptile.id} />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="breeding">
            <BreedingTab reptileId={reptile.id} />
          </Tabs.Panel>
          <Tabs.Panel value="events">
            <EventsTab reptileId={reptile.id} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
