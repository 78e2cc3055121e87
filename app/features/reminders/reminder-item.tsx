import { Badge, Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LocalReminder } from '../../lib/db';
import { EntryCredit, useSpaceAccess } from '../spaces';
import { dueText, frequencyText, taskName } from './reminder-text';

export interface ReminderItemProps {
  reminder: LocalReminder;
  reptileName: string | null;
  today: string;
  onToggle: (r: LocalReminder) => void;
  /** Whether the task is a dose of a medication course: once given, it is not reopened. */
  isDose?: (r: LocalReminder) => boolean;
  onEdit?: (r: LocalReminder) => void;
  onDelete?: (r: LocalReminder) => void;
}

/**
 * One task: a tick box to complete or reopen it, when it is due, how it repeats, and its actions.
 * A task of a shared collection says who completed it, and offers what the keeper's role allows.
 */
export function ReminderItem({ reminder: r, reptileName, today, onToggle, isDose, onEdit: edit, onDelete: remove }: ReminderItemProps) {
  const { t, i18n } = useTranslation('reminders');
  const access = useSpaceAccess(r.userId);
  // A dose of a medication course is the course's: changed, stopped or removed there (issue 29).
  const dose = isDose?.(r) ?? false;
  const onEdit = access.can('reminder.update.v1') && !dose ? edit : undefined;
  const onDelete = access.can('reminder.delete.v1') && !dose ? remove : undefined;
  const name = taskName(t, r, reptileName);
  const overdue = !r.completed && r.dueDate < today;
  const givenDose = r.completed && dose;
  return (
    <Paper withBorder p="sm" component="li">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Checkbox size="md" mt={2} checked={r.completed} onChange={() => onToggle(r)} disabled={givenDose || !access.can(r.completed ? 'reminder.uncomplete.v1' : 'reminder.complete.v1')}
          aria-label={t(r.completed ? 'actions.uncomplete' : 'actions.complete', { task: name })} />
        {/* Actions sit under the text, not beside it: on a phone, in Bulgarian, side buttons squeeze the task to a column. */}
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={500} td={r.completed ? 'line-through' : undefined} c={r.completed ? 'dimmed' : undefined}>{name}</Text>
          <Group gap="xs">
            <Badge variant="light" color={r.completed ? 'gray' : overdue ? 'red' : r.dueDate === today ? 'yellow' : 'blue'}>
              {dueText(t, i18n.language, r, today)}
            </Badge>
            <Text size="sm" c="dimmed">{frequencyText(t, r.frequency)}</Text>
          </Group>
          {r.description && r.taskType !== 'other' && <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>{r.description}</Text>}
          {r.completed && <EntryCredit spaceId={r.userId} authorId={r.completedBy} kind="completed" />}
          {(onEdit || onDelete) && (
            <Group gap="xs" mt={4}>
              {onEdit && <Button size="compact-sm" variant="default" onClick={() => onEdit(r)} aria-label={t('actions.editTask', { task: name })}>{t('actions.edit')}</Button>}
              {onDelete && <Button size="compact-sm" variant="subtle" color="red" onClick={() => onDelete(r)} aria-label={t('actions.deleteTask', { task: name })}>{t('actions.delete')}</Button>}
            </Group>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
