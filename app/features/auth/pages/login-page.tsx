import { Anchor, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import { forgetAfterSignup, peekAfterSignup, signupNext } from '../lib/after-signup';
import { safeNext } from '../lib/safe-next';

/**
 * /login?next=...: where protected pages send visitors; returns them to that page after. With no
 * `next`, the first sign-in after a sign-up that named one goes there (lib/after-signup.ts).
 */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const status = useSession((s) => s.status);
  const asked = params.get('next');
  // Read once: the signed-in render below and the form's success must go to the same place (both
  // navigate; the later one wins).
  const [afterSignup] = useState(peekAfterSignup);
  const next = safeNext(asked, afterSignup ?? '/dashboard');
  // Passed on to the sign-up link, so "No account yet?" still comes back here.
  const signupFor = signupNext(asked);
  if (status === 'authenticated') return <Navigate to={next} replace />;
  return (
    <AuthCard title={t('login.title')} intro={t('login.intro')}>
      <LoginForm onSuccess={() => {
        forgetAfterSignup();
        void navigate(next, { replace: true });
      }} />
      <Text size="sm" ta="center">
        {t('login.noAccount')}{' '}
        <Anchor component={Link} to={signupFor ? `/signup?next=${encodeURIComponent(signupFor)}` : '/signup'}>{t('login.toSignup')}</Anchor>
      </Text>
    </AuthCard>
  );
}
