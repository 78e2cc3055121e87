/**
 * Weight and length over time. Its own module, loaded with React.lazy from the growth tab, so
 * @mantine/charts and recharts (and their CSS) stay out of the entry chunk and every other page.
 * The x axis is time, not entry order; values are in the keeper's units and the language's number
 * format (ticks and tooltip alike); outliers by the shared rule are drawn as red diamonds and
 * explained under the chart. Colours are Mantine theme colours, readable in both schemes.
 */
import '@mantine/charts/styles.layer.css';
import { LineChart } from '@mantine/charts';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GrowthMeasure } from '../../../shared/rules/growth-change';
import { formatReading } from '../../../shared/rules/units';
import type { LengthUnit, WeightUnit } from '../../../shared/schemas/auth';
import type { LocalGrowthLog } from '../../lib/db';
import { dateTimeFormat, formatDate } from '../../lib/format';
import { chartPoints, dateOf, timeAxis, type ChartPoint } from './growth-chart-data';

export interface GrowthChartProps {
  /** Any order; drawn oldest to newest. */
  logs: readonly LocalGrowthLog[];
  weightUnit: WeightUnit;
  lengthUnit: LengthUnit;
}

const OUTLIER_COLOR = 'var(--mantine-color-red-6)';

function Diamond({ cx, cy, r = 6 }: { cx: number; cy: number; r?: number }) {
  return <path d={`M${cx} ${cy - r}L${cx + r} ${cy}L${cx} ${cy + r}L${cx - r} ${cy}Z`} fill={OUTLIER_COLOR} stroke="var(--mantine-color-body)" strokeWidth={1.5} />;
}

interface DotProps { cx?: number; cy?: number; index?: number; payload?: ChartPoint; stroke?: string }

function Series({ measure, title, points, unit, color }: { measure: GrowthMeasure; title: string; points: ChartPoint[]; unit: string; color: string }) {
  const { t, i18n } = useTranslation('logs');
  if (points.length < 2) return null;
  const lng = i18n.language;
  const axis = timeAxis(points);
  const tickFormat = dateTimeFormat(lng, axis.span === 'months' ? { month: 'short', year: 'numeric', timeZone: 'UTC' } : { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const dotOf = (r: number, active: boolean) => ({ cx, cy, index, payload, stroke }: DotProps) => {
    const key = `${measure}-${index ?? 0}${active ? '-active' : ''}`;
    if (cx === undefined || cy === undefined) return <g key={key} />;
    if (payload?.outlier) return <g key={key} data-outlier={active ? undefined : ''}><Diamond cx={cx} cy={cy} r={r + 3} /></g>;
    return <circle key={key} cx={cx} cy={cy} r={r} fill={stroke} stroke={active ? 'var(--mantine-color-body)' : stroke} strokeWidth={active ? 2 : 1} />;
  };
  return (
    <Stack gap={4}>
      <Text fw={500} size="sm">{title}</Text>
      <LineChart h={220} data={points} dataKey="at" unit={` ${unit}`} curveType="linear" connectNulls
        valueFormatter={(v) => formatReading(lng, v)}
        series={[{ name: 'value', label: title, color }]}
        lineProps={{ dot: dotOf(3, false), activeDot: dotOf(5, true) }}
        lineChartProps={{ margin: { top: 8, right: 24, bottom: 0, left: 0 } }}
        xAxisProps={{ type: 'number', scale: 'time', domain: axis.domain, ticks: axis.ticks, minTickGap: 16, tickFormatter: (at: number) => tickFormat.format(at) }}
        yAxisProps={{ width: 64, domain: ['auto', 'auto'] }}
        tooltipProps={{
          content: ({ payload }) => {
            const point = payload?.[0]?.payload as ChartPoint | undefined;
            if (!point) return null;
            return (
              <Paper withBorder shadow="sm" p="xs">
                <Text size="xs" c="dimmed">{formatDate(dateOf(point.at), lng)}</Text>
                <Text size="sm" fw={500}>{formatReading(lng, point.value)} {unit}</Text>
                {point.outlier && <Text size="xs" c="red">{t('growth.chart.outlier')}</Text>}
              </Paper>
            );
          },
        }} />
    </Stack>
  );
}

export default function GrowthChart({ logs, weightUnit, lengthUnit }: GrowthChartProps) {
  const { t } = useTranslation(['logs', 'reptiles']);
  const units = { weightUnit, lengthUnit };
  const weights = chartPoints(logs, 'weight', units);
  const lengths = chartPoints(logs, 'length', units);
  const drawn = (points: ChartPoint[]) => (points.length >= 2 ? points : []);
  const anyOutlier = [...drawn(weights), ...drawn(lengths)].some((p) => p.outlier);
  const weightUnitText = t(`reptiles:units.${weightUnit}`);
  const lengthUnitText = t(`reptiles:units.${lengthUnit}`);
  return (
    <Stack gap="md" aria-label={t('growth.chart.title')} role="figure">
      <Series measure="weight" title={t('growth.chart.weight', { unit: weightUnitText })} points={weights} unit={weightUnitText} color="teal.6" />
      <Series measure="length" title={t('growth.chart.length', { unit: lengthUnitText })} points={lengths} unit={lengthUnitText} color="blue.5" />
      {anyOutlier && (
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <svg width={14} height={14} aria-hidden="true" style={{ flex: 'none', marginTop: 2 }}><Diamond cx={7} cy={7} /></svg>
          <Text size="xs" c="dimmed">{t('growth.chart.outliers')}</Text>
        </Group>
      )}
    </Stack>
  );
}
