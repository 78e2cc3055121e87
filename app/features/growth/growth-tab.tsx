import { Text } from '@mantine/core';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalGrowthLog } from '../../lib/db';
import { usePreferences } from '../../lib/session';
import { PageLoader } from '../../components/page-loader';
import { LogEntriesTab } from '../log-tabs';
import { GrowthForm } from './growth-form';
import { lengthReading, weightReading } from './reading-text';

// Charts pull in recharts: only this tab, and only once there is something to draw, loads them.
const GrowthChart = lazy(() => import('./growth-chart'));

/** The growth tab of a reptile: a form, the chart, and the entries newest first. */
export function GrowthTab({ reptileId }: { reptileId: string }) {
  const { t, i18n } = useTranslation(['logs', 'reptiles']);
  const lng = i18n.language;
  const units = usePreferences();
  const chart = (logs: LocalGrowthLog[]) => {
    const withWeight = logs.filter((l) => l.weightGrams !== null).length;
    const withLength = logs.filter((l) => l.lengthCm !== null).length;
    return (withWeight >= 2 || withLength >= 2) && (
      <Suspense fallback={<PageLoader />}>
        <GrowthChart logs={logs} weightUnit={units.weightUnit} lengthUnit={units.lengthUnit} />
      </Suspense>
    );
  };
  return (
    <LogEntriesTab
      table="growthLogs"
      reptileId={reptileId}
      labels={{ addTitle: t('growth.addTitle'), editTitle: t('growth.editTitle'), listTitle: t('growth.listTitle'), empty: t('growth.empty'), deleteTitle: t('growth.delete.title') }}
      form={<GrowthForm reptileId={reptileId} />}
      renderEntry={(log) => (
        <>
          <Text size="sm">
            {[
              log.weightGrams === null ? null : weightReading(t, lng, log.weightGrams, units.weightUnit),
              log.lengthCm === null ? null : lengthReading(t, lng, log.lengthCm, units.lengthUnit),
            ].filter(Boolean).join(' · ')}
          </Text>
          {log.notes && <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>{log.notes}</Text>}
        </>
      )}
      aside={chart}
    />
  );
}
