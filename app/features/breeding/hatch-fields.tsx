import { Checkbox, Fieldset, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { hatchlingNames } from '../../../shared/rules/lineage';
import { parseDecimal } from '../../../shared/rules/units';
import type { LocalReptile } from '../../lib/db';
import type { BreedingFormValues } from './breeding-form-values';

type HatchKey = 'hatchCount' | 'hatchPrefix' | 'hatchSpecies' | 'hatchSire' | 'hatchDam';

interface HatchFieldsProps {
  values: BreedingFormValues;
  set: (key: HatchKey) => (value: string) => void;
  err: (key: HatchKey) => string | undefined;
  onToggle: (on: boolean) => void;
  reptiles: readonly LocalReptile[];
  /** Animals not kept that the keeper's breeding logs name, offered as parents too. */
  namedParents: readonly string[];
  /** How many more reptiles the plan allows on this device's count; null: no limit. */
  room: number | null;
}

/**
 * A new hatching can create the hatchlings' profiles in the same change: sex unknown, parents,
 * clutch and hatch date filled, numbered names to rename later. Pre-filled from the clutch (see
 * hatch-profiles.ts); the keeper corrects what is wrong.
 */
export function HatchProfileFields({ values, set, err, onToggle, reptiles, namedParents, room }: HatchFieldsProps) {
  const { t } = useTranslation('logs');
  const count = parseDecimal(values.hatchCount);
  const names = count !== null && Number.isInteger(count) && count >= 1 && count <= 100 && values.hatchPrefix.trim()
    ? hatchlingNames(values.hatchPrefix.trim(), count, reptiles.map((r) => r.name)) : [];
  const parentData = [
    ...reptiles.map((r) => ({ value: r.id, label: `${r.name} (${r.species})` })),
    ...namedParents.map((n) => ({ value: `name:${n}`, label: t('breeding.hatchlings.notKept', { name: n }) })),
  ];
  const parentSelect = (key: 'hatchSire' | 'hatchDam', label: string) => (
    <Select label={label} placeholder={t('breeding.hatchlings.parentUnknown')} value={values[key] || null} data={parentData}
      searchable={parentData.length > 8} clearable clearButtonProps={{ 'aria-label': t('breeding.clearParent', { parent: label }), 'aria-hidden': false, tabIndex: 0 }}
      nothingFoundMessage={t('breeding.noReptiles')} onChange={(v) => set(key)(v ?? '')} error={err(key)} />
  );
  return (
    <Stack gap="xs">
      <Checkbox label={t('breeding.hatchlings.toggle')} description={room === 0 ? t('breeding.hatchlings.errors.noRoom') : t('breeding.hatchlings.toggleHint')}
        checked={values.hatchProfiles} onChange={(e) => onToggle(e.currentTarget.checked)} />
      {values.hatchProfiles && (
        <Fieldset legend={t('breeding.hatchlings.legend')} variant="filled" p="xs">
          <Stack gap="xs">
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <TextInput label={t('breeding.hatchlings.count')} required inputMode="numeric" autoComplete="off" value={values.hatchCount}
                description={room !== null ? t('breeding.hatchlings.roomHint', { count: room }) : undefined}
                onChange={(e) => set('hatchCount')(e.currentTarget.value)} error={err('hatchCount')} />
              <TextInput label={t('breeding.hatchlings.prefix')} required autoComplete="off" maxLength={90} value={values.hatchPrefix}
                onChange={(e) => set('hatchPrefix')(e.currentTarget.value)} error={err('hatchPrefix')} />
            </SimpleGrid>
            <TextInput label={t('breeding.hatchlings.species')} required autoComplete="off" maxLength={100} value={values.hatchSpecies}
              onChange={(e) => set('hatchSpecies')(e.currentTarget.value)} error={err('hatchSpecies')} />
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              {parentSelect('hatchSire', t('breeding.hatchlings.sire'))}
              {parentSelect('hatchDam', t('breeding.hatchlings.dam'))}
            </SimpleGrid>
            {names.length > 0 && (
              <Text size="sm" c="dimmed" aria-live="polite">
                {t('breeding.hatchlings.preview', { count: names.length, first: names[0], last: names[names.length - 1] })}
              </Text>
            )}
          </Stack>
        </Fieldset>
      )}
    </Stack>
  );
}
