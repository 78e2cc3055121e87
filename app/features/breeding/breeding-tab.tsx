import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/page-loader';
import { LogEntriesTab } from '../log-tabs';
import { useReptileLimit, useReptiles } from '../reptiles';
import { BreedingEntry } from './breeding-entry';
import { BreedingForm } from './breeding-form';
import { ClutchSummaries } from './clutch-summaries';
import { useClutches } from './use-clutches';

/** The breeding tab of a reptile: add an event, its clutches (eggs laid and hatched), and its events newest first. */
export function BreedingTab({ reptileId }: { reptileId: string }) {
  const { t } = useTranslation('logs');
  const reptiles = useReptiles();
  const clutches = useClutches(reptileId);
  // Hatchlings are born where their mother is kept: her space's room (none known for a shared one).
  const space = reptiles?.find((r) => r.id === reptileId)?.userId;
  const limit = useReptileLimit(space);
  if (reptiles === undefined || clutches === undefined) return <PageLoader />;
  // A mate kept by id is an animal of the same collection (the server's rule, as for parents); others are typed by name.
  const mates = reptiles.filter((r) => r.userId === space);
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
      form={<BreedingForm reptileId={reptileId} reptiles={mates} clutches={clutches.options} hatch={{ logs: clutches.logs, room }} />}
      renderEntry={(entry) => <BreedingEntry entry={entry} reptiles={reptiles} clutches={clutches.options} />}
      aside={() => <ClutchSummaries clutches={clutches.summaries} speciesOf={(id) => reptiles.find((r) => r.id === id)?.species ?? ''} />}
    />
  );
}
