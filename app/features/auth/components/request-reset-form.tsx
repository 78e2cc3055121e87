import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRequestReset, type RequestResetCallbacks } from '../hooks/use-request-reset';
import { recallResetEmail } from '../lib/reset-email';
import { FormAlert } from './form-alert';

interface RequestResetFormProps extends RequestResetCallbacks {
  submitLabel?: string;
  /** Where "I have a code" leads; the embedded page handles the code itself. */
  codeHref?: string | null;
  onHaveCode?: () => void;
}

/** "Send me a reset e-mail": on /forgot-password and wherever a reset link turned out bad or expired. */
export function RequestResetForm({ submitLabel, codeHref = '/reset-password-with-code', onHaveCode, ...cb }: RequestResetFormProps) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState(recallResetEmail);
  const { pending, error, sentTo, request } = useRequestReset(cb);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void request(email);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('forgot.formLabel')}>
      <Stack gap="sm">
        <FormAlert message={error} />
        <FormAlert message={sentTo ? { key: 'forgot.sent' } : null} tone="success" />
        <TextInput label={t('fields.email')} type="email" autoComplete="email" inputMode="email" required
          value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
        <Button type="submit" loading={pending} fullWidth>{submitLabel ?? t('forgot.submit')}</Button>
        {sentTo && codeHref && (
          <Anchor component={Link} to={codeHref} size="sm" ta="center">{t('forgot.haveCode')}</Anchor>
        )}
        {sentTo && onHaveCode && (
          <Button variant="subtle" onClick={onHaveCode}>{t('forgot.haveCode')}</Button>
        )}
      </Stack>
    </form>
  );
}
