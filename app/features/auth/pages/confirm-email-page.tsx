import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { AlertIcon, CheckIcon } from '../../../components/icons';
import { signOut, useSession } from '../../../lib/session';
import { confirmEmail } from '../api/signup';
import { peekAfterSignup } from '../lib/after-signup';
import { confirmTokenOf } from '../lib/confirm-link';

type State = 'verifying' | 'success' | 'error';

/**
 * /confirm-email#token&type (older e-mails: ?token&type): verifying, then success (a "Log In"
 * button to the login modal) or "Verification Failed". Whoever was signed in on this device is
 * signed out after success, so the keeper logs in as the account they just confirmed. When the
 * sign-up was asked for by a page (an invitation), that sign-in returns there (lib/after-signup.ts).
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => confirmTokenOf(location.search, location.hash));
  const [state, setState] = useState<State>('verifying');
  // The token is a secret: read once, it leaves the address bar (history, shared screenshots).
  const inAddress = Boolean(location.search || location.hash);
  useEffect(() => {
    if (inAddress) void navigate('/confirm-email', { replace: true });
  }, [inAddress, navigate]);

  useEffect(() => {
    if (!token) return;
    let alive = true;
    confirmEmail(token).then(
      () => {
        if (useSession.getState().status === 'authenticated') void signOut({ quiet: true, redirect: false });
        if (alive) setState('success');
      },
      () => alive && setState('error'),
    );
    return () => {
      alive = false;
    };
  }, [token]);

  const shown: State = token ? state : 'error';
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" ta="center" maw={440} gap="md" role="status" aria-live="polite">
        {shown === 'verifying' && (
          <>
            <Loader />
            <Text>{t('confirm.verifying')}</Text>
          </>
        )}
        {shown === 'success' && (
          <>
            <CheckIcon size={48} />
            <Title order={1} size="h2">{t('confirm.successTitle')}</Title>
            <Text c="dimmed">{peekAfterSignup() ? t('confirm.successBodyReturn') : t('confirm.successBody')}</Text>
            <Button component={Link} to="/?login=true">{t('confirm.login')}</Button>
          </>
        )}
        {shown === 'error' && (
          <>
            <AlertIcon size={48} />
            <Title order={1} size="h2">{t('confirm.failedTitle')}</Title>
            <Text c="dimmed">{token ? t('errors.verificationFailed') : t('errors.missingToken')}</Text>
            <Button component={Link} to="/" variant="default">{t('confirm.home')}</Button>
          </>
        )}
      </Stack>
    </Center>
  );
}
