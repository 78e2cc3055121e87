import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SharedSpaceView, SpaceMemberView } from '../../../shared/spaces/views';
import { formatDate } from '../../lib/format';
import { useOnline } from '../../lib/use-online';
import { ChangeMemberDialog, RemoveMemberDialog } from './member-dialogs';
import { OfflineNote } from './offline-note';
import { useMemberEntries } from './use-member-entries';
import type { SpaceView } from './use-space-view';

const ROLE_COLOR = { owner: 'grape', keeper: 'teal', sitter: 'orange', viewer: 'gray' } as const;

type Open = { kind: 'change' | 'remove'; member: SpaceMemberView } | null;

/** The members in force with their role, a sitter's last day and their entries of the last 30 days; the owner's change and remove. */
export function MembersSection({ view }: { view: SpaceView & { space: SharedSpaceView } }) {
  const { t } = useTranslation('spaces');
  const online = useOnline();
  const { space, me, can, answered } = view;
  const entries = useMemberEntries(space.id);
  const [open, setOpen] = useState<Open>(null);
  const [done, setDone] = useState<string | null>(null);
  const manages = can('members.changeRole') || can('members.remove');
  // The owner first, then the others as the server lists them.
  const members = [...space.members].sort((a, b) => Number(b.role === 'owner') - Number(a.role === 'owner'));

  return (
    <Stack gap="sm" component="section" aria-labelledby="space-members">
      <Title order={2} size="h3" id="space-members">{t('space.members')}</Title>
      {done && <Text role="status" size="sm" c="green">{done}</Text>}
      {manages && !online && <OfflineNote>{t('offline.members')}</OfflineNote>}
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {members.map((member) => (
          <MemberRow key={member.userId} member={member} mine={member.userId === me} count={entries?.get(member.userId) ?? 0}
            actions={online && member.role !== 'owner' && member.userId !== me ? {
              change: can('members.changeRole') ? () => setOpen({ kind: 'change', member }) : undefined,
              remove: can('members.remove') ? () => setOpen({ kind: 'remove', member }) : undefined,
            } : {}} />
        ))}
      </Stack>
      <ChangeMemberDialog spaceId={space.id} member={open?.kind === 'change' ? open.member : null} onClose={() => setOpen(null)}
        onDone={(next, member, role) => {
          answered(next);
          setDone(t('space.changed', { name: member.name, role: t(`roles.${role}`) }));
        }} />
      <RemoveMemberDialog spaceId={space.id} member={open?.kind === 'remove' ? open.member : null} onClose={() => setOpen(null)}
        onDone={(member) => {
          answered({ ...space, members: space.members.filter((m) => m.userId !== member.userId) });
          setDone(t('space.removed', { name: member.name }));
        }} />
    </Stack>
  );
}

interface RowProps {
  member: SpaceMemberView;
  mine: boolean;
  count: number;
  actions: { change?: () => void; remove?: () => void };
}

function MemberRow({ member, mine, count, actions }: RowProps) {
  const { t, i18n } = useTranslation('spaces');
  return (
    <Paper withBorder p="sm" component="li" aria-label={member.name}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Stack gap={2} miw={0}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>{member.name}{mine && <Text span c="dimmed" fw={400}> ({t('space.you')})</Text>}</Text>
            <Badge variant="light" color={ROLE_COLOR[member.role]} style={{ textTransform: 'none' }}>{t(`roles.${member.role}`)}</Badge>
          </Group>
          {member.until && <Text size="sm">{t('space.until', { date: formatDate(member.until, i18n.language) })}</Text>}
          <Text size="sm" c="dimmed">{count > 0 ? t('space.entries', { count }) : t('space.noEntries')}</Text>
        </Stack>
        {(actions.change || actions.remove) && (
          <Group gap="xs">
            {actions.change && (
              <Button size="xs" variant="default" onClick={actions.change} aria-label={t('space.changeOf', { name: member.name })}>{t('space.change')}</Button>
            )}
            {actions.remove && (
              <Button size="xs" variant="light" color="red" onClick={actions.remove} aria-label={t('space.removeOf', { name: member.name })}>{t('space.remove')}</Button>
            )}
          </Group>
        )}
      </Group>
    </Paper>
  );
}
