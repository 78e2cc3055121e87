import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickActiveCollections as checkPick } from '../../../shared/coins/collections-limit';
import { StorageFullError } from '../../lib/sync';
import { pickActiveCollections } from './collections-repository';
import type { LocalCollection } from './use-collections';

export interface PickActiveDialogProps {
  opened: boolean;
  collections: readonly LocalCollection[];
  limit: number;
  onClose: () => void;
}

/**
 * The message keys of the shared pick rule's refusals (the server applies the same rule).
 * `not-found` cannot happen here: only collections still listed are sent.
 */
const PICK_ERRORS = {
  'no-collection-picked': 'pick.atLeastOne',
  'collection-limit': 'pick.atMost',
  'premium-required': 'errors.premiumRequired',
  'not-found': 'pick.atLeastOne',
} as const;

/**
 * Which collections stay active (at least one, at most the plan's limit); the others stay
 * read-only, with their reptiles. Starts from the ones active now.
 */
export function PickActiveDialog({ opened, collections, limit, onClose }: PickActiveDialogProps) {
  const { t } = useTranslation('collections');
  return (
    <Modal opened={opened} onClose={onClose} title={t('pick.title')} closeButtonProps={{ 'aria-label': t('actions.cancel') }}>
      {/* Mounted only while open, so each opening starts from the states as they are then. */}
      {opened && <PickForm collections={collections} limit={limit} onClose={onClose} />}
    </Modal>
  );
}

function PickForm({ collections, limit, onClose }: Omit<PickActiveDialogProps, 'opened'>) {
  const { t } = useTranslation('collections');
  const [picked, setPicked] = useState(() => collections.filter((c) => c.state === 'active').map((c) => c.id));
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setFailure(null);
    // A collection a sync removed while the dialog was open is no longer a choice.
    const ids = picked.filter((id) => collections.some((c) => c.id === id));
    const verdict = checkPick(collections, ids, limit);
    if (!verdict.ok) {
      setError(PICK_ERRORS[verdict.code]);
      return;
    }
    setSaving(true);
    try {
      await pickActiveCollections(ids);
      onClose();
    } catch (e) {
      setFailure(e instanceof StorageFullError ? 'errors.storageFull' : 'errors.saveFailed');
      setSaving(false);
    }
  };
  return (
    <Stack gap="md">
      <Checkbox.Group label={t('pick.label')} description={t('pick.hint', { count: limit })} value={picked}
        error={error ? t(error, { count: limit }) : undefined}
        onChange={(ids) => {
          setPicked(ids);
          setError(null);
        }}>
        <Stack gap="xs" mt="xs">
          {collections.map((c) => <Checkbox key={c.id} value={c.id} label={c.name} />)}
        </Stack>
      </Checkbox.Group>
      <Text size="sm" c="dimmed">{t('pick.chosen', { count: picked.length, limit })}</Text>
      {failure && <Text c="red" role="alert">{t(failure)}</Text>}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={saving}>{t('actions.cancel')}</Button>
        <Button onClick={() => void save()} loading={saving}>{t('pick.submit')}</Button>
      </Group>
    </Stack>
  );
}
