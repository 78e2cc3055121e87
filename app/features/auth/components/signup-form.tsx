import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useCallback, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SignupBody } from '../../../../shared/schemas/auth';
import { currentLanguage } from '../../../lib/i18n';
import { markRegistrationInProgress } from '../../../lib/session';
import { signup } from '../api/signup';
import { keepAfterSignup } from '../lib/after-signup';
import { authErrorMessage, type Message } from '../lib/error-key';
import { validate } from '../lib/form-errors';
import { AltchaField } from './altcha-field';
import { FormAlert } from './form-alert';
import { PasswordField } from './password-field';
import { ResendConfirmation } from './resend-confirmation';

interface SignupFormProps {
  /** Called before following a link inside the form (a modal closes itself). */
  onNavigate?: () => void;
  /** The page that asked for the sign-up: the first sign-in after it returns there. */
  next?: string | null;
}

/**
 * E-mail, password twice and the CAPTCHA, checked with the server's own schema. Sign-up sends
 * a confirmation e-mail and gives no session: the keeper confirms, then logs in.
 */
export function SignupForm({ onNavigate, next = null }: SignupFormProps) {
  const { t } = useTranslation('auth');
  const [values, setValues] = useState({ email: '', password: '', passwordConfirm: '' });
  const [altcha, setAltcha] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<Message | null>(null);
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const onAltcha = useCallback((payload: string | null) => setAltcha(payload), []);

  const set = (field: keyof typeof values) => (e: { currentTarget: { value: string } }) => {
    // Read now: the event's currentTarget is gone by the time the updater runs.
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const v = validate(SignupBody, { ...values, altcha: altcha ?? '', language: currentLanguage() });
    setErrors(v.errors ?? {});
    setFailure(null);
    if (!v.data) return;
    setPending(true);
    try {
      await signup(v.data);
      markRegistrationInProgress();
      // The confirmation link opens another tab: this browser keeps where to come back to.
      if (next) keepAfterSignup(next);
      setSentTo(v.data.email);
    } catch (err) {
      setFailure(authErrorMessage(err, 'signup'));
    } finally {
      setPending(false);
    }
  }

  if (sentTo) {
    return (
      <Stack gap="sm" role="status">
        <Text fw={700}>{t('signup.successTitle')}</Text>
        <Text size="sm">{t(next ? 'signup.successBodyReturn' : 'signup.successBody', { email: sentTo })}</Text>
        <ResendConfirmation email={sentTo} />
      </Stack>
    );
  }

  const err = (field: string) => (errors[field] ? t(errors[field]) : undefined);
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('signup.formLabel')}>
      <Stack gap="sm">
        <FormAlert message={failure} />
        <TextInput label={t('fields.email')} type="email" autoComplete="email" inputMode="email" required
          value={values.email} onChange={set('email')} error={err('email')} data-autofocus />
        <PasswordField label={t('fields.password')} description={t('signup.passwordHelp')} autoComplete="new-password" required
          value={values.password} onChange={set('password')} error={err('password')} />
        <PasswordField label={t('fields.passwordConfirm')} autoComplete="new-password" required
          value={values.passwordConfirm} onChange={set('passwordConfirm')} error={err('passwordConfirm')} />
        <AltchaField onChange={onAltcha} error={err('altcha')} />
        <Text size="xs" c="dimmed">
          <Trans t={t} i18nKey="signup.terms" components={{ terms: <Anchor component={Link} to="/terms" size="xs" onClick={onNavigate} /> }} />
        </Text>
        <Button type="submit" loading={pending} fullWidth>{t('signup.submit')}</Button>
      </Stack>
    </form>
  );
}
