import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { todayIn } from '../../../shared/rules/calendar-date';
import type { LocalReptile } from '../../lib/db';
import { useEntryForm } from '../../lib/forms/use-entry-form';
import { usePreferences } from '../../lib/session';
import type { LogInput } from '../logs';
import { toWeightInput, type WeightValues } from './weight-values';

/**
 * "Weighed": the weight in the keeper's unit, today. Validation is the growth log's schema, as in
 * the growth tab; an unusual change is not asked about here (the growth tab does that on edit).
 */
export function WeightModal({ reptile, onSave, onClose }: { reptile: LocalReptile; onSave: (input: LogInput<'growthLogs'>) => Promise<void>; onClose: () => void }) {
  const { t } = useTranslation(['scan', 'logs', 'reptiles']);
  const units = usePreferences();
  const { values, set, err, failure, saving, formRef, submit } = useEntryForm<WeightValues, LogInput<'growthLogs'>>(t, {
    initial: { weight: '' },
    parse: (v) => toWeightInput(v, units.weightUnit, todayIn()),
    save: async (input) => {
      await onSave(input);
      onClose();
    },
    // The write's toast has said why.
    failureKey: () => null,
  });
  return (
    <Modal opened onClose={onClose} title={t('weighed.title', { name: reptile.name })}>
      <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <TextInput label={t('logs:growth.fields.weight', { unit: t(`reptiles:units.${units.weightUnit}`) })} inputMode="decimal" required data-autofocus size="md"
            value={values.weight} onChange={(e) => set('weight')(e.currentTarget.value)} error={err('weight')} />
          {failure && <Alert color="red" role="alert">{t(failure)}</Alert>}
          <Group justify="flex-end" gap="sm" grow>
            <Button variant="default" size="md" onClick={onClose} disabled={saving}>{t('actions.cancel')}</Button>
            <Button type="submit" size="md" loading={saving}>{t('weighed.save')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
