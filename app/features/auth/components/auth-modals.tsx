// The rest of Mantine's stylesheet: `/` links only what it paints (app/main.tsx, decision 0021).
import '@mantine/core/styles.layer.css';
import { Anchor, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAuthModals } from '../auth-modals-store';
import { takeAfterSignup } from '../lib/after-signup';
import { LoginForm } from './login-form';
import { SignupForm } from './signup-form';

/** The login and sign-up modals over the landing page (and `/?login=true`). */
export function AuthModalsContent() {
  const { t } = useTranslation('auth');
  const { modal, open, close } = useAuthModals();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // The first sign-in after a sign-up that a page asked for (an invitation's /join) returns to
  // that page. The landing page under this modal sends a keeper to /dashboard the moment it
  // renders them signed in, so the move comes first: the session starts once the page shown is
  // no longer the landing page (any new address will do, should the page send them on).
  const back = useRef<{ from: string; arrived: () => void } | null>(null);
  const wentBack = useRef(false);
  useEffect(() => {
    if (back.current && back.current.from !== pathname) {
      back.current.arrived();
      back.current = null;
    }
  }, [pathname]);
  const returnAfterSignup = () => {
    const path = takeAfterSignup();
    wentBack.current = path !== null;
    if (!path) return;
    if (path.split(/[?#]/)[0] === pathname) return;
    return new Promise<void>((arrived) => {
      back.current = { from: pathname, arrived };
      void navigate(path, { replace: true });
    });
  };

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
          <LoginForm beforeSession={returnAfterSignup} onSuccess={() => {
            close();
            if (!wentBack.current) void navigate('/dashboard', { replace: true });
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
