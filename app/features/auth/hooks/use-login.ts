import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginBody, type SessionReply } from '../../../../shared/schemas/auth';
import { applySession } from '../../../lib/session';
import { login } from '../api/login';
import { authErrorMessage, type Message } from '../lib/error-key';
import { validate } from '../lib/form-errors';
import { forgetResetEmail } from '../lib/reset-email';
import { useApplyAccountPreferences } from './use-apply-account-preferences';

export interface LoginState {
  pending: boolean;
  error: Message | null;
  /** Fields left empty, to mark them; the one message says what is missing. */
  missing: { email: boolean; password: boolean };
  /** Set when the server refused an unconfirmed address: the form offers a new link for it. */
  unconfirmedEmail: string | null;
}

/**
 * Password sign-in: validates with the shared schema (trimmed, lowercased e-mail), starts the
 * session, greets, and brings the account's preferences to this device. `beforeSession` runs once
 * the server accepted the password and before the session starts on this device: a caller that
 * must leave the page first (one that redirects a signed-in keeper elsewhere) moves there.
 */
export function useLogin(onSuccess: (reply: SessionReply) => void, onFailure?: (m: Message) => void, beforeSession?: () => Promise<void> | void) {
  const { t } = useTranslation('auth');
  const applyPreferences = useApplyAccountPreferences();
  const [state, setState] = useState<LoginState>({ pending: false, error: null, missing: { email: false, password: false }, unconfirmedEmail: null });

  async function submit(email: string, password: string) {
    const v = validate(LoginBody, { email, password });
    if (v.errors) {
      const error = { key: 'errors.emailPasswordRequired' };
      setState({ pending: false, error, missing: { email: Boolean(v.errors.email), password: Boolean(v.errors.password) }, unconfirmedEmail: null });
      onFailure?.(error);
      return;
    }
    setState((s) => ({ ...s, pending: true, error: null, missing: { email: false, password: false } }));
    try {
      const reply = await login(v.data);
      await beforeSession?.();
      applySession(reply, 'login');
      forgetResetEmail();
      applyPreferences(reply.profile.preferences);
      notifications.show({ color: 'moss', message: t('toasts.loginSuccess') });
      setState((s) => ({ ...s, pending: false }));
      onSuccess(reply);
    } catch (err) {
      const error = authErrorMessage(err, 'login');
      const unconfirmed = error.key === 'errors.emailNotConfirmed' ? v.data.email : null;
      setState({ pending: false, error, missing: { email: false, password: false }, unconfirmedEmail: unconfirmed });
      onFailure?.(error);
    }
  }

  return { ...state, submit };
}
