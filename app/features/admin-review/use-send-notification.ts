import { useMutation } from '@tanstack/react-query';
import type { AdminNotificationBody } from '../../../shared/api/notifications';
import { findUserByEmail, sendNotification, uploadNotificationImage } from './notifications-api';
import type { CheckedNotification } from './notification-values';

/** No account has the e-mail typed as the recipient. */
export class NoSuchKeeper extends Error {
  constructor(readonly email: string) {
    super('No account with this e-mail.');
  }
}

/** Sends a checked message: the recipient's e-mail is looked up first (the send call takes an id). */
export function useSendNotification() {
  return useMutation({
    mutationFn: async ({ target, type, title, message, imageUrl }: CheckedNotification) => {
      let recipient: Pick<AdminNotificationBody, 'all' | 'userId'>;
      if ('email' in target) {
        const user = await findUserByEmail(target.email);
        if (!user) throw new NoSuchKeeper(target.email);
        recipient = { userId: user.id };
      } else recipient = target;
      return sendNotification({ ...recipient, type, title, message, imageUrl });
    },
  });
}

export const useUploadNotificationImage = () => useMutation({ mutationFn: (file: File) => uploadNotificationImage(file) });
