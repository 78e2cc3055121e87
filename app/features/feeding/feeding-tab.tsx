import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todayIn } from '../../../shared/rules/calendar-date';
import { usePreferences } from '../../lib/session';
import { useFeeders } from '../inventory';
import { LogEntriesTab } from '../log-tabs';
import { useReptileLogs } from '../logs';
import { dateText } from '../reptiles';
import { FeedingEntry } from './feeding-entry';
import { FeedingForm } from './feeding-form';
import { changedFeedingPatch, emptyFeedingValues, valuesFromFeedingLog, valuesLikeLast, type FeedingFormValues } from './feeding-form-values';

/**
 * The feeding tab of a reptile: add a feeding (entered by hand or taken from the feeder inventory),
 * and its feedings newest first, each editable and deletable.
 */
export function FeedingTab({ reptileId }: { reptileId: string }) {
  const { t, i18n } = useTranslation('logs');
  const { weightUnit } = usePreferences();
  // Undefined while IndexedDB answers: the form offers manual entry until the feeders are known.
  const feeders = useFeeders();
  const last = useReptileLogs('feedingLogs', reptileId)?.[0];
  // "Same as last time" fills the add form; a new key remounts it with those values.
  const [prefill, setPrefill] = useState<{ key: number; values: FeedingFormValues } | null>(null);
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
      renderForm={(slot) => {
        if (slot.entry === null) {
          return (
            <Stack gap="sm">
              {last && (
                <Button variant="light" size="xs" style={{ alignSelf: 'flex-start' }}
                  onClick={() => setPrefill((p) => ({ key: (p?.key ?? 0) + 1, values: valuesLikeLast(last, weightUnit, todayIn(), i18n.language) }))}>
                  {t('feeding.sameAsLast', { date: dateText(i18n.language, last.date) })}
                </Button>
              )}
              <FeedingForm key={prefill?.key ?? 0} initial={prefill?.values ?? emptyFeedingValues(todayIn())} feeders={feeders} submitLabel={slot.submitLabel}
                onSubmit={async (input) => {
                  await slot.onSubmit(input);
                  setPrefill(null);
                }} />
            </Stack>
          );
        }
        const initial = valuesFromFeedingLog(slot.entry, weightUnit, i18n.language);
        return (
          <FeedingForm initial={initial} editing feeders={feeders} submitLabel={slot.submitLabel} onCancel={slot.onCancel}
            onSubmit={(input, values) => slot.onSubmit(changedFeedingPatch(initial, values, input))} />
        );
      }}
      renderEntry={(entry) => <FeedingEntry entry={entry} unit={weightUnit} feeders={feeders} />}
    />
  );
}
