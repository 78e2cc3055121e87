import { Button, Container, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequirePremium } from '../../components/guards/require-premium';
import { PlusIcon } from '../../components/icons';
import { PageLoader } from '../../components/page-loader';
import { useActivePlan } from '../../lib/plan/use-active-plan';
import { useSharedSpaces } from '../spaces';
import { CollectionForm } from './collection-form';
import { changedCollectionPatch, valuesFromCollection } from './collection-form-values';
import { createVerdict, useCollectionPlaces } from './collection-places';
import { CollectionSection } from './collection-section';
import { updateCollection } from './collections-repository';
import { DeleteCollectionDialog } from './delete-collection-dialog';
import { NewCollectionDialog } from './new-collection-dialog';
import { useCollectionSizes, type LocalCollection } from './use-collections';

/**
 * /collections: the keeper's named groups of reptiles (HerpPlus and up), and those of every
 * household or team they belong to. A member's household collections count against the owner's
 * plan, not theirs, so a member on Basic still sees (and, as a keeper, keeps) them: the premium
 * guard stands only for a keeper who is in no household or team.
 */
export function CollectionsPage() {
  const spaces = useSharedSpaces();
  if (spaces === undefined) return <PageLoader />;
  if (spaces.length > 0) return <Collections />;
  return (
    <RequirePremium tier="HerpPlus">
      <Collections />
    </RequirePremium>
  );
}

/**
 * The collections with their reptile counts, create, edit and delete, all written on the device
 * first, grouped by whose they are (own first, then each household or team). The plan's limit is
 * shown before it is hit where this device knows the plan; when the plan allows fewer active
 * collections than exist, all are read-only until the keeper picks which stay active. What a
 * household member may change is the role rule's answer (collection-places.ts).
 */
function Collections() {
  const { t } = useTranslation('collections');
  const places = useCollectionPlaces();
  const sizes = useCollectionSizes();
  const isPro = useActivePlan().tier === 'HerpPro';
  const blockedId = useId();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<LocalCollection | null>(null);
  const [deleting, setDeleting] = useState<{ collection: LocalCollection; shared: boolean } | null>(null);
  if (places === undefined) return <PageLoader />;
  const creatable = places.filter((p) => createVerdict(p).ok);
  // The keeper's own place comes first; its notice says why "New collection" is off when nothing else allows it.
  const own = places[0];
  const ownBlocked = own !== undefined && !createVerdict(own).ok;
  const headed = places.length > 1;
  const editInitial = editing ? valuesFromCollection(editing) : null;

  return (
    <Container size="lg" px={0}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4} style={{ flex: '1 1 16rem' }}>
            <Title order={1}>{t('title')}</Title>
            <Text c="dimmed" size="sm">{t('intro')}</Text>
          </Stack>
          <Button leftSection={<PlusIcon size={16} />} onClick={() => setAdding(true)} disabled={creatable.length === 0}
            aria-describedby={creatable.length === 0 && ownBlocked ? blockedId : undefined}>{t('actions.add')}</Button>
        </Group>
        {places.map((p) => (
          <CollectionSection key={p.id} place={p} sizes={sizes} headed={headed} blockedId={p.space ? undefined : blockedId} canUpgrade={!isPro}
            onEdit={setEditing} onDelete={(c) => setDeleting({ collection: c, shared: p.space !== null })} />
        ))}
      </Stack>

      <NewCollectionDialog opened={adding && creatable.length > 0} places={creatable} onClose={() => setAdding(false)} />
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={t('editTitle')} closeButtonProps={{ 'aria-label': t('actions.cancel') }}>
        {editing && editInitial && (
          <CollectionForm initial={editInitial} submitLabel={t('actions.save')} failureKey="errors.saveFailed" onCancel={() => setEditing(null)}
            onSubmit={async (input, values) => {
              await updateCollection(editing.id, changedCollectionPatch(editInitial, values, input));
              setEditing(null);
            }} />
        )}
      </Modal>
      <DeleteCollectionDialog collection={deleting?.collection ?? null} size={deleting ? (sizes?.get(deleting.collection.id) ?? 0) : 0}
        shared={deleting?.shared ?? false} onClose={() => setDeleting(null)} />
    </Container>
  );
}
