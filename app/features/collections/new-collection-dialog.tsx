import { Modal, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CollectionForm } from './collection-form';
import { EMPTY_COLLECTION } from './collection-form-values';
import type { CollectionPlace } from './collection-places';
import { addCollection } from './collections-repository';

export interface NewCollectionDialogProps {
  opened: boolean;
  /** Where a collection may be created now (the role allows it and, where known, the plan has room); never empty while open. */
  places: readonly CollectionPlace[];
  onClose: () => void;
}

/**
 * "New collection". A member of a household or team whose role may keep its collections picks
 * where it goes ("Add to", as the add-animal form does): their own collections or the shared
 * space's. The create names the shared space (`spaceId`), so the device puts it there at once and
 * the server counts it against that space's owner's plan.
 */
export function NewCollectionDialog({ opened, places, onClose }: NewCollectionDialogProps) {
  const { t } = useTranslation('collections');
  return (
    <Modal opened={opened} onClose={onClose} title={t('addTitle')} closeButtonProps={{ 'aria-label': t('actions.cancel') }}>
      {/* Mounted only while open, so each opening starts from the first place. */}
      {opened && <NewCollection places={places} onClose={onClose} />}
    </Modal>
  );
}

function NewCollection({ places, onClose }: Omit<NewCollectionDialogProps, 'opened'>) {
  const { t } = useTranslation(['collections', 'spaces']);
  const [where, setWhere] = useState(() => places[0]?.id ?? '');
  // A place that stopped allowing it meanwhile (a sync changed the role) is no longer a choice.
  const place = places.find((p) => p.id === where) ?? places[0];
  const shared = places.some((p) => p.space !== null);
  return (
    <Stack gap="sm">
      {shared && (
        <Select label={t('add.where')} value={place?.id ?? null} allowDeselect={false} onChange={(v) => setWhere(v ?? '')}
          data={places.map((p) => ({ value: p.id, label: p.space ? t(`spaces:badge.${p.space.kind}`, { name: p.space.name }) : t('add.mine') }))} />
      )}
      <CollectionForm initial={EMPTY_COLLECTION} submitLabel={t('actions.create')} failureKey="errors.createFailed" onCancel={onClose}
        onSubmit={async (input) => {
          if (!place) return;
          await addCollection(place.space ? { ...input, spaceId: place.id } : input);
          onClose();
        }} />
    </Stack>
  );
}
