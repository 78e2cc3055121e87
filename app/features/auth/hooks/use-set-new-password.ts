import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResetWithCodeBody, ResetWithLinkBody } from '../../../../shared/schemas/auth';
import { ApiError } from '../../../lib/api/client';
import { resetWithCode, resetWithLink } from '../api/password-reset';
import { authErrorMessage, type Message } from '../lib/error-key';
import { validate } from '../lib/form-errors';
import { rememberResetEmail } from '../lib/reset-email';

/** A reset link carries a long code; an e-mailed 6-digit code also needs the address. */
export type ResetTarget = { kind: 'link'; code: string } | { kind: 'code'; email: string; code: string };
export type ResetOutcome = 'success' | 'expired' | 'invalid' | 'failed' | 'invalid-input';

/** Sends the new password and sorts the answer into the reset page's states. */
export function useSetNewPassword() {
  const { t } = useTranslation('auth');
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<Message | null>(null);

  async function submit(target: ResetTarget, password: string, passwordConfirm: string): Promise<{ outcome: ResetOutcome; message: Message | null }> {
    setFailure(null);
    const link = target.kind === 'link' ? validate(ResetWithLinkBody, { code: target.code, password, passwordConfirm }) : null;
    const code = target.kind === 'code' ? validate(ResetWithCodeBody, { email: target.email, code: target.code, password, passwordConfirm }) : null;
    const errors = link?.errors ?? code?.errors ?? null;
    setErrors(errors ?? {});
    if (errors) return { outcome: 'invalid-input', message: { key: Object.values(errors)[0] ?? 'errors.resetFailed' } };
    setPending(true);
    try {
      // The validated bodies: e-mail trimmed and lowercased, exactly what the server will check.
      if (link?.data) await resetWithLink(link.data);
      if (code?.data) {
        await resetWithCode(code.data);
        rememberResetEmail(code.data.email);
      }
      notifications.show({ color: 'moss', title: t('toasts.resetSuccess'), message: t('reset.successBody') });
      return { outcome: 'success', message: null };
    } catch (err) {
      const message = authErrorMessage(err, target.kind === 'link' ? 'reset-link' : 'reset-code');
      const answer = err instanceof ApiError ? err.code : null;
      const outcome: ResetOutcome = answer === 'expired-token' ? 'expired' : answer === 'invalid-token' ? 'invalid' : 'failed';
      setFailure(message);
      return { outcome, message };
    } finally {
      setPending(false);
    }
  }

  return { pending, errors, failure, submit };
}
