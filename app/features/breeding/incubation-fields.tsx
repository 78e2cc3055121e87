import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { expectedIncubation } from '../../../shared/rules/incubation';
import { parseDecimal } from '../../../shared/rules/units';
import type { BreedingFormValues } from './breeding-form-values';

type IncubationKey = 'incubationTempC' | 'incubationDays' | 'fertile' | 'infertile' | 'slugs';

interface FieldsProps {
  values: BreedingFormValues;
  set: (key: IncubationKey) => (value: string) => void;
  err: (key: IncubationKey) => string | undefined;
}

/**
 * A laying's incubation: the temperature and, when the keeper knows their incubator better than
 * the species table, their own days. The hint says what the table expects meanwhile, so an empty
 * days field is a choice, not a gap.
 */
export function LayingIncubationFields({ values, set, err, species }: FieldsProps & { species: string }) {
  const { t } = useTranslation('logs');
  const tempC = parseDecimal(values.incubationTempC);
  const estimate = expectedIncubation(species, { tempC: tempC !== null && Number.isFinite(tempC) ? tempC : null });
  const hint = estimate.outside
    ? t(`breeding.incubation.outside.${estimate.outside}`)
    : t(`breeding.incubation.daysHint.${estimate.source === 'keeper' ? 'species' : estimate.source}`, { min: estimate.minDays, max: estimate.maxDays });
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }}>
      <TextInput label={t('breeding.fields.incubationTempC')} inputMode="decimal" autoComplete="off" rightSection="°C" value={values.incubationTempC}
        onChange={(e) => set('incubationTempC')(e.currentTarget.value)} error={err('incubationTempC')} />
      <TextInput label={t('breeding.fields.incubationDays')} inputMode="numeric" autoComplete="off" value={values.incubationDays} description={hint}
        onChange={(e) => set('incubationDays')(e.currentTarget.value)} error={err('incubationDays')} />
    </SimpleGrid>
  );
}

/** What a candling found: the keeper counts the whole clutch at each session. */
export function CandlingFields({ values, set, err }: FieldsProps) {
  const { t } = useTranslation('logs');
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }}>
      {(['fertile', 'infertile', 'slugs'] as const).map((key) => (
        <TextInput key={key} label={t(`breeding.fields.${key}`)} inputMode="numeric" autoComplete="off" value={values[key]}
          onChange={(e) => set(key)(e.currentTarget.value)} error={err(key)} />
      ))}
    </SimpleGrid>
  );
}
