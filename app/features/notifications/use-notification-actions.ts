import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationView } from '../../../shared/api/notifications';
import { NOTIFICATIONS_KEY, postHide, postRead, postReadAll } from './notifications-api';

type List = NotificationView[];

/**
 * A change to the inbox shown at once (optimistic) and undone if the server refuses it or cannot
 * be reached. A fetch in flight is cancelled first, so its older answer cannot overwrite the change.
 */
function useInboxChange<V>(send: (vars: V) => Promise<void>, change: (list: List, vars: V) => List) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onMutate: async (vars: V) => {
      await queryClient.cancelQueries({ queryKey: NOTIFICATIONS_KEY });
      const previous = queryClient.getQueryData<List>(NOTIFICATIONS_KEY);
      if (previous) queryClient.setQueryData<List>(NOTIFICATIONS_KEY, change(previous, vars));
      return { previous };
    },
    onError: (_err, _vars, context) => {
      if (context?.previous) queryClient.setQueryData<List>(NOTIFICATIONS_KEY, context.previous);
    },
  });
}

export function useNotificationActions() {
  const read = useInboxChange(postRead, (list, id: string) => list.map((n) => (n.id === id ? { ...n, is_read: true } : n)));
  const readAll = useInboxChange(() => postReadAll(), (list) => list.map((n) => ({ ...n, is_read: true })));
  const hide = useInboxChange(postHide, (list, id: string) => list.filter((n) => n.id !== id));
  return {
    markRead: (id: string) => read.mutate(id),
    markAllRead: () => readAll.mutate(undefined),
    hide: (id: string) => hide.mutate(id),
    /** The last change failed (and was undone). */
    failed: read.isError || readAll.isError || hide.isError,
    clearFailure: () => {
      read.reset();
      readAll.reset();
      hide.reset();
    },
  };
}
