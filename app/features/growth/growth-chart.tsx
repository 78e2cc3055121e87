/**
 * Weight and length over time. Its own module, loaded with React.lazy from the growth tab, so
 * @mantine/charts and recharts (and their CSS) stay out of the entry chunk and every other page.
 * Values are in the keeper's units; the colours are Mantine theme colours, readable in dark and
 * light schemes alike.
 */
import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { displayLength, displayWeight } from '../../../shared/rules/units';
import type { LengthUnit, WeightUnit } from '../../../shared/schemas/auth';
import type { LocalGrowthLog } from '../../lib/db';
import { dateText } from '../reptiles';

export interface GrowthChartProps {
  /** Any order; drawn oldest to newest. */
  logs: readonly LocalGrowthLog[];
  weightUnit: WeightUnit;
  lengthUnit: LengthUnit;
}

function Series({ title, data, unit, color }: { title: string; data: { date: string; value: number }[]; unit: string; color: string }) {
  if (data.length < 2) return null;
  return (
    <Stack gap={4}>
      <Text fw={500} size="sm">{title}</Text>
      <LineChart h={220} data={data} dataKey="date" unit={` ${unit}`} curveType="linear" connectNulls withDots
        series={[{ name: 'value', label: title, color }]} xAxisProps={{ minTickGap: 24 }} yAxisProps={{ width: 56, domain: ['auto', 'auto'] }} />
    </Stack>
  );
}

export default function GrowthChart({ logs, weightUnit, lengthUnit }: GrowthChartProps) {
  const { t, i18n } = useTranslation('logs');
  const oldestFirst = [...logs].sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
  const label = (iso: string) => dateText(i18n.language, iso);
  const weights = oldestFirst.flatMap((l) => (l.weightGrams === null ? [] : [{ date: label(l.date), value: displayWeight(l.weightGrams, weightUnit) }]));
  const lengths = oldestFirst.flatMap((l) => (l.lengthCm === null ? [] : [{ date: label(l.date), value: displayLength(l.lengthCm, lengthUnit) }]));
  return (
    <Stack gap="md" aria-label={t('growth.chart.title')} role="figure">
      <Series title={t('growth.chart.weight', { unit: t(`reptiles:units.${weightUnit}`) })} data={weights} unit={t(`reptiles:units.${weightUnit}`)} color="teal.6" />
      <Series title={t('growth.chart.length', { unit: t(`reptiles:units.${lengthUnit}`) })} data={lengths} unit={t(`reptiles:units.${lengthUnit}`)} color="blue.5" />
    </Stack>
  );
}
