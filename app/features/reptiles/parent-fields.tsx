import { Fieldset, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { wouldCycle } from '../../../shared/rules/lineage';
import type { LocalReptile } from '../../lib/db';
import type { ParentMode, ReptileFormValues } from './reptile-form-values';
import { useReptiles } from './use-reptiles';

type ParentKey = 'sireMode' | 'sireId' | 'sireName' | 'damMode' | 'damId' | 'damName';

interface Props {
  /** The reptile being edited, none when adding: it cannot be its own parent. */
  reptileId?: string;
  values: Pick<ReptileFormValues, ParentKey>;
  set: <K extends ParentKey>(key: K) => (value: ReptileFormValues[K]) => void;
  err: (key: 'sireId' | 'sireName' | 'damId' | 'damName') => string | undefined;
  /** The animal's space: parents kept by id are animals of the same collection (the server's rule); others are typed by name. */
  spaceId?: string;
}

/**
 * The reptile form's "Parents": sire and dam, each one of the keeper's reptiles or an animal they
 * do not keep, typed by name. A reptile that would become its own ancestor is not offered (the
 * server refuses it too).
 */
export function ParentFields({ reptileId, values, set, err, spaceId }: Props) {
  const { t } = useTranslation('reptiles');
  const reptiles = useReptiles() ?? [];
  const candidates = reptiles.filter((r) => r.id !== reptileId && (spaceId === undefined || r.userId === spaceId) && !(reptileId && wouldCycle(reptiles, reptileId, r.id)));
  return (
    <Fieldset legend={<Text component="span" fw={600}>{t('lineage.title')}</Text>} variant="unstyled" p={0} m={0}>
      <Stack gap="xs">
        <Text size="xs" c="dimmed">{t('lineage.hint')}</Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {(['sire', 'dam'] as const).map((side) => (
            <ParentField key={side} side={side} candidates={candidates} reptiles={reptiles}
              mode={values[`${side}Mode`]} id={values[`${side}Id`]} name={values[`${side}Name`]}
              onMode={set(`${side}Mode`)} onId={set(`${side}Id`)} onName={set(`${side}Name`)}
              idError={err(`${side}Id`)} nameError={err(`${side}Name`)} />
          ))}
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
}

interface ParentFieldProps {
  side: 'sire' | 'dam';
  candidates: readonly LocalReptile[];
  reptiles: readonly LocalReptile[];
  mode: ParentMode;
  id: string;
  name: string;
  onMode: (mode: ParentMode) => void;
  onId: (id: string) => void;
  onName: (name: string) => void;
  idError: string | undefined;
  nameError: string | undefined;
}

// Keepers mis-sex animals, so the other sex stays on the list, only further down.
const SIRE_ORDER = { male: 0, unknown: 0, female: 1 } as const;
const DAM_ORDER = { female: 0, unknown: 0, male: 1 } as const;

function ParentField({ side, candidates, reptiles, mode, id, name, onMode, onId, onName, idError, nameError }: ParentFieldProps) {
  const { t } = useTranslation('reptiles');
  const order = side === 'sire' ? SIRE_ORDER : DAM_ORDER;
  // Stable sort: the hook's order by name is kept within each group.
  const data = [...candidates].sort((a, b) => order[a.sex] - order[b.sex])
    .map((r) => ({ value: r.id, label: t('lineage.option', { name: r.name, species: r.species }) }));
  // The parent already set stays shown as what it is, even if it is no longer on offer.
  if (id && !data.some((o) => o.value === id)) {
    const kept = reptiles.find((r) => r.id === id);
    data.push({ value: id, label: kept ? t('lineage.option', { name: kept.name, species: kept.species }) : t('lineage.removedReptile') });
  }
  const legend = t(`lineage.${side}`);
  return (
    <Fieldset legend={legend} variant="filled" p="xs">
      <Stack gap="xs">
        <SegmentedControl size="xs" fullWidth value={mode} aria-label={t(`lineage.${side}Mode`)}
          onChange={(m) => onMode(m as ParentMode)}
          data={[{ value: 'reptile', label: t('lineage.modes.reptile') }, { value: 'name', label: t('lineage.modes.name') }]} />
        {mode === 'reptile' ? (
          <Select label={t('lineage.reptile')} placeholder={t('lineage.reptilePick')} value={id || null} data={data}
            searchable={data.length > 8} clearable nothingFoundMessage={t('lineage.noReptiles')}
            clearButtonProps={{ 'aria-label': t(`lineage.${side}Clear`), 'aria-hidden': false, tabIndex: 0 }}
            onChange={(v) => onId(v ?? '')} error={idError} />
        ) : (
          <TextInput label={t('lineage.name')} value={name} maxLength={100} autoComplete="off"
            onChange={(e) => onName(e.currentTarget.value)} error={nameError} />
        )}
      </Stack>
    </Fieldset>
  );
}
