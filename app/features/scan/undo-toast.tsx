import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A toast's body with its Undo button, named with what it undoes. */
export function UndoToast({ message, undoName, onUndo }: { message: string; undoName: string; onUndo: () => void }) {
  const { t } = useTranslation('scan');
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <Text size="sm">{message}</Text>
      <Button size="sm" variant="light" onClick={onUndo} aria-label={undoName}>{t('undo.action')}</Button>
    </Group>
  );
}
