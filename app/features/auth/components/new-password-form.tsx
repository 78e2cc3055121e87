import { Button, Stack } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../lib/error-key';
import { FormAlert } from './form-alert';
import { PasswordField } from './password-field';

interface NewPasswordFormProps {
  /** The page validates with the full shared schema (it knows the code and e-mail) and sends. */
  onSubmit: (password: string, passwordConfirm: string) => void;
  errors: Record<string, string>;
  failure: Message | null;
  pending: boolean;
  /** Extra fields above the passwords (the code page's e-mail and code). */
  children?: ReactNode;
}

/** New password and its confirmation (at least 8 characters, equal). */
export function NewPasswordForm({ onSubmit, errors, failure, pending, children }: NewPasswordFormProps) {
  const { t } = useTranslation('auth');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(password, confirm);
  };
  const err = (f: string) => (errors[f] ? t(errors[f]) : undefined);
  return (
    <form onSubmit={submit} noValidate aria-label={t('reset.formLabel')}>
      <Stack gap="sm">
        <FormAlert message={failure} />
        {children}
        <PasswordField label={t('fields.newPassword')} description={t('reset.passwordHelp')} autoComplete="new-password" required
          value={password} onChange={(e) => setPassword(e.currentTarget.value)} error={err('password')} />
        <PasswordField label={t('fields.newPasswordConfirm')} autoComplete="new-password" required
          value={confirm} onChange={(e) => setConfirm(e.currentTarget.value)} error={err('passwordConfirm')} />
        <Button type="submit" loading={pending} fullWidth>{t('reset.submit')}</Button>
      </Stack>
    </form>
  );
}
