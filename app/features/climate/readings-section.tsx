import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIMATE_SPOTS } from '../../../shared/enclosures/climate-targets';
import { useWhereabouts, type LocalEnclosure } from '../enclosures';
import { useKeptReptiles } from '../reptiles';
import { useSpaceAccess } from '../spaces';
import { ClimateChartPanel } from './climate-chart-panel';
import { ImportDialog } from './import-dialog';
import { ReadingForm } from './readings-form';
import { LatestReading } from './readings-latest';
import { RecentReadings } from './readings-list';
import { TargetsDialog } from './readings-targets-dialog';
import { useTargetsOf } from './readings-targets';
import { rangeText } from './readings-text';
import { useRecentReadings } from './use-readings';

/**
 * An enclosure's climate on its page: the newest reading against the target ranges, a reading by
 * hand, a logger's file, the chart and the recent readings. What the keeper may do follows their
 * role in the enclosure's collection.
 */
export function EnclosureClimate({ enclosure }: { enclosure: LocalEnclosure }) {
  const { t, i18n } = useTranslation('climate');
  const lng = i18n.language;
  const access = useSpaceAccess(enclosure.userId);
  const where = useWhereabouts();
  const kept = useKeptReptiles();
  const residents = useMemo(() => {
    const ids = new Set(where?.residentsOf.get(enclosure.id) ?? []);
    return (kept ?? []).filter((r) => ids.has(r.id)).map((r) => ({ id: r.id, name: r.name }));
  }, [where, kept, enclosure.id]);
  const targetsMap = useTargetsOf([enclosure.id]);
  const targets = targetsMap?.get(enclosure.id) ?? null;
  const latest = useRecentReadings(enclosure.id, 1);
  const [open, setOpen] = useState<'add' | 'import' | 'targets' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const spots = CLIMATE_SPOTS.filter((s) => targets?.targets[s]);

  return (
    <Stack gap="sm" component="section" aria-labelledby={`climate-${enclosure.id}`}>
      <Title order={2} size="h4" id={`climate-${enclosure.id}`}>{t('readings.title')}</Title>
      {latest !== undefined && <LatestReading reading={latest[0] ?? null} targets={targets} />}
      <Group gap="xs" align="baseline">
        <Text size="sm" c="dimmed">
          {targets
            ? `${targets.speciesId ? t('targets.forSpecies', { species: t(`targets.species.${targets.speciesId}`) }) : t('targets.ownOnly')}${targets.own.length > 0 && targets.speciesId ? ` ${t('targets.withOwn')}` : ''}: ${spots.map((s) => `${t(`readings.spots.${s}`)} ${rangeText(t, lng, s, targets.targets[s]!)}`).join(', ')}`
            : t('targets.none')}
        </Text>
        {access.can('enclosure.update.v1') && <Button variant="subtle" size="compact-sm" onClick={() => setOpen('targets')}>{t('targets.edit')}</Button>}
      </Group>
      {notice && <Alert color="teal" variant="light" withCloseButton onClose={() => setNotice(null)} closeButtonLabel={t('readings.close')} role="status">{notice}</Alert>}
      {open === 'add' ? (
        <ReadingForm enclosureId={enclosure.id} onDone={() => setOpen(null)} />
      ) : (
        <Group gap="xs">
          {access.can('reading.create.v1') && <Button onClick={() => { setNotice(null); setOpen('add'); }}>{t('readings.add')}</Button>}
          {access.can('reading.import.v1') && <Button variant="default" onClick={() => { setNotice(null); setOpen('import'); }}>{t('import.open')}</Button>}
        </Group>
      )}
      <ClimateChartPanel enclosureId={enclosure.id} residents={residents} />
      <RecentReadings enclosureId={enclosure.id} targets={targets} canDelete={access.can('reading.delete.v1')} />
      {open === 'import' && (
        <ImportDialog enclosureId={enclosure.id} onClose={() => setOpen(null)}
          onImported={(count) => { setOpen(null); setNotice(t('import.done', { count })); }} />
      )}
      {open === 'targets' && <TargetsDialog enclosureId={enclosure.id} current={targets} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
