import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session';
import { AuthCard } from '../components/auth-card';
import { SignupForm } from '../components/signup-form';
import { signupNext } from '../lib/after-signup';

/**
 * /signup?next=...: a page that asks a visitor to sign up first (an invitation's /join) names
 * itself as `next`; the first sign-in after the confirmation returns there (lib/after-signup.ts).
 */
export function SignupPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const status = useSession((s) => s.status);
  const next = signupNext(params.get('next'));
  if (status === 'authenticated') return <Navigate to={next ?? '/dashboard'} replace />;
  return (
    <AuthCard title={t('signup.title')} intro={t('signup.intro')}>
      <SignupForm next={next} />
      <Text size="sm" ta="center">
        {t('signup.haveAccount')}{' '}
        <Anchor component={Link} to={next ? `/login?next=${encodeURIComponent(next)}` : '/login'}>{t('signup.toLogin')}</Anchor>
      </Text>
    </AuthCard>
  );
}
