import { Alert, Button, Fieldset, Group, NumberInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_ENTRIES_LIMIT, PRIZE_MAX, SUBMISSION_END_DAY_MAX, type ContestSettings } from '../../../shared/contest/settings';
import { useOnline } from '../../lib/use-online';
import { failureKey, refusedFields } from './failure-text';
import { checkSettings, sameSettings, valuesOf, type SettingsErrors, type SettingsValues } from './settings-values';
import { useSaveContestSettings } from './use-contest-settings';

const PLACES = [0, 1, 2] as const;

/**
 * The contest settings as a form: checked by the shared schema before sending, the server's
 * refusal (per field, or as a whole) shown in words, success said once saved.
 */
export function SettingsForm({ saved }: { saved: ContestSettings }) {
  const { t, i18n } = useTranslation('admin-review');
  const online = useOnline();
  const save = useSaveContestSettings();
  const [values, setValues] = useState<SettingsValues>(() => valuesOf(saved));
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const changed = !sameSettings(values, valuesOf(saved));

  const set = (patch: Partial<SettingsValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setFailure(null);
  };
  const setPrize = (place: 0 | 1 | 2, value: number | string) =>
    set({ prizes: values.prizes.map((p, i) => (i === place ? value : p)) as SettingsValues['prizes'] });
  const errorOf = (field: string) => (errors[field] ? t(errors[field]) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkSettings(values);
    setErrors(checked.errors ?? {});
    if (!checked.settings) return;
    setFailure(null);
    try {
      // The saved answer replaces the query's data, and the page keys this form by it: it starts anew.
      await save.mutateAsync(checked.settings);
      notifications.show({ color: 'moss', message: t('settings.saved') });
    } catch (error) {
      const fields = refusedFields(error);
      if (Object.keys(fields).length > 0) setErrors(fields);
      setFailure(t(failureKey(error, 'settings.failed', { 'invalid-request': 'settings.refused' })));
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="contest-settings-title">
      <Stack gap="lg">
        <Fieldset legend={<Title order={2} size="h4" id="contest-settings-title" mb="xs">{t('settings.phases')}</Title>} variant="unstyled" p={0} m={0}>
          <Stack gap="sm">
            <NumberInput label={t('settings.submissionEndDay')} description={t('settings.submissionEndDayHint', { max: SUBMISSION_END_DAY_MAX })}
              min={1} max={SUBMISSION_END_DAY_MAX} allowDecimal={false} allowNegative={false} clampBehavior="none" maw={420}
              value={values.submissionEndDay} error={errorOf('submissionEndDay')} onChange={(v) => set({ submissionEndDay: v })} />
            <NumberInput label={t('settings.entriesPerKeeper')} description={t('settings.entriesPerKeeperHint', { max: MAX_ENTRIES_LIMIT })}
              min={1} max={MAX_ENTRIES_LIMIT} allowDecimal={false} allowNegative={false} clampBehavior="none" maw={420}
              value={values.entriesPerKeeper} error={errorOf('entriesPerKeeper')} onChange={(v) => set({ entriesPerKeeper: v })} />
          </Stack>
        </Fieldset>
        <Fieldset legend={<Title order={2} size="h4" mb="xs">{t('settings.prizes')}</Title>} variant="unstyled" p={0} m={0}>
          <Stack gap="xs">
            <Text size="sm" c="dimmed">{t('settings.prizesHint', { max: new Intl.NumberFormat(i18n.language).format(PRIZE_MAX) })}</Text>
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
              {PLACES.map((place) => (
                <NumberInput key={place} label={t(`settings.place${place + 1}`)} min={0} max={PRIZE_MAX} allowDecimal={false} allowNegative={false}
                  clampBehavior="none" value={values.prizes[place]} error={errorOf(`prizes.${place}`)} onChange={(v) => setPrize(place, v)} />
              ))}
            </SimpleGrid>
            {errors.prizes && <Text size="sm" c="red" role="alert">{t(errors.prizes)}</Text>}
          </Stack>
        </Fieldset>
        <Text size="sm" c="dimmed">{t('settings.effect')}</Text>
        {failure && <Alert color="red" variant="light" role="alert">{failure}</Alert>}
        <Group gap="sm">
          <Button type="submit" loading={save.isPending} disabled={!online || !changed}>{t('settings.save')}</Button>
          <Button variant="default" disabled={!changed || save.isPending} onClick={() => {
            setValues(valuesOf(saved));
            setErrors({});
            setFailure(null);
          }}>{t('settings.reset')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
