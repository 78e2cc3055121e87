import { Button, Center, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';
import { NewPasswordForm } from '../components/new-password-form';
import { RequestResetForm } from '../components/request-reset-form';
import { ResetSuccess } from '../components/reset-success';
import { useRequestReset } from '../hooks/use-request-reset';
import { useSetNewPassword, type ResetTarget } from '../hooks/use-set-new-password';
import type { Message } from '../lib/error-key';
import { recallResetEmail } from '../lib/reset-email';
import { parseResetLink } from '../lib/reset-link';

type Step = 'email-required' | 'ready' | 'success' | 'invalid' | 'expired';

/**
 * /reset-password from the e-mail: processing, then the new-password form. A bare 6-digit code
 * first asks for the e-mail; a bad link offers a new one; an expired link sends a new one at once
 * when this device knows the address (within the reset limit), or offers to.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const navigate = useNavigate();
  const [link] = useState(() => parseResetLink(location.search, location.hash));
  const [step, setStep] = useState<Step>(() => (!link ? 'invalid' : link.kind === 'otp' && !recallResetEmail() ? 'email-required' : 'ready'));
  const [email, setEmail] = useState(recallResetEmail);
  const [notice, setNotice] = useState<Message | null>(link ? null : { key: 'errors.invalidResetLink' });
  const newPassword = useSetNewPassword();
  const resend = useRequestReset();
  // The code is a secret: it leaves the address bar (history, shared screenshots) before the
  // form shows; until then the page says it is processing the link.
  const processing = Boolean(location.search || location.hash);
  useEffect(() => {
    if (processing) void navigate('/reset-password', { replace: true });
  }, [processing, navigate]);

  const target = (): ResetTarget | null =>
    !link ? null : link.kind === 'link' ? link : { kind: 'code', email, code: link.code };

  async function onNewPassword(password: string, confirm: string) {
    const tgt = target();
    if (!tgt) return;
    const { outcome } = await newPassword.submit(tgt, password, confirm);
    if (outcome === 'success') setStep('success');
    else if (outcome === 'invalid') {
      setNotice({ key: 'errors.invalidResetLink' });
      setStep('invalid');
    } else if (outcome === 'expired') {
      setStep('expired');
      const known = tgt.kind === 'code' ? tgt.email : recallResetEmail();
      setNotice({ key: known && (await resend.request(known)) ? 'errors.tokenExpiredResent' : 'errors.tokenExpired' });
    }
  }

  const onContinue = (e: FormEvent) => {
    e.preventDefault();
    if (email.includes('@')) setStep('ready');
  };

  if (processing) {
    return (
      <Center mih="40vh" role="status">
        <Stack align="center"><Loader /><Text c="dimmed">{t('reset.processing')}</Text></Stack>
      </Center>
    );
  }
  return (
    <AuthCard title={t('reset.title')}>
      {step === 'success' && <ResetSuccess />}
      {step === 'ready' && (
        <NewPasswordForm pending={newPassword.pending} errors={newPassword.errors} failure={newPassword.failure}
          onSubmit={(p, c) => void onNewPassword(p, c)} />
      )}
      {step === 'email-required' && (
        <form onSubmit={onContinue} noValidate aria-label={t('reset.emailStepLabel')}>
          <Stack gap="sm">
            <FormAlert message={{ key: 'errors.emailRequiredForReset' }} tone="info" />
            <TextInput label={t('fields.email')} type="email" autoComplete="email" inputMode="email" required
              value={email} onChange={(e) => setEmail(e.currentTarget.value)}
              error={email && !email.includes('@') ? t('errors.emailNeedsAt') : undefined} />
            <Button type="submit" disabled={!email.includes('@')} fullWidth>{t('reset.continue')}</Button>
          </Stack>
        </form>
      )}
      {(step === 'invalid' || step === 'expired') && (
        <Stack gap="sm">
          <FormAlert message={notice} tone={notice?.key === 'errors.tokenExpiredResent' ? 'info' : 'error'} />
          {notice?.key !== 'errors.tokenExpiredResent' && <RequestResetForm submitLabel={t('reset.requestNew')} />}
        </Stack>
      )}
    </AuthCard>
  );
}
