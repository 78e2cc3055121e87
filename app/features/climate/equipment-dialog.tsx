import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EQUIPMENT_KINDS } from '../../../shared/schemas/climate';
import { todayIn } from '../../../shared/rules/calendar-date';
import { DateField } from '../../components/date-field';
import { logFailureKey } from '../logs';
import { addEquipment, updateEquipment } from './equipment-repository';
import { equipmentPatchOf, equipmentValues, isEquipmentKind, newEquipmentValues, parseEquipment, withKind, type EquipmentErrors, type EquipmentFormValues } from './equipment-form-values';
import type { LocalEquipment } from './use-equipment';

export interface EquipmentDialogProps {
  enclosureId: string;
  /** The piece edited; none: a new one. */
  equipment?: LocalEquipment;
  onClose: () => void;
}

/**
 * "Add equipment" or its edit: kind (choosing a UVB kind fills in its usual replacement interval),
 * name, install date, the interval in months (empty: none), a thermostat's set point, notes.
 */
export function EquipmentDialog({ enclosureId, equipment, onClose }: EquipmentDialogProps) {
  const { t } = useTranslation(['climate', 'logs']);
  const [values, setValues] = useState<EquipmentFormValues>(() => (equipment ? equipmentValues(equipment) : newEquipmentValues(todayIn())));
  const [errors, setErrors] = useState<EquipmentErrors>({});
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof EquipmentFormValues>(key: K) => (value: EquipmentFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const err = (key: keyof EquipmentFormValues) => (errors[key] ? t(`climate:equipment.${errors[key]}`) : undefined);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseEquipment(values);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setSaving(true);
    try {
      if (equipment) await updateEquipment(equipment.id, equipmentPatchOf(equipment, parsed.input));
      else await addEquipment({ ...parsed.input, enclosureId });
      onClose();
    } catch (error) {
      notifications.show({ color: 'red', message: t(`logs:${logFailureKey(error)}`) });
    } finally {
      setSaving(false);
    }
  };

  const kinds = EQUIPMENT_KINDS.map((k) => ({ value: k, label: t(`climate:equipment.kinds.${k}`) }));
  return (
    <Modal opened onClose={onClose} title={equipment ? t('climate:equipment.editTitle', { name: equipment.name }) : t('climate:equipment.addTitle')}
      closeButtonProps={{ 'aria-label': t('climate:equipment.close') }}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <Select label={t('climate:equipment.fields.kind')} required data={kinds} value={values.kind} allowDeselect={false} error={err('kind')}
            onChange={(v) => {
              if (!isEquipmentKind(v)) return;
              setValues((old) => withKind(old, v));
              setErrors((old) => ({ ...old, kind: undefined, replaceEveryMonths: undefined }));
            }} />
          <TextInput label={t('climate:equipment.fields.name')} description={t('climate:equipment.fields.nameHint')} required value={values.name} maxLength={160}
            autoComplete="off" onChange={(e) => set('name')(e.currentTarget.value)} error={err('name')} />
          <DateField label={t('climate:equipment.fields.installedOn')} required value={values.installedOn} max={todayIn()} onChange={set('installedOn')} error={err('installedOn')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput label={t('climate:equipment.fields.replaceEveryMonths')} description={t('climate:equipment.fields.replaceHint')} inputMode="numeric"
              value={values.replaceEveryMonths} onChange={(e) => set('replaceEveryMonths')(e.currentTarget.value)} error={err('replaceEveryMonths')} />
            <TextInput label={t('climate:equipment.fields.setPointC')} description={t('climate:equipment.fields.setPointHint')} inputMode="decimal"
              value={values.setPointC} onChange={(e) => set('setPointC')(e.currentTarget.value)} error={err('setPointC')} />
          </SimpleGrid>
          <Textarea label={t('climate:equipment.fields.notes')} value={values.notes} autosize minRows={2} maxRows={5} maxLength={500}
            onChange={(e) => set('notes')(e.currentTarget.value)} error={err('notes')} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>{t('climate:equipment.cancel')}</Button>
            <Button type="submit" loading={saving}>{equipment ? t('climate:equipment.save') : t('climate:equipment.add')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
