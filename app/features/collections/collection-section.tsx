import { Alert, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../components/icons';
import { CollectionCard } from './collection-card';
import { CreateBlockedNotice, NeedsPickNotice } from './collection-notices';
import { createVerdict, editBlockedKey, waitsForPick, type CollectionPlace } from './collection-places';
import { PickActiveDialog } from './pick-active-dialog';
import type { LocalCollection } from './use-collections';

export interface CollectionSectionProps {
  place: CollectionPlace;
  sizes: ReadonlyMap<string, number> | undefined;
  /** Draw the place's heading: the keeper is in a household or team, so the page holds several places. */
  headed: boolean;
  /** The id of the notice saying why nothing can be created here (the page's "New collection" points at it). */
  blockedId?: string;
  /** Whether the keeper's plan would allow more (not so on HerpPro). */
  canUpgrade: boolean;
  onEdit: (c: LocalCollection) => void;
  onDelete: (c: LocalCollection) => void;
}

/**
 * One place's collections (the keeper's own, or a household's or team's), with what the keeper's
 * role and the plan that counts them allow: a sitter or a viewer sees the cards and their
 * reptiles only; where the plan is known (own, or a space the keeper owns) its limit is shown and
 * the pick of active collections offered, elsewhere the owner's plan decides (collection-places.ts).
 */
export function CollectionSection({ place, sizes, headed, blockedId, canUpgrade, onEdit, onDelete }: CollectionSectionProps) {
  const { t } = useTranslation(['collections', 'spaces']);
  const headingId = useId();
  const ownBlockedId = useId();
  const [picking, setPicking] = useState(false);
  const { space, collections, limit, may } = place;
  const create = createVerdict(place);
  const pickWaits = waitsForPick(place);
  const canPick = may.pick && limit !== null && limit > 0;
  const someReadOnly = collections.some((c) => c.state === 'read-only');
  const title = space ? t(`spaces:badge.${space.kind}`, { name: space.name }) : headed ? t('sections.mine') : t('title');
  const readOnly = !may.create && !may.edit && !may.delete;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headed ? headingId : undefined}>
      {(headed || (canPick && someReadOnly && !pickWaits)) && (
        <Group justify="space-between" align="flex-end" gap="xs">
          <Stack gap={2} style={{ flex: '1 1 14rem', minWidth: 0 }}>
            {headed && <Title order={2} size="h3" id={headingId} style={{ overflowWrap: 'anywhere' }}>{title}</Title>}
          </Stack>
          {canPick && someReadOnly && !pickWaits && (
            <Button variant="default" size="xs" onClick={() => setPicking(true)}>{t('actions.changeActive')}</Button>
          )}
        </Group>
      )}
      {limit !== null && limit > 0 && <Text c="dimmed" size="sm">{t('countOfLimit', { count: collections.length, limit })}</Text>}
      {space && limit === null && may.create && <Text c="dimmed" size="sm">{t('sections.ownerPlan')}</Text>}
      {readOnly && <Text c="dimmed" size="sm">{t('sections.readOnlyRole')}</Text>}
      {!create.ok && create.code !== 'role' && limit !== null && (
        <CreateBlockedNotice id={blockedId ?? ownBlockedId} code={create.code} limit={limit} canUpgrade={canUpgrade} />
      )}
      {pickWaits && canPick && <NeedsPickNotice count={collections.length} limit={limit} onPick={() => setPicking(true)} />}
      {pickWaits && limit === null && (
        <Alert color="yellow" icon={<AlertIcon />} title={t('sections.waitsForOwnerTitle')} role="status">
          <Text size="sm">{t('sections.waitsForOwner')}</Text>
        </Alert>
      )}
      {/* "Create one" would contradict the notice above when the plan allows none: it says what to do instead. */}
      {collections.length === 0 && !(!create.ok && create.code === 'premium-required') && (
        <Text c="dimmed">{space ? t('sections.sharedEmpty') : t('empty')}</Text>
      )}
      {collections.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={title}>
          {collections.map((c) => (
            <CollectionCard key={c.id} collection={c} size={sizes?.get(c.id) ?? 0} headingOrder={headed ? 3 : 2}
              editBlocked={may.edit ? editBlockedKey(place, c.state) : null}
              onEdit={may.edit ? () => onEdit(c) : undefined} onDelete={may.delete ? () => onDelete(c) : undefined} />
          ))}
        </SimpleGrid>
      )}
      {canPick && <PickActiveDialog opened={picking} collections={collections} limit={limit} onClose={() => setPicking(false)} />}
    </Stack>
  );
}
