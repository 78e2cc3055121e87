import { Alert, Button, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useSession } from '../../lib/session';
import { JoinInvitation } from './join-invitation';
import { keepToken, keptToken, tokenInHash } from './join-token';

/**
 * /join#token=...: where an invitation link lands, signed in or not. The token is kept for this
 * tab first, so signing in on the way (/login?next=/join) brings the keeper back to it.
 */
export function JoinPage() {
  const { t } = useTranslation('spaces');
  const { hash } = useLocation();
  const navigate = useNavigate();
  const status = useSession((s) => s.status);
  const [token] = useState(() => {
    const fromLink = tokenInHash(hash);
    if (fromLink) keepToken(fromLink);
    return fromLink ?? keptToken();
  });
  const inAddress = tokenInHash(hash) !== null;
  useEffect(() => {
    if (inAddress) void navigate({ hash: '' }, { replace: true });
  }, [inAddress, navigate]);

  let body;
  if (!token) body = <Text role="status">{t('join.noToken')}</Text>;
  else if (status === 'loading') body = <Loader aria-label={t('join.loading')} />;
  else if (status === 'anonymous') body = <SignInFirst />;
  else body = <JoinInvitation token={token} />;
  return (
    <Container size="xs">
      <Stack gap="lg">
        <Title order={1} size="h2">{t('join.title')}</Title>
        {body}
      </Stack>
    </Container>
  );
}

function SignInFirst() {
  const { t } = useTranslation('spaces');
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h3">{t('join.signIn')}</Title>
        <Text size="sm">{t('join.signInBody')}</Text>
        <Group gap="sm">
          <Button component={Link} to={`/login?next=${encodeURIComponent('/join')}`}>{t('join.signInButton')}</Button>
          <Button component={Link} to="/signup" variant="default">{t('join.signUpButton')}</Button>
        </Group>
        <Alert variant="light" color="gray">
          <Text size="sm">{t('join.signUpHint')}</Text>
        </Alert>
      </Stack>
    </Paper>
  );
}
