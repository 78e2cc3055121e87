import { Loader, SegmentedControl, Stack, Title } from '@mantine/core';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHART_PERIODS, DAY_MS, chartPoints, type ChartPeriod } from './climate-chart-data';
import { useResidentEvents } from './climate-chart-events';
import { useReadings } from './use-readings';

const ClimateChart = lazy(() => import('./climate-chart'));

const pad = (n: number) => String(n).padStart(2, '0');
const localDate = (at: number) => {
  const d = new Date(at);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

/** The chart of a chosen period; the period starts at the same whole hour while the page is open. */
export function ClimateChartPanel({ enclosureId, residents }: { enclosureId: string; residents: readonly { id: string; name: string }[] }) {
  const { t } = useTranslation('climate');
  const [days, setDays] = useState<ChartPeriod>(7);
  const [to] = useState(() => Math.ceil(Date.now() / 3_600_000) * 3_600_000);
  const from = to - days * DAY_MS;
  const readings = useReadings(enclosureId, from);
  const events = useResidentEvents(residents.map((r) => r.id), localDate(from));
  const names = useMemo(() => new Map(residents.map((r) => [r.id, r.name])), [residents]);
  const points = useMemo(() => (readings ? chartPoints(readings, from, to) : null), [readings, from, to]);
  return (
    <Stack gap="xs" component="section" aria-label={t('chart.title')}>
      <Title order={3} size="h5">{t('chart.title')}</Title>
      <SegmentedControl size="xs" value={String(days)} onChange={(v) => setDays(Number(v) as ChartPeriod)} aria-label={t('chart.period')}
        data={CHART_PERIODS.map((d) => ({ value: String(d), label: t('chart.days', { count: d }) }))} />
      {points && events ? (
        <Suspense fallback={<Loader size="sm" />}>
          <ClimateChart points={points} events={events} names={names} from={from} to={to} />
        </Suspense>
      ) : <Loader size="sm" />}
    </Stack>
  );
}
