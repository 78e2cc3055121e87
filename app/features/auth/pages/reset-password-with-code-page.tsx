import { Anchor, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { NewPasswordForm } from '../components/new-password-form';
import { ResetSuccess } from '../components/reset-success';
import { useSetNewPassword } from '../hooks/use-set-new-password';
import { recallResetEmail } from '../lib/reset-email';

/** E-mail, the 6-digit code from the reset mail, and the new password twice. */
export function ResetPasswordWithCodePage() {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState(recallResetEmail);
  const [code, setCode] = useState('');
  const [done, setDone] = useState(false);
  const { pending, errors, failure, submit } = useSetNewPassword();

  if (done) {
    return <AuthCard title={t('resetCode.title')}><ResetSuccess /></AuthCard>;
  }
  const err = (f: string) => (errors[f] ? t(errors[f]) : undefined);
  return (
    <AuthCard title={t('resetCode.title')} intro={t('resetCode.intro')}>
      <NewPasswordForm pending={pending} errors={errors} failure={failure}
        onSubmit={(password, confirm) => {
          void submit({ kind: 'code', email, code: code.trim() }, password, confirm).then((r) => r.outcome === 'success' && setDone(true));
        }}>
        <TextInput label={t('fields.email')} type="email" autoComplete="email" inputMode="email" required
          value={email} onChange={(e) => setEmail(e.currentTarget.value)} error={err('email')} />
        <TextInput label={t('fields.code')} autoComplete="one-time-code" inputMode="numeric" maxLength={8} required
          value={code} onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, ''))} error={err('code')} />
      </NewPasswordForm>
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/forgot-password">{t('resetCode.needCode')}</Anchor>
      </Text>
    </AuthCard>
  );
}
