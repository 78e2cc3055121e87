import { Alert, Button, Divider, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvitationLink } from '../../../shared/api/spaces';
import { useOnline } from '../../lib/use-online';
import { InvitationLinkCard } from './invitation-link';
import { OfflineNote } from './offline-note';
import { invitationsKey } from './pending-invitations';
import { RolePicker, type RoleValues } from './role-picker';
import { checkRole } from './role-values';
import { fieldErrorKeys, spaceErrorKey } from './space-errors';
import { inviteByEmail, makeInvitationLink } from './spaces-api';

type Errors = Partial<Record<'email' | 'role' | 'until', string>>;

/**
 * The owner's "Invite someone": a role (and a sitter's last day, checked by the contract's rule
 * before sending), then either an e-mail or a link shown as a QR code. Both need the server.
 */
export function InviteSection({ spaceId }: { spaceId: string }) {
  const { t } = useTranslation('spaces');
  const online = useOnline();
  const client = useQueryClient();
  const [values, setValues] = useState<RoleValues>({ role: 'keeper', until: '' });
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [link, setLink] = useState<InvitationLink | null>(null);
  const [busy, setBusy] = useState<'email' | 'link' | null>(null);

  const send = async (how: 'email' | 'link') => {
    setFailure(null);
    setSent(null);
    const checked = checkRole(values);
    const next: Errors = {};
    if (!checked.ok) next.until = checked.until;
    if (how === 'email' && email.trim() === '') next.email = 'errors.emailRequired';
    setErrors(next);
    if (!checked.ok || next.email) return;
    setBusy(how);
    try {
      if (how === 'email') {
        const made = await inviteByEmail(spaceId, { ...checked.ok, email });
        setSent(made.email ?? email.trim());
        setEmail('');
      } else {
        setLink(await makeInvitationLink(spaceId, checked.ok));
      }
      void client.invalidateQueries({ queryKey: invitationsKey(spaceId) });
    } catch (err) {
      const fields = fieldErrorKeys(err);
      if (Object.keys(fields).length > 0) setErrors(fields);
      else setFailure(spaceErrorKey(err));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="space-invite">
      <form noValidate onSubmit={(e) => {
        e.preventDefault();
        void send('email');
      }}>
        <Stack gap="md">
          <Title order={2} size="h3" id="space-invite">{t('invite.title')}</Title>
          <RolePicker value={values} errors={errors} onChange={(v) => {
            setValues(v);
            setErrors((x) => ({ ...x, role: undefined, until: undefined }));
          }} />
          <TextInput label={t('invite.email')} description={t('invite.emailHint')} type="email" autoComplete="off" value={email}
            onChange={(e) => {
              setEmail(e.currentTarget.value);
              setErrors((x) => ({ ...x, email: undefined }));
            }}
            error={errors.email ? t(errors.email) : undefined} />
          {failure && <Alert color="red" role="alert">{t(failure)}</Alert>}
          {sent && <Alert color="green" variant="light" role="status">{t('invite.sent', { email: sent })}</Alert>}
          {online ? (
            <>
              <Group justify="flex-end">
                <Button type="submit" loading={busy === 'email'} disabled={busy === 'link'}>{t('invite.send')}</Button>
              </Group>
              <Divider label={t('invite.or')} labelPosition="center" />
              <Text size="sm" c="dimmed">{t('invite.linkExplain')}</Text>
              <Group justify="flex-end">
                <Button variant="default" loading={busy === 'link'} disabled={busy === 'email'} onClick={() => void send('link')}>{t('invite.makeLink')}</Button>
              </Group>
            </>
          ) : <OfflineNote>{t('offline.invite')}</OfflineNote>}
          {link && <InvitationLinkCard link={link} />}
        </Stack>
      </form>
    </Paper>
  );
}
