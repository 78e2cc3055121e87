import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIMATE_SPOTS, CLIMATE_TABLE, targetsOfRow, type ClimateSpot, type EnclosureTargets, type Range, type TargetOverrides } from '../../../shared/enclosures/climate-targets';
import { parseDecimal, formatReading } from '../../../shared/rules/units';
import { TEMPERATURE_MAX_C, TEMPERATURE_MIN_C } from '../../../shared/schemas/climate';
import { saveOverrides } from './readings-targets';

type Texts = Record<ClimateSpot, { min: string; max: string }>;

/**
 * The keeper's own ranges for this enclosure, spot by spot; a spot left as the species has it is
 * not stored, so a better table later still reaches it. Saved with the enclosure (synced).
 */
export function TargetsDialog({ enclosureId, current, onClose }: { enclosureId: string; current: EnclosureTargets | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('climate');
  const lng = i18n.language;
  const row = current?.speciesId ? (CLIMATE_TABLE.find((r) => r.id === current.speciesId) ?? null) : null;
  const species = row ? targetsOfRow(row) : null;
  const [texts, setTexts] = useState<Texts>(() => Object.fromEntries(CLIMATE_SPOTS.map((s) => {
    const range = current?.targets[s];
    return [s, { min: range ? formatReading(lng, range.min) : '', max: range ? formatReading(lng, range.max) : '' }];
  })) as Texts);
  const [error, setError] = useState<string | null>(null);
  const [bad, setBad] = useState<ReadonlySet<ClimateSpot>>(new Set());

  const [saving, setSaving] = useState(false);
  const store = async (own: TargetOverrides) => {
    setSaving(true);
    try {
      await saveOverrides(enclosureId, own);
      onClose();
    } catch {
      setError('targets.saveFailed');
    } finally {
      setSaving(false);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const own: TargetOverrides = {};
    const wrong = new Set<ClimateSpot>();
    for (const s of CLIMATE_SPOTS) {
      const min = parseDecimal(texts[s].min);
      const max = parseDecimal(texts[s].max);
      if (min === null && max === null) continue;
      const [lo, hi] = s === 'humidityPct' ? [0, 100] : [TEMPERATURE_MIN_C, TEMPERATURE_MAX_C];
      if (min === null || max === null || Number.isNaN(min) || Number.isNaN(max) || min > max || min < lo || max > hi) {
        wrong.add(s);
        continue;
      }
      const range: Range = { min, max };
      const base = species?.[s];
      if (!base || base.min !== min || base.max !== max) own[s] = range;
    }
    setBad(wrong);
    if (wrong.size > 0) {
      setError('targets.invalid');
      return;
    }
    void store(own);
  };
  const reset = () => void store({});
  const set = (s: ClimateSpot, end: 'min' | 'max') => (e: React.ChangeEvent<HTMLInputElement>) => {
    const value = e.currentTarget.value;
    setTexts((x) => ({ ...x, [s]: { ...x[s], [end]: value } }));
  };

  return (
    <Modal opened onClose={onClose} title={t('targets.edit')} closeButtonProps={{ 'aria-label': t('readings.close') }}>
      <form onSubmit={submit} noValidate>
      <Stack gap="sm">
          <Text size="sm" c="dimmed">{row ? t('targets.fromSpecies', { species: t(`targets.species.${row.id}`) }) : t('targets.noSpecies')}</Text>
          {CLIMATE_SPOTS.map((s) => (
            <SimpleGrid key={s} cols={2} spacing="xs">
              <TextInput inputMode="decimal" label={t('targets.min', { spot: t(`readings.spots.${s}`) })} value={texts[s].min} onChange={set(s, 'min')} error={bad.has(s)} />
              <TextInput inputMode="decimal" label={t('targets.max', { spot: t(`readings.spots.${s}`) })} value={texts[s].max} onChange={set(s, 'max')} error={bad.has(s)} />
            </SimpleGrid>
          ))}
          {error && <Alert color="red" variant="light" role="alert">{t(error)}</Alert>}
          <Group justify="space-between" gap="sm">
            <Button variant="subtle" onClick={reset} disabled={!current || current.own.length === 0}>{t('targets.reset')}</Button>
            <Group gap="sm">
              <Button variant="default" onClick={onClose}>{t('readings.cancel')}</Button>
              <Button type="submit" loading={saving}>{t('targets.save')}</Button>
            </Group>
          </Group>
      </Stack>
      </form>
    </Modal>
  );
}

