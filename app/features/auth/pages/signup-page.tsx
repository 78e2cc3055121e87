import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { useSession } from '../../../lib/session';
import { AuthCard } from '../components/auth-card';
import { SignupForm } from '../components/signup-form';

export function SignupPage() {
  const { t } = useTranslation('auth');
  const status = useSession((s) => s.status);
  if (status === 'authenticated') return <Navigate to="/dashboard" replace />;
  return (
    <AuthCard title={t('signup.title')} intro={t('signup.intro')}>
      <SignupForm />
      <Text size="sm" ta="center">
        {t('signup.haveAccount')} <Anchor component={Link} to="/login">{t('signup.toLogin')}</Anchor>
      </Text>
    </AuthCard>
  );
}
