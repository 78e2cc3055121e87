import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  /** Red for what takes something away (a plan, an account, a role). */
  danger?: boolean;
  busy: boolean;
  /** The refusal of the last try, in words. */
  failure: string | null;
  /** Fields asked before confirming (a reason). */
  children?: ReactNode;
  confirmDisabled?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** An admin action is sent only after this says what it will do; a refusal shows in it, and it stays open. */
export function ConfirmDialog({ opened, title, body, confirmLabel, danger, busy, failure, children, confirmDisabled, onCancel, onConfirm }: ConfirmDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <Modal opened={opened} onClose={onCancel} title={title} closeButtonProps={{ 'aria-label': t('actions.close') }}>
      <Stack gap="md">
        <Text size="sm">{body}</Text>
        {children}
        {failure && <Text c="red" size="sm" role="alert">{failure}</Text>}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>{t('actions.cancel')}</Button>
          <Button color={danger ? 'red' : undefined} loading={busy} disabled={confirmDisabled} onClick={onConfirm}>{confirmLabel}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
