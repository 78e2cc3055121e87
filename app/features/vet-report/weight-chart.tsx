/**
 * The report's weight over the period, drawn as the growth tab draws it (Mantine's LineChart on a
 * time axis), always in grams. Its own module, loaded with React.lazy by the page, so
 * @mantine/charts and recharts stay out of the page's chunk.
 */
import '@mantine/charts/styles.layer.css';
import { LineChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../../lib/format';
import type { ReportChart } from './report-document';
import { exact } from './report-text';

export default function WeightChart({ chart }: { chart: ReportChart }) {
  const { t, i18n } = useTranslation('vet-report');
  const lng = i18n.language;
  const first = chart.points[0]?.at ?? 0;
  const last = chart.points.at(-1)?.at ?? first;
  const long = last - first > 62 * 86_400_000;
  const ticks = dateTimeFormat(lng, long ? { month: 'short', year: 'numeric', timeZone: 'UTC' } : { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return (
    <div role="img" aria-label={t('page.chartLabel')}>
      <LineChart h={200} data={[...chart.points]} dataKey="at" curveType="linear" withDots
        valueFormatter={(v) => t('units.g', { value: exact(lng, v) })}
        series={[{ name: 'value', label: chart.title, color: 'teal.7' }]}
        lineChartProps={{ margin: { top: 8, right: 24, bottom: 0, left: 0 } }}
        xAxisProps={{ type: 'number', scale: 'time', domain: [first, last], minTickGap: 24, tickFormatter: (at: number) => ticks.format(at) }}
        yAxisProps={{ width: 64, domain: ['auto', 'auto'] }}
        tooltipProps={{ isAnimationActive: false }} />
    </div>
  );
}
