import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SessionReply } from '../../../../shared/schemas/auth';
import { useLogin } from '../hooks/use-login';
import type { Message } from '../lib/error-key';
import { recallResetEmail } from '../lib/reset-email';
import { FormAlert } from './form-alert';
import { PasswordField } from './password-field';
import { ResendConfirmation } from './resend-confirmation';

interface LoginFormProps {
  onSuccess: (reply: SessionReply) => void;
  onFailure?: (m: Message) => void;
  /** Called before following a link inside the form (a modal closes itself). */
  onNavigate?: () => void;
  /** Where "Forgot Password?" leads (the embedded page keeps its own reset flow). */
  forgotHref?: string;
  /** Runs when the password is accepted, before the session starts here (see useLogin). */
  beforeSession?: () => Promise<void> | void;
}

/** E-mail and password; Enter submits (it is a real form), the toggle shows the password. */
export function LoginForm({ onSuccess, onFailure, onNavigate, forgotHref = '/forgot-password', beforeSession }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState(recallResetEmail);
  const [password, setPassword] = useState('');
  const { pending, error, missing, unconfirmedEmail, submit } = useLogin(onSuccess, onFailure, beforeSession);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit(email, password);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('login.formLabel')}>
      <Stack gap="sm">
        <FormAlert message={error}>
          {unconfirmedEmail && <ResendConfirmation email={unconfirmedEmail} />}
        </FormAlert>
        <TextInput label={t('fields.email')} type="email" autoComplete="email" inputMode="email" required
          value={email} onChange={(e) => setEmail(e.currentTarget.value)} error={missing.email} data-autofocus />
        <PasswordField label={t('fields.password')} autoComplete="current-password" required
          value={password} onChange={(e) => setPassword(e.currentTarget.value)} error={missing.password} />
        <Group justify="flex-end">
          <Anchor component={Link} to={forgotHref} size="sm" onClick={onNavigate}>{t('login.forgot')}</Anchor>
        </Group>
        <Button type="submit" loading={pending} fullWidth>{t('login.submit')}</Button>
      </Stack>
    </form>
  );
}
