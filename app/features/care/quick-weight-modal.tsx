import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { todayIn } from '../../../shared/rules/calendar-date';
import type { LocalReptile } from '../../lib/db';
import { useEntryForm } from '../../lib/forms/use-entry-form';
import { usePreferences } from '../../lib/session';
import { StorageFullError } from '../../lib/sync';
import { ChangeConfirmation, useChangeConfirmation, useGrowthLogs, type GrowthLogInput } from '../growth';
import { useLogWrites } from '../logs';
import { toQuickWeightInput, type QuickWeightValues } from './quick-values';
import { DateField } from '../../components/date-field';

/**
 * "Log weight" from the dashboard: a growth entry with a weight only, dated today unless changed.
 * An implausible change from the reptile's entries around it is asked about once, as in the tab.
 */
export function QuickWeightModal({ reptile, onClose }: { reptile: LocalReptile; onClose: () => void }) {
  const { t } = useTranslation(['dashboard', 'logs', 'reptiles']);
  const units = usePreferences();
  const confirmation = useChangeConfirmation(useGrowthLogs(reptile.id));
  const { add } = useLogWrites('growthLogs', reptile.id);
  const { values, set, err, failure, saving, formRef, submit } = useEntryForm<QuickWeightValues, GrowthLogInput>(t, {
    initial: { date: todayIn(), weight: '' },
    parse: (v) => toQuickWeightInput(v, units.weightUnit),
    save: async (input) => {
      if (!confirmation.maySave(input)) return;
      await add(input);
      notifications.show({ color: 'teal', message: t('quick.weightSaved', { name: reptile.name }) });
      onClose();
    },
    failureKey: (e) => (e instanceof StorageFullError ? 'logs:growth.storageFull' : 'logs:growth.saveFailed'),
  });
  const change = (key: keyof QuickWeightValues) => (value: string) => {
    confirmation.dismiss();
    set(key)(value);
  };
  return (
    <Modal opened onClose={onClose} title={t('quick.weightTitle', { name: reptile.name })}>
      <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <TextInput label={t('logs:growth.fields.weight', { unit: t(`reptiles:units.${units.weightUnit}`) })} inputMode="decimal" required data-autofocus name="weight"
            value={values.weight} onChange={(e) => change('weight')(e.currentTarget.value)} error={err('weight')} />
          <DateField label={t('logs:growth.fields.date')} required value={values.date} max={todayIn()} onChange={change('date')} error={err('date')} />
          {confirmation.changes && (
            <ChangeConfirmation changes={confirmation.changes} saving={saving} onFix={() => {
              confirmation.dismiss();
              formRef.current?.querySelector<HTMLInputElement>('input[name="weight"]')?.focus();
            }} />
          )}
          {failure && <Alert color="red" role="alert">{t(failure)}</Alert>}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={saving}>{t('logs:growth.actions.cancel')}</Button>
            <Button type="submit" loading={saving}>{t('quick.saveWeight')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
