import { Anchor, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SharedSpaceView } from '../../../shared/spaces/views';
import { formatDate } from '../../lib/format';
import { useSharedSpaces } from './use-spaces';

/** The keeper's shared collections as the last sync listed them: each links to its page. */
export function SpaceList({ hide }: { hide?: string }) {
  const { t } = useTranslation('spaces');
  const spaces = useSharedSpaces()?.filter((s) => s.id !== hide);
  return (
    <Stack gap="sm" component="section" aria-labelledby="spaces-yours">
      <Title order={2} size="h3" id="spaces-yours">{t('list.yours')}</Title>
      {spaces === undefined ? <Loader size="sm" aria-label={t('list.loading')} />
        : spaces.length === 0 ? <Text c="dimmed">{t('list.empty')}</Text>
          : (
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {spaces.map((space) => <SpaceItem key={space.id} space={space} />)}
            </Stack>
          )}
    </Stack>
  );
}

function SpaceItem({ space }: { space: SharedSpaceView }) {
  const { t, i18n } = useTranslation('spaces');
  const role = t(`roles.${space.role}`);
  return (
    <Paper withBorder p="md" component="li">
      <Stack gap={4}>
        <Anchor component={Link} to={`/households/${space.id}`} fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>{space.name}</Anchor>
        <Text size="sm" c="dimmed">
          {[
            t(`kinds.${space.kind}`),
            space.until ? t('list.yourRoleUntil', { role, date: formatDate(space.until, i18n.language) }) : t('list.yourRole', { role }),
            t('list.members', { count: space.members.length }),
          ].join(' · ')}
        </Text>
      </Stack>
    </Paper>
  );
}
