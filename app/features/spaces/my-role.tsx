import { Alert, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SharedSpaceView } from '../../../shared/spaces/views';
import { formatDate } from '../../lib/format';
import { syncNow } from '../../lib/sync';
import { useOnline } from '../../lib/use-online';
import type { LeftState } from './households-page';
import { OfflineNote } from './offline-note';
import { spaceErrorKey } from './space-errors';
import { leaveSpace } from './spaces-api';

/** A member's own part (not the owner's): what their role may do, a sitter's last day, and Leave after a confirmation. */
export function MyRole({ space }: { space: SharedSpaceView }) {
  const { t, i18n } = useTranslation('spaces');
  const online = useOnline();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const leave = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await leaveSpace(space.id);
      // The sync takes the collection's rows off this device; the list hides it meanwhile.
      void syncNow();
      void navigate('/households', { state: { left: { id: space.id, name: space.name } } satisfies LeftState });
    } catch (err) {
      setFailure(spaceErrorKey(err));
      setBusy(false);
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="space-mine">
      <Stack gap="sm">
        <Title order={2} size="h3" id="space-mine">{t('mine.title')}: {t(`roles.${space.role}`)}</Title>
        <Text size="sm">{t(`roleHelp.${space.role}`)}</Text>
        {space.until && <Text size="sm" fw={600}>{t('mine.until', { date: formatDate(space.until, i18n.language) })}</Text>}
        {online ? (
          <Group justify="flex-end">
            <Button variant="light" color="red" onClick={() => setConfirming(true)}>{t('mine.leave')}</Button>
          </Group>
        ) : <OfflineNote>{t('offline.leave')}</OfflineNote>}
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('mine.leaveTitle', { name: space.name })}
        closeButtonProps={{ 'aria-label': t('mine.stay') }}>
        <Stack gap="md">
          <Text>{t('mine.leaveBody')}</Text>
          {failure && <Alert color="red" role="alert">{t(failure)}</Alert>}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>{t('mine.stay')}</Button>
            <Button color="red" loading={busy} onClick={() => void leave()}>{t('mine.leaveConfirm')}</Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
