import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resendConfirmation } from '../api/login';
import { authErrorMessage, type Message } from '../lib/error-key';

/** Offered where an unconfirmed address was refused: one click sends a fresh confirmation link. */
export function ResendConfirmation({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<Message | null>(null);
  if (state === 'sent') return <Text size="sm" mt="xs" role="status">{t('confirm.resent', { email })}</Text>;
  return (
    <>
      <Button variant="subtle" size="compact-sm" mt="xs" px={0} loading={state === 'sending'}
        onClick={() => {
          setState('sending');
          resendConfirmation(email).then(() => setState('sent'), (err: unknown) => {
            setError(authErrorMessage(err, 'resend'));
            setState('idle');
          });
        }}>
        {t('confirm.resend')}
      </Button>
      {error && <Text size="sm" c="red">{t(error.key, error.values)}</Text>}
    </>
  );
}
