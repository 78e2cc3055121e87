import { Alert, Button, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useSession } from '../../lib/session';
import { JoinInvitation } from './join-invitation';
import { forgetToken, keepToken, keptToken, tokenInHash, tokenKeptOnDevice, KEEP_DAYS, type KeptToken } from './join-token';

/**
 * /join#token=...: where an invitation link lands, signed in or not. The token is kept on this
 * device first (join-token.ts), so signing in on the way (/login?next=/join), or signing up and
 * confirming the address in another tab (/signup?next=/join: the first sign-in after it comes
 * back here), brings the keeper back to it without the link.
 */
export function JoinPage() {
  const { t } = useTranslation('spaces');
  const { hash } = useLocation();
  const navigate = useNavigate();
  const status = useSession((s) => s.status);
  const [kept] = useState((): KeptToken => {
    const fromLink = tokenInHash(hash);
    if (fromLink) keepToken(fromLink);
    return fromLink ? { state: 'kept', token: fromLink } : keptToken();
  });
  const token = kept.state === 'kept' ? kept.token : null;
  const inAddress = tokenInHash(hash) !== null;
  useEffect(() => {
    if (inAddress) void navigate({ hash: '' }, { replace: true });
  }, [inAddress, navigate]);
  // An expired or unreadable keep is let go once it has been said.
  useEffect(() => {
    if (kept.state !== 'kept') forgetToken();
  }, [kept]);

  let body;
  if (kept.state === 'expired') body = <Alert color="red" role="alert">{t('join.keptExpired')}</Alert>;
  else if (!token) body = <Text role="status">{t('join.noToken')}</Text>;
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
        <Title order={2} size="h4">{t('join.signIn')}</Title>
        <Text size="sm">{t('join.signInBody')}</Text>
        <Group gap="sm">
          <Button component={Link} to={`/login?next=${encodeURIComponent('/join')}`}>{t('join.signInButton')}</Button>
          <Button component={Link} to={`/signup?next=${encodeURIComponent('/join')}`} variant="default">{t('join.signUpButton')}</Button>
        </Group>
        <Alert variant="light" color="gray">
          {/* Kept only in this page when storage is refused: a sign-up in another tab then needs the link again. */}
          <Text size="sm">{tokenKeptOnDevice() ? t('join.signUpHint', { days: KEEP_DAYS }) : t('join.signUpHintNotKept')}</Text>
        </Alert>
      </Stack>
    </Paper>
  );
}
