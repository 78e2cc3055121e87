import { Alert, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { JoinPreview } from '../../../shared/api/spaces';
import { formatDate, formatDay } from '../../lib/format';
import { syncNow } from '../../lib/sync';
import { useOnline } from '../../lib/use-online';
import { forgetToken } from './join-token';
import { OfflineNote } from './offline-note';
import { fieldErrorKeys, isFinalJoinRefusal, spaceErrorKey } from './space-errors';
import { joinSpace, previewInvitation } from './spaces-api';

type Answer = { state: 'shown'; preview: JoinPreview } | { state: 'failed'; key: string; final: boolean };
type Preview = { state: 'loading' } | Answer;

/** The signed-in keeper's side of an invitation link: what it offers, then Join or Decline. */
export function JoinInvitation({ token }: { token: string }) {
  const { t, i18n } = useTranslation('spaces');
  const lng = i18n.language;
  const online = useOnline();
  const navigate = useNavigate();
  // Each attempt's answer is kept with its number: an answer to an older attempt means "loading".
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ attempt: number; answer: Answer } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const refused = useCallback((err: unknown): Answer => {
    // A damaged link (a token the server's schema refuses) will not mend either.
    const damaged = fieldErrorKeys(err).token;
    const final = damaged !== undefined || isFinalJoinRefusal(err);
    // A spent, foreign or damaged invitation will not come back to life: it is not kept for a later visit.
    if (final) forgetToken();
    return { state: 'failed', key: damaged ?? spaceErrorKey(err), final };
  }, []);

  useEffect(() => {
    if (!online) return;
    let live = true;
    previewInvitation(token).then(
      (p) => { if (live) setAnswer({ attempt, answer: { state: 'shown', preview: p } }); },
      (err: unknown) => { if (live) setAnswer({ attempt, answer: refused(err) }); },
    );
    return () => { live = false; };
  }, [online, token, attempt, refused]);
  const preview: Preview = answer?.attempt === attempt ? answer.answer : { state: 'loading' };

  const join = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await joinSpace(token);
      forgetToken();
      // The collection comes by pull: ask for one now rather than at the next minute's.
      void syncNow();
      void navigate('/dashboard', { replace: true });
    } catch (err) {
      const next = refused(err);
      if (next.state === 'failed' && next.final) setAnswer({ attempt, answer: next });
      else setFailure(spaceErrorKey(err));
      setBusy(false);
    }
  };
  const decline = () => {
    forgetToken();
    void navigate('/dashboard', { replace: true });
  };

  if (!online && preview.state !== 'shown') return <OfflineNote>{t('offline.join')}</OfflineNote>;
  if (preview.state === 'loading') return <Loader aria-label={t('join.loading')} />;
  if (preview.state === 'failed') {
    return (
      <Stack gap="sm">
        <Alert color="red" role="alert">{t(preview.key)}</Alert>
        <Group gap="sm">
          {!preview.final && <Button variant="default" onClick={() => setAttempt((a) => a + 1)}>{t('join.retry')}</Button>}
          <Button component={Link} to="/dashboard" variant={preview.final ? 'filled' : 'default'}>{t('join.toDashboard')}</Button>
        </Group>
      </Stack>
    );
  }
  const p = preview.preview;
  const values = { inviter: p.inviterName, name: p.spaceName, role: t(`join.as.${p.role}`), date: p.until ? formatDate(p.until, lng) : '' };
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Text size="lg">{p.until ? t(`join.inviteUntil.${p.kind}`, values) : t(`join.invite.${p.kind}`, values)}</Text>
        <Text size="sm">{t(`roleHelp.${p.role}`)}</Text>
        <Text size="sm" c="dimmed">{t('join.expires', { date: formatDay(p.expiresAt, lng) })}</Text>
        {failure && <Alert color="red" role="alert">{t(failure)}</Alert>}
        {online ? (
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={decline} disabled={busy}>{t('join.decline')}</Button>
            <Button loading={busy} onClick={() => void join()}>{t('join.accept')}</Button>
          </Group>
        ) : <OfflineNote>{t('offline.join')}</OfflineNote>}
      </Stack>
    </Paper>
  );
}
