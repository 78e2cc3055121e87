import { useState } from 'react';
import { EmailOnlyBody } from '../../../../shared/schemas/auth';
import { currentLanguage } from '../../../lib/i18n';
import { requestPasswordReset } from '../api/password-reset';
import { authErrorMessage, type Message } from '../lib/error-key';
import { validate } from '../lib/form-errors';
import { rememberResetEmail } from '../lib/reset-email';
import { checkResetLimit, recordResetAttempt, resetLimitMessage } from '../lib/reset-limit';

export interface RequestResetCallbacks {
  onRequested?: (email: string) => void;
  onSent?: (email: string) => void;
  onError?: (m: Message) => void;
}

/**
 * Asks for a reset e-mail, within the client's limit (5 per address and 5 per device in 2 hours).
 * Only requests that reach the server count against it.
 */
export function useRequestReset(cb: RequestResetCallbacks = {}) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<Message | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function request(rawEmail: string): Promise<boolean> {
    setError(null);
    const v = validate(EmailOnlyBody, { email: rawEmail });
    const fail = (m: Message) => {
      setError(m);
      cb.onError?.(m);
      return false;
    };
    if (!v.data) return fail({ key: v.errors.email ?? 'errors.emailRequired' });
    if (!v.data.email.includes('@')) return fail({ key: 'errors.emailNeedsAt' });
    const limit = checkResetLimit(v.data.email);
    if (!limit.ok) return fail(resetLimitMessage(limit));
    cb.onRequested?.(v.data.email);
    setPending(true);
    try {
      recordResetAttempt(v.data.email);
      await requestPasswordReset(v.data.email, currentLanguage());
      rememberResetEmail(v.data.email);
      setSentTo(v.data.email);
      cb.onSent?.(v.data.email);
      return true;
    } catch (err) {
      return fail(authErrorMessage(err, 'forgot'));
    } finally {
      setPending(false);
    }
  }

  return { pending, error, sentTo, request };
}
