// The rest of Mantine's stylesheet: `/` links only what it paints (app/main.tsx, decision 0021).
import '@mantine/core/styles.layer.css';
import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginForm } from '../components/login-form';
import { EmbedFrame } from './embed-frame';
import { postToParent } from './embed-messages';

function EmbeddedLogin() {
  const { t } = useTranslation('auth');
  const [done, setDone] = useState(false);
  if (done) return <Text role="status">{t('embed.signedIn')}</Text>;
  return (
    <Stack gap="md">
      <Title order={1} size="h3">{t('login.title')}</Title>
      <LoginForm forgotHref="/reset-password-iframe"
        onSuccess={(reply) => {
          setDone(true);
          void postToParent('LOGIN_SUCCESS', {
            user: { id: reply.profile.id, email: reply.profile.email, username: reply.profile.username },
            accessToken: reply.accessToken,
            expiresAt: reply.expiresAt,
          });
        }}
        onFailure={(m) => void postToParent('LOGIN_ERROR', { error: m.key, message: t(m.key, m.values) })} />
    </Stack>
  );
}

/** /login-iframe: the login form alone, reporting to the framing page (idle, signing in, success). */
export function LoginIframePage() {
  return (
    <EmbedFrame>
      <EmbeddedLogin />
    </EmbedFrame>
  );
}
