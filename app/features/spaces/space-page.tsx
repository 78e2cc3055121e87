import { Anchor, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { InviteSection } from './invite-section';
import { MembersSection } from './members-section';
import { MyRole } from './my-role';
import { PendingInvitations } from './pending-invitations';
import { useSpaceView } from './use-space-view';

/**
 * /households/:id: one shared collection. Its members and their last 30 days come from the device
 * (offline too); inviting, changing and removing (the owner's) and leaving (anyone else's) need the
 * server. A button the keeper's role may not use is not drawn (the role rule, as the server's).
 */
export function SpacePage() {
  const { t } = useTranslation('spaces');
  const { id = '' } = useParams();
  const view = useSpaceView(id);
  const { space, can } = view;
  const back = <Anchor component={Link} to="/households" size="sm">{t('space.back')}</Anchor>;

  if (space === undefined) return <Loader aria-label={t('space.loading')} />;
  if (space === null) {
    return (
      <Container size="sm" px={0}>
        <Stack gap="sm">
          {back}
          <Text role="status">{t('space.notFound')}</Text>
        </Stack>
      </Container>
    );
  }
  return (
    <Container size="sm" px={0}>
      <Stack gap="xl">
        <Stack gap={4}>
          {back}
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>{space.name}</Title>
          <Text c="dimmed">{t('space.subtitle', { kind: t(`kinds.${space.kind}`), role: t(`roles.${space.role}`) })}</Text>
          <Group gap="xs" mt="xs">
            <Button component={Link} to="/dashboard" variant="default" size="xs">{t('space.animals')}</Button>
            {can('reptile.create.v1') && <Button component={Link} to={`/reptiles/add?space=${encodeURIComponent(space.id)}`} size="xs">{t('space.addAnimal')}</Button>}
          </Group>
        </Stack>
        {space.role !== 'owner' && <MyRole space={space} />}
        <MembersSection view={{ ...view, space }} />
        {can('members.invite') && <InviteSection spaceId={space.id} />}
        {can('members.cancelInvitation') && <PendingInvitations spaceId={space.id} />}
      </Stack>
    </Container>
  );
}
