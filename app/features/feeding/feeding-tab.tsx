import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../lib/session';
import { useFeeders } from '../inventory';
import { LogEntriesTab } from '../log-tabs';
import { FeedingEntry } from './feeding-entry';
import { FeedingForm } from './feeding-form';

/**
 * The feeding tab of a reptile: add a feeding (entered by hand or taken from the feeder inventory),
 * and its feedings newest first, each editable and deletable.
 */
export function FeedingTab({ reptileId }: { reptileId: string }) {
  const { t } = useTranslation('logs');
  const { weightUnit } = usePreferences();
  // Undefined while IndexedDB answers: the form offers manual entry until the feeders are known.
  const feeders = useFeeders();
  return (
    <LogEntriesTab
      table="feedingLogs"
      reptileId={reptileId}
      labels={{
        addTitle: t('feeding.addTitle'),
        editTitle: t('feeding.editTitle'),
        listTitle: t('feeding.listTitle'),
        empty: t('feeding.empty'),
        deleteTitle: t('feeding.deleteTitle'),
      }}
      form={<FeedingForm reptileId={reptileId} feeders={feeders} />}
      renderEntry={(entry) => <FeedingEntry entry={entry} unit={weightUnit} feeders={feeders} />}
    />
  );
}
