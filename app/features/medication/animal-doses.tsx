import { Stack, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WEIGHT_FRESH_DAYS } from '../../../shared/health/dose';
import type { WeightUnit } from '../../../shared/schemas/auth';
import type { LocalReptile } from '../../lib/db';
import { formatDate, weightText } from '../../lib/format';
import { gramsOf, volumeFor, weightSource, type DoseNumbers, type WeightSource } from './course-plan';
import { formatAmount, formatExactMl, volumeText } from './course-text';
import type { Weighing } from './use-weighings';

export interface AnimalDosesProps {
  animals: readonly LocalReptile[];
  weighings: ReadonlyMap<string, Weighing>;
  /** Fresh weights typed, by animal, in the keeper's unit. */
  typed: Readonly<Record<string, string>>;
  onType: (reptileId: string, text: string) => void;
  /** Animals whose weight the save found missing. */
  missing: ReadonlySet<string>;
  numbers: DoseNumbers;
  unit: WeightUnit;
  today: string;
}

/**
 * Each animal's dose: the weighing it is worked out from (or a field for today's weight when
 * there is none of the last two weeks), and the volume to draw up, its rounding said, with the
 * milligrams of a dose in mg/kg, or the refusal when it is too small to draw up.
 */
export function AnimalDoses({ animals, weighings, typed, onType, missing, numbers, unit, today }: AnimalDosesProps) {
  const { t } = useTranslation('medication');
  return (
    <Table.ScrollContainer minWidth={0}>
      <Table verticalSpacing="xs" aria-label={t('animals.table')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('animals.animal')}</Table.Th>
            <Table.Th>{t('animals.weight')}</Table.Th>
            <Table.Th>{t('animals.volume')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {animals.map((r) => {
            const source = weightSource(weighings.get(r.id), typed[r.id] ?? '', unit, today);
            return (
              <Table.Tr key={r.id}>
                <Table.Th scope="row" fw={500}>{r.name}</Table.Th>
                <Table.Td><WeightCell reptile={r} source={source} typed={typed[r.id] ?? ''} onType={(v) => onType(r.id, v)} missing={missing.has(r.id)} unit={unit} /></Table.Td>
                <Table.Td><VolumeCell numbers={numbers} grams={gramsOf(source)} /></Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

interface WeightCellProps {
  reptile: LocalReptile;
  source: WeightSource;
  typed: string;
  onType: (text: string) => void;
  missing: boolean;
  unit: WeightUnit;
}

function WeightCell({ reptile, source, typed, onType, missing, unit }: WeightCellProps) {
  const { t, i18n } = useTranslation('medication');
  const { t: tr } = useTranslation('reptiles');
  const lng = i18n.language;
  if (source.kind === 'weighing') {
    const { weighing, ageDays } = source;
    return (
      <Text size="sm">
        {t('weight.fromWeighing', { date: formatDate(weighing.date, lng), ago: t('weight.ago', { count: ageDays }), weight: weightText(tr, lng, weighing.weightGrams, unit) })}
      </Text>
    );
  }
  const stale = source.stale;
  const why = stale
    ? t('weight.stale', { date: formatDate(stale.date, lng), weight: weightText(tr, lng, stale.weightGrams, unit), days: WEIGHT_FRESH_DAYS })
    : t('weight.none');
  const error = source.kind === 'missing' && (missing || source.invalid) ? t(source.invalid ? 'weight.invalid' : 'weight.required') : undefined;
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">{why}</Text>
      <TextInput size="sm" label={t('weight.today', { name: reptile.name, unit: tr(`units.${unit}`) })} inputMode="decimal" value={typed} required
        onChange={(e) => onType(e.currentTarget.value)} error={error} />
    </Stack>
  );
}

function VolumeCell({ numbers, grams }: { numbers: DoseNumbers; grams: number | null }) {
  const { t, i18n } = useTranslation('medication');
  const lng = i18n.language;
  const volume = volumeFor(numbers, grams);
  if (!volume) return <Text size="sm" c="dimmed">{grams === null ? t('volume.needsWeight') : t('volume.needsDose')}</Text>;
  if (volume.tooSmall) {
    return <Text size="sm" c="red" role="alert">{t('volume.tooSmall', { exact: formatExactMl(lng, volume.exactMl) })}</Text>;
  }
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>{volumeText(t, lng, volume)}</Text>
      {volume.mg !== null && <Text size="xs" c="dimmed">{t('volume.mg', { mg: formatAmount(lng, volume.mg) })}</Text>}
    </Stack>
  );
}
