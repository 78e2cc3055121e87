import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import { safeNext } from '../lib/safe-next';

/** /login?next=...: where protected pages send visitors; returns them to that page after. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const status = useSession((s) => s.status);
  const next = safeNext(params.get('next'));
  if (status === 'authenticated') return <Navigate to={next} replace />;
  return (
    <AuthCard title={t('login.title')} intro={t('login.intro')}>
      <LoginForm onSuccess={() => void navigate(next, { replace: true })} />
      <Text size="sm" ta="center">
        {t('login.noAccount')} <Anchor component={Link} to="/signup">{t('login.toSignup')}</Anchor>
      </Text>
    </AuthCard>
  );
}
