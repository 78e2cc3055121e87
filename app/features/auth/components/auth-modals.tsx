// The rest of Mantine's stylesheet: `/` links only what it paints (app/main.tsx, decision 0021).
import '@mantine/core/styles.layer.css';
import { Anchor, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAuthModals } from '../auth-modals-store';
import { LoginForm } from './login-form';
import { SignupForm } from './signup-form';

/** The login and sign-up modals over the landing page (and `/?login=true`). */
export function AuthModalsContent() {
  const { t } = useTranslation('auth');
  const { modal, open, close } = useAuthModals();
  const { search } = useLocation();
  const navigate = useNavigate();

  const dismiss = () => {
    close();
    // Leaving ?login=true in the address would reopen the modal on the next reload.
    if (new URLSearchParams(search).get('login') === 'true') void navigate('/', { replace: true });
  };

  return (
    <Modal opened={modal !== null} onClose={dismiss} centered radius="lg" size="md"
      title={<Text fw={700} size="lg" component="span">{modal === 'signup' ? t('signup.title') : t('login.title')}</Text>}>
      {modal === 'signup' ? (
        <Stack gap="md">
          <SignupForm onNavigate={close} />
          <Text size="sm" ta="center">
            {t('signup.haveAccount')}{' '}
            <Anchor component="button" type="button" onClick={() => open('login')}>{t('signup.toLogin')}</Anchor>
          </Text>
        </Stack>
      ) : (
        <Stack gap="md">
          <LoginForm onSuccess={() => {
            close();
            void navigate('/dashboard', { replace: true });
          }} onNavigate={close} />
          <Text size="sm" ta="center">
            {t('login.noAccount')}{' '}
            <Anchor component="button" type="button" onClick={() => open('signup')}>{t('login.toSignup')}</Anchor>
          </Text>
        </Stack>
      )}
    </Modal>
  );
}
