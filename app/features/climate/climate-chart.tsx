/**
 * An enclosure's readings over 7, 30 or 90 days, with its residents' feedings and sheds as marks
 * on the same time axis. Its own module, loaded with React.lazy, so @mantine/charts and recharts
 * stay out of every other chunk (as the growth chart). Temperatures on the left axis, humidity on
 * the right; values in the language's number format; what the lines show is also said in words
 * under the chart, and every mark is listed with its date, so nothing is told by colour alone.
 */
import '@mantine/charts/styles.layer.css';
import { LineChart } from '@mantine/charts';
import { Group, List, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ClimateSpot } from '../../../shared/enclosures/climate-targets';
import { formatReading } from '../../../shared/rules/units';
import { dateTimeFormat, formatDate, formatMoment } from '../../lib/format';
import type { ChartEvent } from './climate-chart-events';
import { extremes, noonOf, spotsIn, type ChartPoint } from './climate-chart-data';
import { valueText } from './readings-text';

const COLOR: Record<ClimateSpot, string> = { hotC: 'red.6', coolC: 'blue.5', baskingC: 'orange.6', ambientC: 'grape.5', humidityPct: 'teal.6' };
const MARK: Record<ChartEvent['kind'], string> = { feeding: 'green.7', refused: 'yellow.7', shed: 'violet.6' };

export interface ClimateChartProps {
  points: ChartPoint[];
  events: readonly ChartEvent[];
  /** Reptile id to name, for the marks' words. */
  names: ReadonlyMap<string, string>;
  from: number;
  to: number;
}

export default function ClimateChart({ points, events, names, from, to }: ClimateChartProps) {
  const { t, i18n } = useTranslation('climate');
  const lng = i18n.language;
  const spots = spotsIn(points);
  if (points.length === 0) return <Text size="sm" c="dimmed">{t('chart.empty')}</Text>;
  const tick = dateTimeFormat(lng, { day: 'numeric', month: 'short' });
  const humid = spots.includes('humidityPct');
  const temps = spots.filter((s) => s !== 'humidityPct');
  // Temperatures on the left axis (recharts' default one), humidity on the right when both are drawn.
  const twoAxes = humid && temps.length > 0;
  const eventText = (e: ChartEvent) => t(`chart.event.${e.kind}`, { name: names.get(e.reptileId) ?? '?', date: formatDate(e.date, lng) });
  return (
    <Stack gap="xs" role="figure" aria-label={t('chart.title')}>
      <LineChart h={260} data={points} dataKey="at" curveType="linear" connectNulls withDots={points.length < 60} withLegend
        series={spots.map((s) => ({ name: s, label: t(`readings.spots.${s}`), color: COLOR[s], yAxisId: s === 'humidityPct' && twoAxes ? 'right' : undefined }))}
        withRightYAxis={twoAxes}
        valueFormatter={(v) => formatReading(lng, v)}
        lineChartProps={{ margin: { top: 8, right: 8, bottom: 0, left: 0 } }}
        xAxisProps={{ type: 'number', scale: 'time', domain: [from, to], minTickGap: 24, tickFormatter: (at: number) => tick.format(at) }}
        yAxisProps={{ width: 48, domain: ['auto', 'auto'], unit: temps.length > 0 ? ' °C' : ' %' }}
        rightYAxisProps={{ width: 48, domain: [0, 100], unit: ' %' }}
        referenceLines={events.map((e) => ({ x: noonOf(e.date), color: MARK[e.kind], strokeDasharray: e.kind === 'shed' ? '2 2' : '5 3' }))}
        tooltipProps={{
          content: ({ payload }) => {
            const point = payload?.[0]?.payload as ChartPoint | undefined;
            if (!point) return null;
            return (
              <Paper withBorder shadow="sm" p="xs">
                <Text size="xs" c="dimmed">{formatMoment(point.at, lng)}</Text>
                {spots.map((s) => point[s] !== undefined && <Text key={s} size="sm">{t(`readings.spots.${s}`)}: {valueText(t, lng, s, point[s])}</Text>)}
              </Paper>
            );
          },
        }} />
      <Text size="xs" c="dimmed">
        {spots.flatMap((s) => {
          const x = extremes(points, s);
          return x ? [t('chart.extremes', { spot: t(`readings.spots.${s}`), min: valueText(t, lng, s, x.min), max: valueText(t, lng, s, x.max) })] : [];
        }).join(' · ')}
      </Text>
      {events.length > 0 && (
        <Stack gap={2}>
          <Group gap="md">
            {(['feeding', 'refused', 'shed'] as const).filter((k) => events.some((e) => e.kind === k)).map((k) => (
              <Group key={k} gap={4}>
                <svg width={18} height={10} aria-hidden="true"><line x1={0} y1={5} x2={18} y2={5} stroke={`var(--mantine-color-${MARK[k].replace('.', '-')})`} strokeWidth={2} strokeDasharray={k === 'shed' ? '2 2' : '5 3'} /></svg>
                <Text size="xs">{t(`chart.legend.${k}`)}</Text>
              </Group>
            ))}
          </Group>
          <List size="xs" aria-label={t('chart.events')}>
            {events.map((e, i) => <List.Item key={`${e.kind}-${e.reptileId}-${e.date}-${i}`}>{eventText(e)}</List.Item>)}
          </List>
        </Stack>
      )}
    </Stack>
  );
}
