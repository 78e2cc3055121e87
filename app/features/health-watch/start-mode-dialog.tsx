import { Alert, Button, Group, Modal, Radio, Stack, TextInput, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { todayIn } from '../../../shared/rules/calendar-date';
import { CARE_MODES, QUARANTINE_DAYS } from '../../../shared/schemas/care-mode';
import { DateField } from '../../components/date-field';
import { isCareMode, newStartValues, parseStartMode, type FormErrors, type StartModeValues } from './care-mode-form-values';
import { startCareMode, writeFailureKey } from './care-mode-repository';

/**
 * "Start a care mode": the mode (each with its one-line meaning), its start (today unless the
 * keeper says otherwise), a brumation's planned end, a quarantine's length, notes.
 */
export function StartModeDialog({ reptileId, onClose }: { reptileId: string; onClose: () => void }) {
  const { t } = useTranslation('health-watch');
  const today = todayIn();
  const [values, setValues] = useState<StartModeValues>(() => newStartValues(today));
  const [errors, setErrors] = useState<FormErrors<StartModeValues>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof StartModeValues>(key: K) => (value: StartModeValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const err = (key: keyof StartModeValues) => (errors[key] ? t(errors[key]) : undefined);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const parsed = parseStartMode(values, reptileId);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setSaving(true);
    try {
      await startCareMode(parsed.input);
      onClose();
    } catch (error) {
      setFailure(writeFailureKey(error));
      setSaving(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('start.title')} closeButtonProps={{ 'aria-label': t('actions.close') }}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <Radio.Group label={t('start.mode')} required value={values.mode} error={err('mode')}
            onChange={(v) => { if (isCareMode(v)) set('mode')(v); }}>
            <Stack gap="xs" mt={6}>
              {CARE_MODES.map((m) => <Radio key={m} value={m} label={t(`modes.${m}`)} description={t(`explain.${m}`)} />)}
            </Stack>
          </Radio.Group>
          <DateField label={t('start.startDate')} required value={values.startDate} max={today} onChange={set('startDate')} error={err('startDate')} />
          {values.mode === 'brumation' && (
            <DateField label={t('start.plannedEnd')} description={t('start.plannedEndHint')} value={values.plannedEnd}
              min={values.startDate || undefined} onChange={set('plannedEnd')} error={err('plannedEnd')} />
          )}
          {values.mode === 'quarantine' && (
            <TextInput label={t('start.quarantineDays')} description={t('start.quarantineDaysHint', { min: QUARANTINE_DAYS.min, max: QUARANTINE_DAYS.max, default: QUARANTINE_DAYS.default })}
              required inputMode="numeric" value={values.quarantineDays} onChange={(e) => set('quarantineDays')(e.currentTarget.value)} error={err('quarantineDays')} />
          )}
          <Textarea label={t('start.notes')} value={values.notes} autosize minRows={2} maxRows={5} maxLength={500}
            onChange={(e) => set('notes')(e.currentTarget.value)} error={err('notes')} />
          {failure && <Alert color="red" role="alert">{t(failure)}</Alert>}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={saving}>{t('actions.cancel')}</Button>
            <Button type="submit" loading={saving}>{t('start.submit')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
