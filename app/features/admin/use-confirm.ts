import { notifications } from '@mantine/notifications';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useAdminErrorMessage } from './admin-errors';

/**
 * A confirmed action's dialog state: open it, send on confirm, close and say so on success, stay
 * open with the refusal in words on failure (so the admin can read it, change what they chose, or
 * try again).
 */
export function useConfirm<V>(mutation: UseMutationResult<unknown, Error, V>, fallbackKey: string) {
  const errorMessage = useAdminErrorMessage();
  const [opened, setOpened] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const open = () => {
    setFailure(null);
    setOpened(true);
  };
  const close = () => {
    setOpened(false);
    setFailure(null);
  };
  const confirm = async (variables: V, successMessage: string) => {
    setFailure(null);
    try {
      await mutation.mutateAsync(variables);
      close();
      notifications.show({ color: 'teal', message: successMessage });
    } catch (error) {
      setFailure(errorMessage(error, fallbackKey));
    }
  };
  return { opened, open, close, failure, confirm, busy: mutation.isPending };
}
