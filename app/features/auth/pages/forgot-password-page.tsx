import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { RequestResetForm } from '../components/request-reset-form';

/** Requests a reset e-mail: it holds a link and a 6-digit code, either one works. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthCard title={t('forgot.title')} intro={t('forgot.intro')}>
      <RequestResetForm />
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/login">{t('forgot.backToLogin')}</Anchor>
      </Text>
    </AuthCard>
  );
}
