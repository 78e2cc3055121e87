// The rest of Mantine's stylesheet: `/` links only what it paints (app/main.tsx, decision 0021).
import '@mantine/core/styles.layer.css';
import { Stack, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { NewPasswordForm } from '../components/new-password-form';
import { RequestResetForm } from '../components/request-reset-form';
import { ResetSuccess } from '../components/reset-success';
import { useSetNewPassword, type ResetTarget } from '../hooks/use-set-new-password';
import { recallResetEmail } from '../lib/reset-email';
import { parseResetLink } from '../lib/reset-link';
import { EmbedFrame } from './embed-frame';
import { postToParent } from './embed-messages';

function EmbeddedReset() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const navigate = useNavigate();
  // `#code=` or `?code=`: read once, then out of the frame's address (its history).
  const [link] = useState(() => parseResetLink(location.search, location.hash));
  const inAddress = Boolean(link) && Boolean(location.search || location.hash);
  useEffect(() => {
    if (inAddress) void navigate('/reset-password-iframe', { replace: true });
  }, [inAddress, navigate]);
  const [step, setStep] = useState<'request' | 'code' | 'done'>(link ? 'code' : 'request');
  const [email, setEmail] = useState(recallResetEmail);
  const [code, setCode] = useState(link?.code ?? '');
  const { pending, errors, failure, submit } = useSetNewPassword();
  // A link token reports RESET_PASSWORD_*, the e-mailed code PASSWORD_RESET_* (see embed-messages.ts).
  const viaLink = link?.kind === 'link';

  async function onNewPassword(password: string, confirm: string) {
    const target: ResetTarget = viaLink && link ? link : { kind: 'code', email, code };
    const { outcome, message } = await submit(target, password, confirm);
    if (outcome === 'success') {
      setStep('done');
      void postToParent(viaLink ? 'RESET_PASSWORD_SUCCESS' : 'PASSWORD_RESET_SUCCESS');
    } else if (outcome !== 'invalid-input' && message) {
      void postToParent(viaLink ? 'RESET_PASSWORD_ERROR' : 'PASSWORD_RESET_ERROR', { error: outcome, message: t(message.key, message.values) });
    }
  }

  const err = (f: string) => (errors[f] ? t(errors[f]) : undefined);
  return (
    <Stack gap="md">
      <Title order={1} size="h3">{t(step === 'request' ? 'forgot.title' : 'reset.title')}</Title>
      {step === 'done' && <ResetSuccess showLogin={false} />}
      {step === 'request' && (
        <RequestResetForm codeHref={null} onHaveCode={() => setStep('code')}
          onRequested={(e) => {
            setEmail(e);
            void postToParent('PASSWORD_RESET_REQUESTED', { email: e });
          }}
          onSent={(e) => void postToParent('RESET_PASSWORD_EMAIL_SENT', { email: e })}
          onError={(m) => void postToParent('PASSWORD_RESET_ERROR', { error: m.key, message: t(m.key, m.values) })} />
      )}
      {step === 'code' && (
        <NewPasswordForm pending={pending} errors={errors} failure={failure} onSubmit={(p, c) => void onNewPassword(p, c)}>
          {!viaLink && (
            <>
              <TextInput label={t('fields.email')} type="email" autoComplete="email" required value={email}
                onChange={(e) => setEmail(e.currentTarget.value)} error={err('email')} />
              <TextInput label={t('fields.code')} autoComplete="one-time-code" inputMode="numeric" maxLength={8} required value={code}
                onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, ''))} error={err('code')} />
            </>
          )}
        </NewPasswordForm>
      )}
    </Stack>
  );
}

/** /reset-password-iframe: request a reset e-mail, then set the password, reporting each step. */
export function ResetPasswordIframePage() {
  return (
    <EmbedFrame>
      <EmbeddedReset />
    </EmbedFrame>
  );
}
