import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIMATE_SPOTS } from '../../../shared/enclosures/climate-targets';
import { addReading } from './readings-repository';
import { emptyReadingValues, toReadingInput, type ReadingFormErrors, type ReadingFormValues } from './readings-form-values';

/**
 * A reading by hand: the time (now by default) and any of the spots. A value a thermometer cannot
 * show is refused in words under its field, and nothing is saved until every field reads.
 */
export function ReadingForm({ enclosureId, onDone }: { enclosureId: string; onDone: () => void }) {
  const { t } = useTranslation('climate');
  const [values, setValues] = useState<ReadingFormValues>(() => emptyReadingValues(Date.now()));
  const [errors, setErrors] = useState<ReadingFormErrors>({});
  const [saving, setSaving] = useState(false);
  const set = (field: keyof ReadingFormValues) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const result = toReadingInput(values);
    setErrors(result.errors ?? {});
    if (!result.input) return;
    setSaving(true);
    try {
      await addReading(enclosureId, result.input);
      onDone();
    } catch {
      setErrors({ form: 'errors.saveFailed' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('readings.add')}>
      <Stack gap="sm">
        <TextInput type="datetime-local" label={t('readings.fields.at')} value={values.at} onChange={set('at')} required error={errors.at && t(errors.at)} maw={260} />
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          {CLIMATE_SPOTS.map((spot) => (
            <TextInput key={spot} name={spot} inputMode="decimal" label={t(`readings.fields.${spot}`)} value={values[spot]} onChange={set(spot)}
              error={errors[spot] && t(errors[spot])} />
          ))}
        </SimpleGrid>
        {errors.form && <Alert color="red" variant="light" role="alert">{t(errors.form)}</Alert>}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={saving}>{t('readings.cancel')}</Button>
          <Button type="submit" loading={saving}>{t('readings.save')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
