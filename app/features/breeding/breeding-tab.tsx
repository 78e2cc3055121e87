import { useTranslation } from 'react-i18next';
import { todayIn } from '../../../shared/rules/calendar-date';
import { PageLoader } from '../../components/page-loader';
import { LogEntriesTab } from '../log-tabs';
import { useReptileLimit, useReptiles } from '../reptiles';
import { recordHatch } from './hatch-repository';
import { BreedingEntry } from './breeding-entry';
import { BreedingForm } from './breeding-form';
import { changedBreedingPatch, emptyBreedingValues, valuesFromBreedingLog } from './breeding-form-values';
import { ClutchSummaries } from './clutch-summaries';
import { useClutches } from './use-clutches';

/** The breeding tab of a reptile: add an event, its clutches (eggs laid and hatched), and its events newest first. */
export function BreedingTab({ reptileId }: { reptileId: string }) {
  const { t, i18n } = useTranslation('logs');
  const reptiles = useReptiles();
  const clutches = useClutches(reptileId);
  const limit = useReptileLimit();
  if (reptiles === undefined || clutches === undefined) return <PageLoader />;
  const room = !limit || limit.limit === null ? null : Math.max(0, limit.limit - limit.count);
  return (
    <LogEntriesTab
      table="breedingLogs"
      reptileId={reptileId}
      labels={{
        addTitle: t('breeding.addTitle'),
        editTitle: t('breeding.editTitle'),
        listTitle: t('breeding.listTitle'),
        empty: t('breeding.empty'),
        deleteTitle: t('breeding.deleteTitle'),
      }}
      renderForm={(slot) => {
        const common = { reptileId, reptiles, clutches: clutches.options, submitLabel: slot.submitLabel };
        if (slot.entry === null) {
          return (
            <BreedingForm {...common} hatch={{ logs: clutches.logs, room }} initial={emptyBreedingValues(todayIn())} onSubmit={async (input, values) => {
              if (values.eventType !== 'hatching' || !values.hatchProfiles) return slot.onSubmit(input);
              await recordHatch(reptileId, input, values, reptiles.map((r) => r.name));
              slot.reset();
            }} />
          );
        }
        const initial = valuesFromBreedingLog(slot.entry, i18n.language);
        return (
          <BreedingForm {...common} initial={initial} entryId={slot.entry.id} onCancel={slot.onCancel}
            onSubmit={(input, values) => slot.onSubmit(changedBreedingPatch(initial, values, input))} />
        );
      }}
      renderEntry={(entry) => <BreedingEntry entry={entry} reptiles={reptiles} clutches={clutches.options} />}
      aside={() => <ClutchSummaries clutches={clutches.summaries} speciesOf={(id) => reptiles.find((r) => r.id === id)?.species ?? ''} />}
    />
  );
}
