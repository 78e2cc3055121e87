import { Fieldset, SegmentedControl, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BREEDING_EVENT_TYPES, type BreedingEventType } from '../../../shared/schemas/breeding-log';
import { todayIn } from '../../../shared/rules/calendar-date';
import type { LocalLog, LocalReptile } from '../../lib/db';
import { useEntryForm } from '../../lib/forms/use-entry-form';
import { logFailureKey } from '../logs';
import type { LogFormProps } from '../log-tabs';
import { formatDate } from '../../lib/format';
import {
  changedBreedingPatch, emptyBreedingValues, takesClutch, toBreedingInput, valuesFromBreedingLog,
  type BreedingFormValues, type BreedingInput, type ParentMode, type ParentValues,
} from './breeding-form-values';
import { useBreedingWrites } from './use-breeding-writes';
import type { ClutchOption } from './use-clutches';
import { FormFooter } from '../../components/form-footer';
import { CandlingFields, LayingIncubationFields } from './incubation-fields';
import { DateField } from '../../components/date-field';
import { HatchProfileFields } from './hatch-fields';
import { hatchDefaults } from './hatch-profiles';

/**
 * `reptileId` is the reptile whose tab this is: the first parent of a new mating, its clutches
 * first. An edited `entry` (a laying) cannot join the clutch it opened itself.
 */
export interface BreedingFormProps extends LogFormProps<'breedingLogs'> {
  /** The keeper's reptiles, to choose parents from and to name clutches by. */
  reptiles: readonly LocalReptile[];
  clutches: readonly ClutchOption[];
  /**
   * The add form only: a hatching may create the hatchlings' profiles. `logs` are the keeper's
   * breeding logs (to pre-fill parents), `room` the plan's room for more reptiles (null: no limit).
   */
  hatch?: { logs: readonly LocalLog<'breedingLogs'>[]; room: number | null };
}

/**
 * Add and edit a breeding event: its type, the parents (one of the keeper's reptiles or an animal
 * typed by name), the clutch it opens or joins, the count (eggs laid, eggs hatched) and notes.
 */
export function BreedingForm({ reptileId, entry, onSaved, onCancel, reptiles, clutches, hatch: hatchOptions }: BreedingFormProps) {
  const { t, i18n } = useTranslation('logs');
  const lng = i18n.language;
  const entryId = entry?.id;
  // Only a new entry may create hatchlings.
  const hatch = entry ? undefined : hatchOptions;
  const { add, update, recordHatch } = useBreedingWrites(reptileId);
  const initial = entry ? valuesFromBreedingLog(entry, lng) : emptyBreedingValues(todayIn());
  const { values, setValues, set, err, failure, saving, formRef: form, submit } = useEntryForm<BreedingFormValues, BreedingInput>(t, {
    initial,
    parse: (v) => toBreedingInput(v, hatch?.room ?? null),
    save: async (input, v) => {
      if (entry) await update(entry.id, changedBreedingPatch(initial, v, input));
      else if (v.eventType === 'hatching' && v.hatchProfiles) await recordHatch(input, v, reptiles.map((r) => r.name));
      else await add(input);
      onSaved?.();
    },
    failureKey: logFailureKey,
  });
  const nameOf = (id: string) => reptiles.find((r) => r.id === id)?.name;
  const hatchDefaultsFor = (clutchId: string) => {
    const d = hatchDefaults(clutchId || null, hatch?.logs ?? [], reptiles, reptileId);
    return {
      hatchSire: d.sire, hatchDam: d.dam, hatchSpecies: d.species,
      hatchPrefix: d.clutchNumber ? t('breeding.hatchlings.defaultPrefix', { n: d.clutchNumber }) : t('breeding.hatchlings.defaultPrefixNone'),
    };
  };
  const toggleHatchProfiles = (on: boolean) => setValues((v) => (on ? { ...v, hatchProfiles: true, hatchCount: v.hatchCount || v.outcomeCount.trim(), ...hatchDefaultsFor(v.clutchId) } : { ...v, hatchProfiles: false }));
  const setClutch = (clutchId: string) => setValues((v) => ({ ...v, clutchId, ...(v.hatchProfiles ? hatchDefaultsFor(clutchId) : {}) }));

  const setEventType = (eventType: BreedingEventType | '') => {
    set('eventType')(eventType);
    // A mating logged on this reptile's page is almost always this reptile's: offer it as the first parent.
    if (eventType === 'mating' && values.parent1.mode === 'reptile' && !values.parent1.reptileId) {
      setValues((v) => ({ ...v, parent1: { ...v.parent1, reptileId } }));
    }
    // A hatching most often closes, and a candling counts, this reptile's latest clutch: offer it (the keeper may pick another, or none).
    const latest = clutches.find((c) => c.reptileId === reptileId && c.clutchId !== entryId);
    if ((eventType === 'hatching' || eventType === 'candling') && !values.clutchId && latest) setValues((v) => ({ ...v, clutchId: latest.clutchId }));
  };

  const clutchData = [
    { value: '', label: values.eventType === 'laying' ? t('breeding.clutch.new') : t('breeding.clutch.none') },
    ...clutches.filter((c) => c.clutchId !== entryId).map((c) => ({
      value: c.clutchId,
      label: c.reptileId === reptileId
        ? t('breeding.clutch.option', { date: formatDate(c.laidOn, lng) })
        : t('breeding.clutch.optionOf', { date: formatDate(c.laidOn, lng), name: nameOf(c.reptileId) ?? t('breeding.removedReptile') }),
    })),
  ];
  // An edited entry's clutch that is no longer open still shows as what it is.
  if (values.clutchId && !clutchData.some((o) => o.value === values.clutchId)) clutchData.push({ value: values.clutchId, label: t('breeding.clutch.unknown') });
  const countLabel = values.eventType === 'laying' ? t('breeding.fields.eggsLaid') : values.eventType === 'hatching' ? t('breeding.fields.eggsHatched') : t('breeding.fields.count');
  const mating = values.eventType === 'mating';

  return (
    <form ref={form} onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <DateField label={t('breeding.fields.date')} required value={values.date} max={todayIn()} onChange={set('date')} error={err('date')} />
          <Select label={t('breeding.fields.eventType')} required placeholder={t('breeding.fields.eventTypePick')} value={values.eventType || null} allowDeselect={false}
            data={BREEDING_EVENT_TYPES.map((e) => ({ value: e, label: t(`breeding.eventTypes.${e}`) }))}
            onChange={(v) => setEventType((v ?? '') as BreedingEventType | '')} error={err('eventType')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ParentField legend={t('breeding.fields.parent1')} required={mating} value={values.parent1} onChange={set('parent1')} error={err('parent1')} reptiles={reptiles} />
          <ParentField legend={t('breeding.fields.parent2')} required={mating} value={values.parent2} onChange={set('parent2')} error={err('parent2')} reptiles={reptiles} />
        </SimpleGrid>
        {(takesClutch(values.eventType) || values.outcomeCount !== '') && (
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            {takesClutch(values.eventType) ? (
              <Select label={t('breeding.fields.clutch')} value={values.clutchId} allowDeselect={false} data={clutchData}
                description={values.eventType === 'laying' ? t('breeding.clutch.layingHint') : undefined}
                onChange={(v) => setClutch(v ?? '')} error={err('clutchId')} />
            ) : <div />}
            {values.eventType !== 'candling' && <TextInput label={countLabel} inputMode="numeric" value={values.outcomeCount} onChange={(e) => set('outcomeCount')(e.currentTarget.value)} error={err('outcomeCount')} />}
          </SimpleGrid>
        )}
        {values.eventType === 'laying' && <LayingIncubationFields values={values} set={set} err={err} species={reptiles.find((r) => r.id === reptileId)?.species ?? ''} />}
        {values.eventType === 'candling' && <CandlingFields values={values} set={set} err={err} />}
        {hatch && values.eventType === 'hatching' && (
          <HatchProfileFields values={values} set={set} err={err} onToggle={toggleHatchProfiles} reptiles={reptiles} room={hatch.room}
            namedParents={hatchDefaults(null, hatch.logs, reptiles, reptileId).namedParents} />
        )}
        <Textarea label={t('breeding.fields.notes')} value={values.notes} onChange={(e) => set('notes')(e.currentTarget.value)} error={err('notes')} autosize minRows={1} maxRows={6} maxLength={5000} />
        <FormFooter failure={failure && t(failure)} saving={saving} submitLabel={t(entry ? 'entries.actions.save' : 'entries.actions.add')} cancelLabel={t('entries.actions.cancel')} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

interface ParentFieldProps {
  legend: string;
  required: boolean;
  value: ParentValues;
  onChange: (value: ParentValues) => void;
  error: string | undefined;
  reptiles: readonly LocalReptile[];
}

/** One parent: one of the keeper's reptiles, or an animal they do not keep, typed by name. */
function ParentField({ legend, required, value, onChange, error, reptiles }: ParentFieldProps) {
  const { t } = useTranslation('logs');
  const data = reptiles.map((r) => ({ value: r.id, label: r.name }));
  // A parent that has since been deleted still shows as what it is.
  if (value.reptileId && !data.some((o) => o.value === value.reptileId)) data.push({ value: value.reptileId, label: t('breeding.removedReptile') });
  return (
    <Fieldset legend={legend} variant="filled" p="xs">
      <Stack gap="xs">
        <SegmentedControl size="xs" fullWidth value={value.mode} aria-label={t('breeding.parentMode', { parent: legend })}
          onChange={(mode) => onChange({ ...value, mode: mode as ParentMode })}
          data={[{ value: 'reptile', label: t('breeding.parentModes.reptile') }, { value: 'name', label: t('breeding.parentModes.name') }]} />
        {value.mode === 'reptile' ? (
          <Select label={t('breeding.fields.parentReptile')} required={required} placeholder={t('breeding.fields.parentReptilePick')} value={value.reptileId || null}
            data={data} searchable={data.length > 8} clearable clearButtonProps={{ 'aria-label': t('breeding.clearParent', { parent: legend }), 'aria-hidden': false, tabIndex: 0 }} nothingFoundMessage={t('breeding.noReptiles')}
            onChange={(v) => onChange({ ...value, reptileId: v ?? '' })} error={error} />
        ) : (
          <TextInput label={t('breeding.fields.parentName')} required={required} value={value.name} maxLength={100} autoComplete="off"
            onChange={(e) => onChange({ ...value, name: e.currentTarget.value })} error={error} />
        )}
      </Stack>
    </Fieldset>
  );
}
