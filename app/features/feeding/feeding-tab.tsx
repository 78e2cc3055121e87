import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { mealsOn } from '../../../shared/rules/feeding-rhythm';
import { usePreferences } from '../../lib/session';
import { useFeedersFor } from '../inventory';
import { LogEntriesTab } from '../log-tabs';
import { useReptileLogs } from '../logs';
import { FeedingEntry } from './feeding-entry';
import { FeedingForm } from './feeding-form';

/**
 * The feeding tab of a reptile: add a feeding (entered by hand or taken from the feeder inventory),
 * and its feedings newest first, each editable and deletable. In a household, meals of one day
 * logged by two different people (two members feeding offline) are pointed out on both entries:
 * both are kept, and the keepers decide whether it really ate twice.
 */
export function FeedingTab({ reptileId }: { reptileId: string }) {
  const { t } = useTranslation('logs');
  const { weightUnit } = usePreferences();
  // Undefined while IndexedDB answers: the form offers manual entry until the feeders are known.
  // Only the animal's own space's feeders: a household's animal is fed from the household's stock,
  // one's own from one's own (the server takes stock from no other).
  const feeders = useFeedersFor(reptileId);
  const logs = useReptileLogs('feedingLogs', reptileId);
  const doubled = useMemo(() => {
    const days = new Set<string>();
    for (const date of new Set((logs ?? []).map((f) => f.date))) {
      const authors = new Set(mealsOn(logs ?? [], date).map((f) => f.authorId ?? null));
      if (authors.size > 1) days.add(date);
    }
    return days;
  }, [logs]);
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
      renderEntry={(entry) => <FeedingEntry entry={entry} unit={weightUnit} feeders={feeders} doubled={entry.outcome === 'ate' && doubled.has(entry.date)} />}
    />
  );
}
