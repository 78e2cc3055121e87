import { Button, Container, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canCreateCollection, canEditCollection, needsPick } from '../../../shared/coins/collections-limit';
import { RequirePremium } from '../../components/guards/require-premium';
import { PlusIcon } from '../../components/icons';
import { PageLoader } from '../../components/page-loader';
import { useActivePlan } from '../../lib/plan/use-active-plan';
import { CollectionCard } from './collection-card';
import { CollectionForm } from './collection-form';
import { EMPTY_COLLECTION, changedCollectionPatch, valuesFromCollection } from './collection-form-values';
import { CreateBlockedNotice, NeedsPickNotice } from './collection-notices';
import { addCollection, updateCollection } from './collections-repository';
import { DeleteCollectionDialog } from './delete-collection-dialog';
import { PickActiveDialog } from './pick-active-dialog';
import { useCollectionLimit, useCollectionSizes, useCollections, type LocalCollection } from './use-collections';

/** /collections (HerpPlus and up): the keeper's named groups of reptiles. */
export function CollectionsPage() {
  return (
    <RequirePremium tier="HerpPlus">
      <Collections />
    </RequirePremium>
  );
}

/**
 * The collections with their reptile counts, create, edit and delete, all written on the device
 * first. The plan's limit is shown before it is hit; when the plan allows fewer active
 * collections than exist, all are read-only until the keeper picks which stay active.
 */
function Collections() {
  const { t } = useTranslation('collections');
  const collections = useCollections();
  const sizes = useCollectionSizes();
  const limit = useCollectionLimit();
  const isPro = useActivePlan().tier === 'HerpPro';
  const blockedId = useId();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<LocalCollection | null>(null);
  const [deleting, setDeleting] = useState<LocalCollection | null>(null);
  const [picking, setPicking] = useState(false);
  if (collections === undefined) return <PageLoader />;
  const create = canCreateCollection(limit, collections.length);
  const pickNeeded = needsPick(collections, limit);
  const someReadOnly = collections.some((c) => c.state === 'read-only');
  const editInitial = editing ? valuesFromCollection(editing) : null;
  const editBlocked = (c: LocalCollection) => {
    const verdict = canEditCollection(limit, c.state);
    return verdict.ok ? null : verdict.code === 'premium-required' ? 'premiumRequired.editBody' : 'card.readOnlyReason';
  };

  return (
    <Container size="lg" px={0}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4} style={{ flex: '1 1 16rem' }}>
            <Title order={1}>{t('title')}</Title>
            <Text c="dimmed" size="sm">{t('intro')}</Text>
            {limit > 0 && <Text c="dimmed" size="sm">{t('countOfLimit', { count: collections.length, limit })}</Text>}
          </Stack>
          <Group gap="xs">
            {someReadOnly && !pickNeeded && limit > 0 && (
              <Button variant="default" onClick={() => setPicking(true)}>{t('actions.changeActive')}</Button>
            )}
            <Button leftSection={<PlusIcon size={16} />} onClick={() => setAdding(true)} disabled={!create.ok}
              aria-describedby={create.ok ? undefined : blockedId}>{t('actions.add')}</Button>
          </Group>
        </Group>
        {!create.ok && <CreateBlockedNotice id={blockedId} code={create.code} limit={limit} canUpgrade={!isPro} />}
        {pickNeeded && <NeedsPickNotice count={collections.length} limit={limit} onPick={() => setPicking(true)} />}
        {collections.length === 0 && <Text c="dimmed">{t('empty')}</Text>}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('title')}>
          {collections.map((c) => (
            <CollectionCard key={c.id} collection={c} size={sizes?.get(c.id) ?? 0} editBlocked={editBlocked(c)}
              onEdit={() => setEditing(c)} onDelete={() => setDeleting(c)} />
          ))}
        </SimpleGrid>
      </Stack>

      <Modal opened={adding} onClose={() => setAdding(false)} title={t('addTitle')} closeButtonProps={{ 'aria-label': t('actions.cancel') }}>
        <CollectionForm initial={EMPTY_COLLECTION} submitLabel={t('actions.create')} failureKey="errors.createFailed" onCancel={() => setAdding(false)}
          onSubmit={async (input) => {
            await addCollection(input);
            setAdding(false);
          }} />
      </Modal>
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={t('editTitle')} closeButtonProps={{ 'aria-label': t('actions.cancel') }}>
        {editing && editInitial && (
          <CollectionForm initial={editInitial} submitLabel={t('actions.save')} failureKey="errors.saveFailed" onCancel={() => setEditing(null)}
            onSubmit={async (input, values) => {
              await updateCollection(editing.id, changedCollectionPatch(editInitial, values, input));
              setEditing(null);
            }} />
        )}
      </Modal>
      <DeleteCollectionDialog collection={deleting} size={deleting ? (sizes?.get(deleting.id) ?? 0) : 0} onClose={() => setDeleting(null)} />
      <PickActiveDialog opened={picking} collections={collections} limit={limit} onClose={() => setPicking(false)} />
    </Container>
  );
}
