import { Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REPEAT_UNITS, TASK_TYPES, type TaskType } from '../../../shared/schemas/reminder';
import { useEntryForm } from '../../lib/forms/use-entry-form';
import { StorageFullError } from '../../lib/sync';
import { canDo } from '../../../shared/spaces/roles';
import { todayIn } from '../../../shared/rules/calendar-date';
import { useUserDb } from '../../lib/db/use-user-db';
import { useKeptReptiles } from '../reptiles';
import { useSharedSpaces } from '../spaces';
import { toReminderInput, type Repeat, type ReminderFormValues, type ReminderInput } from './reminder-form-values';
import { FormFooter } from '../../components/form-footer';
import { DateField } from '../../components/date-field';

export interface ReminderFormProps {
  initial: ReminderFormValues;
  submitLabel: string;
  onSubmit: (input: ReminderInput, values: ReminderFormValues) => Promise<void>;
  onCancel?: () => void;
  /** On a reptile's page the task is for that reptile: no picker. */
  fixedReptile?: boolean;
}

/** Add and edit a task; the shared schema's messages show by each field. */
export function ReminderForm({ initial, submitLabel, onSubmit, onCancel, fixedReptile = false }: ReminderFormProps) {
  const { t } = useTranslation('reminders');
  const kept = useKeptReptiles();
  const spaces = useSharedSpaces();
  const me = useUserDb()?.userId;
  // A task goes where its animal is: offered are the animals whose collection the keeper may add
  // tasks to (their own; a household's as its owner or keeper), and an edited task stays in its
  // collection (the server keeps it there).
  const home = initial.reptileId ? kept?.find((r) => r.id === initial.reptileId)?.userId : undefined;
  const reptiles = kept?.filter((r) => {
    if (home !== undefined && initial.reptileId) return r.userId === home;
    if (r.userId === me) return true;
    const s = spaces?.find((x) => x.id === r.userId);
    return s !== undefined && canDo({ role: s.role, until: s.until }, 'reminder.create.v1', todayIn());
  });
  const { values, set, err, failure, saving, formRef, submit } = useEntryForm<ReminderFormValues, ReminderInput>(t, {
    initial,
    parse: toReminderInput,
    save: onSubmit,
    failureKey: (e) => (e instanceof StorageFullError ? 'storageFull' : 'saveFailed'),
  });
  const reptileOptions = [{ value: '', label: t('fields.noReptile') }, ...(reptiles ?? []).map((r) => ({ value: r.id, label: r.name }))];

  return (
    <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Select label={t('fields.taskType')} required allowDeselect={false} value={values.taskType || null} error={err('taskType')}
            data={TASK_TYPES.map((type) => ({ value: type, label: t(`taskTypes.${type}`) }))}
            onChange={(v) => set('taskType')((v ?? '') as TaskType | '')} />
          {!fixedReptile && (
            <Select label={t('fields.reptile')} value={values.reptileId} allowDeselect={false} data={reptileOptions} error={err('reptileId')}
              searchable={(reptiles?.length ?? 0) > 8} onChange={(v) => set('reptileId')(v ?? '')} />
          )}
        </SimpleGrid>
        <Textarea label={t('fields.description')} required={values.taskType === 'other'} value={values.description} maxLength={500}
          autosize minRows={1} maxRows={4} onChange={(e) => set('description')(e.currentTarget.value)} error={err('description')} />
        {/* Two columns at most: the form sits in a dialog about 400px wide whatever the screen, where
            a third column cut "Does not repeat" short. */}
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <DateField label={t('fields.dueDate')} required value={values.dueDate} error={err('dueDate')}
            onChange={set('dueDate')} />
          <Select label={t('fields.repeat')} allowDeselect={false} value={values.repeat}
            data={(['once', ...REPEAT_UNITS] as const).map((r) => ({ value: r, label: t(`repeatOptions.${r}`) }))}
            onChange={(v) => set('repeat')((v ?? 'once') as Repeat)} />
          {values.repeat !== 'once' && (
            <TextInput label={t('fields.every')} required inputMode="numeric" value={values.every} error={err('every')}
              rightSection={<span aria-hidden="true">{t(`repeatOptions.${values.repeat}`)}</span>} rightSectionWidth={80}
              onChange={(e) => set('every')(e.currentTarget.value)} />
          )}
        </SimpleGrid>
        <FormFooter failure={failure && t(failure)} saving={saving} submitLabel={submitLabel} cancelLabel={t('actions.cancel')} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
