import { Fieldset, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { todayIn } from '../../../shared/rules/calendar-date';
import { expectedInterval } from '../../../shared/rules/feeding-rhythm';
import { DateField } from '../../components/date-field';
import type { ReptileFormValues } from './reptile-form-values';

interface Props {
  values: Pick<ReptileFormValues, 'species' | 'hatchDate' | 'feedingInterval' | 'feedingPaused' | 'feedingPausedUntil'>;
  set: <K extends 'feedingInterval' | 'feedingPaused' | 'feedingPausedUntil'>(key: K) => (value: ReptileFormValues[K]) => void;
  err: (key: 'feedingInterval' | 'feedingPausedUntil') => string | undefined;
}

/**
 * The reptile form's "Feeding rhythm": the keeper's own interval, with the default it replaces
 * as the hint (read from the species and hatch date as they are typed), and a pause for a
 * seasonal fast with an optional last day.
 */
export function FeedingRhythmFields({ values, set, err }: Props) {
  const { t } = useTranslation('reptiles');
  const fallback = expectedInterval({ species: values.species, hatchDate: values.hatchDate || null }, todayIn());
  const hint = !fallback
    ? t('rhythm.noDefault')
    : t(`rhythm.default.${fallback.stage ?? 'unknownAge'}`, { range: rangeText(t, fallback.minDays, fallback.maxDays) });
  return (
    <Fieldset legend={<Text component="span" fw={600}>{t('rhythm.title')}</Text>} variant="unstyled" p={0} m={0}>
      <Stack gap="sm">
        <TextInput label={t('rhythm.interval')} description={hint} inputMode="numeric" value={values.feedingInterval}
          onChange={(e) => set('feedingInterval')(e.currentTarget.value)} error={err('feedingInterval')} />
        <Switch label={t('rhythm.pause')} description={t('rhythm.pauseHint')} checked={values.feedingPaused}
          onChange={(e) => set('feedingPaused')(e.currentTarget.checked)} />
        {values.feedingPaused && (
          <DateField label={t('rhythm.pausedUntil')} description={t('rhythm.pausedUntilHint')} value={values.feedingPausedUntil}
            onChange={set('feedingPausedUntil')} error={err('feedingPausedUntil')} />
        )}
      </Stack>
    </Fieldset>
  );
}

/** "every 14-21 days", "every 7 days", "every day". */
export function rangeText(t: (key: string, o?: Record<string, unknown>) => string, minDays: number, maxDays: number): string {
  return minDays === maxDays ? t('rhythm.every', { count: minDays }) : t('rhythm.everyRange', { min: minDays, max: maxDays });
}
