import { notifications } from '@mantine/notifications';
import i18n from '../i18n';

/**
 * Session toasts are raised outside React (sign-out, an expired session), so the `auth`
 * namespace is loaded first; its strings then come in the keeper's language.
 */
export async function sessionToast(kind: 'success' | 'error' | 'info', titleKey: string, messageKey?: string): Promise<void> {
  try {
    await i18n.loadNamespaces('auth');
  } catch {
    // Offline before the namespace was cached: i18next falls back to the key, still a toast.
  }
  const t = i18n.getFixedT(null, 'auth');
  notifications.show({
    color: kind === 'error' ? 'red' : kind === 'success' ? 'moss' : 'blue',
    title: messageKey ? t(titleKey) : undefined,
    message: messageKey ? t(messageKey) : t(titleKey),
    withCloseButton: true,
  });
}
