import { Button, Container, Group, Modal, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { todayIn } from '../../../shared/rules/calendar-date';
import { canDo, type Membership } from '../../../shared/spaces/roles';
import type { SharedSpaceView } from '../../../shared/spaces/views';
import type { MutationName } from '../../../shared/sync/mutations';
import { PlusIcon } from '../../components/icons';
import { PageLoader } from '../../components/page-loader';
import type { LocalFeeder } from '../../lib/db';
import { useUserDb } from '../../lib/db/use-user-db';
import { usePreferences } from '../../lib/session';
import { useSharedSpaces } from '../spaces';
import { DeleteFeederDialog } from './delete-feeder-dialog';
import { FeederCard } from './feeder-card';
import { FeederForm } from './feeder-form';
import { changedFeederPatch, emptyFeederValues, toFeederFields, toFeederInput, valuesFromFeeder, type StockAction } from './feeder-form-values';
import { stockSummary, type FeedingUse } from './feeder-stock';
import { addFeeder, updateFeeder } from './inventory-repository';
import { StockForm } from './stock-form';
import { useFeeders } from './use-feeders';
import { useRecentInventoryFeedings } from './use-recent-inventory-feedings';

const OWNER: Membership = { role: 'owner', until: null };

/** What a card's button opens: the page holds one dialog of each kind. */
interface FeederActions {
  stock: (feeder: LocalFeeder, action: StockAction) => void;
  edit: (feeder: LocalFeeder) => void;
  remove: (feeder: LocalFeeder) => void;
}

/**
 * /inventory: the keeper's feeders with stock, low-stock warnings and how long each lasts. A member
 * of a shared collection (issue 27) sees its feeders in a section of their own below, with only
 * the buttons their role there allows (the server's rule, shared/spaces/roles.ts), and may add a
 * feeder to a collection whose role allows it ("Add to"). The sections keep each collection's stock
 * apart because a feeding takes stock only from a feeder of its animal's collection.
 */
export function InventoryPage() {
  const { t } = useTranslation(['inventory', 'spaces']);
  const { weightUnit } = usePreferences();
  const me = useUserDb()?.userId;
  const feeders = useFeeders();
  const spaces = useSharedSpaces();
  const today = todayIn();
  const feedings = useRecentInventoryFeedings(today);
  const [adding, setAdding] = useState(false);
  const [where, setWhere] = useState('');
  const [editing, setEditing] = useState<LocalFeeder | null>(null);
  const [stock, setStock] = useState<{ feeder: LocalFeeder; action: StockAction } | null>(null);
  const [deleting, setDeleting] = useState<LocalFeeder | null>(null);
  if (feeders === undefined || spaces === undefined) return <PageLoader />;
  const editInitial = editing ? valuesFromFeeder(editing, weightUnit) : null;
  const spaceName = (s: Pick<SharedSpaceView, 'kind' | 'name'>) => t(`spaces:badge.${s.kind}`, { name: s.name });
  // Where a new feeder may go besides the keeper's own stock.
  const places = spaces.filter((s) => canDo({ role: s.role, until: s.until }, 'feeder.create.v1', today));
  const target = places.some((s) => s.id === where) ? where : '';
  const own = feeders.filter((f) => f.userId === me);
  // A collection's section shows once it has feeders (one no longer listed is leaving the device).
  const shared = spaces.map((space) => ({ space, feeders: feeders.filter((f) => f.userId === space.id) })).filter((s) => s.feeders.length > 0);
  const sectioned = shared.length > 0;
  const actions: FeederActions = { stock: (feeder, action) => setStock({ feeder, action }), edit: setEditing, remove: setDeleting };
  const deletingSpace = deleting ? spaces.find((s) => s.id === deleting.userId) : undefined;

  return (
    <Container size="lg" px={0}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4} style={{ flex: '1 1 16rem' }}>
            <Title order={1}>{t('title')}</Title>
            <Text c="dimmed" size="sm">{t('intro')}</Text>
          </Stack>
          <Group gap="xs">
            <Button variant="default" component={Link} to="/feed-rack">{t('actions.feedRack')}</Button>
            <Button leftSection={<PlusIcon size={16} />} onClick={() => {
              setWhere('');
              setAdding(true);
            }}>{t('actions.add')}</Button>
          </Group>
        </Group>
        <FeederSection title={sectioned ? t('sections.mine') : null}>
          {own.length === 0 && <Text c="dimmed">{t('empty')}</Text>}
          {own.length > 0 && (
            <FeederGrid space={null} feeders={own} label={sectioned ? t('sections.mine') : t('title')} headingOrder={sectioned ? 3 : 2}
              feedings={feedings} today={today} actions={actions} />
          )}
        </FeederSection>
        {shared.map(({ space, feeders: theirs }) => (
          <FeederSection key={space.id} title={spaceName(space)}>
            <FeederGrid space={space} feeders={theirs} label={spaceName(space)} headingOrder={3} feedings={feedings} today={today} actions={actions} />
          </FeederSection>
        ))}
      </Stack>

      <Modal opened={adding} onClose={() => setAdding(false)} title={t('addTitle')} closeButtonProps={{ 'aria-label': t('actions.cancel') }}>
        <Stack gap="sm">
          {places.length > 0 && (
            <Select label={t('where')} value={target} onChange={(v) => setWhere(v ?? '')} allowDeselect={false}
              data={[{ value: '', label: t('sections.mine') }, ...places.map((s) => ({ value: s.id, label: spaceName(s) }))]} />
          )}
          <FeederForm initial={emptyFeederValues()} withQuantity parse={(v) => toFeederInput(v, weightUnit)} submitLabel={t('actions.add')}
            onCancel={() => setAdding(false)}
            onSubmit={async (input) => {
              await addFeeder(target ? { ...input, spaceId: target } : input);
              setAdding(false);
            }} />
        </Stack>
      </Modal>
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={t('editTitle')} closeButtonProps={{ 'aria-label': t('actions.cancel') }}>
        {editing && editInitial && (
          <FeederForm initial={editInitial} withQuantity={false} parse={(v) => toFeederFields(v, weightUnit)} submitLabel={t('actions.save')}
            onCancel={() => setEditing(null)}
            onSubmit={async (input, values) => {
              await updateFeeder(editing.id, changedFeederPatch(editInitial, values, input));
              setEditing(null);
            }} />
        )}
      </Modal>
      <Modal opened={stock !== null} onClose={() => setStock(null)} closeButtonProps={{ 'aria-label': t('actions.cancel') }}
        title={stock ? t(stock.action === 'add' ? 'stock.addTitle' : 'stock.takeTitle', { name: stock.feeder.name }) : ''}>
        {stock && <StockForm feeder={stock.feeder} action={stock.action} onDone={() => setStock(null)} onCancel={() => setStock(null)} />}
      </Modal>
      <DeleteFeederDialog feeder={deleting} spaceName={deletingSpace ? spaceName(deletingSpace) : null} onClose={() => setDeleting(null)} />
    </Container>
  );
}

/**
 * One place's feeders under its heading (a section named by it), drawn as the collections page
 * draws its places; without a heading (no household or team has feeders) just the list.
 */
function FeederSection({ title, children }: { title: string | null; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={title === null ? undefined : headingId}>
      {title !== null && <Title order={2} size="h3" id={headingId} style={{ overflowWrap: 'anywhere' }}>{title}</Title>}
      {children}
    </Stack>
  );
}

interface FeederGridProps {
  /** The shared collection the feeders belong to; null for the keeper's own (everything allowed). */
  space: SharedSpaceView | null;
  feeders: readonly LocalFeeder[];
  /** The list's accessible name. */
  label: string;
  headingOrder: 2 | 3;
  feedings: readonly FeedingUse[] | undefined;
  today: string;
  actions: FeederActions;
}

/** One space's feeders, each with the buttons the keeper's role there allows. */
function FeederGrid({ space, feeders, label, headingOrder, feedings, today, actions }: FeederGridProps) {
  const { t } = useTranslation('inventory');
  // The page's list of collections, already read: asking the rule here draws the right buttons at once.
  const membership: Membership = space ? { role: space.role, until: space.until } : OWNER;
  const can = (action: MutationName) => canDo(membership, action, today);
  const may = { add: can('feeder.addStock.v1'), take: can('feeder.takeStock.v1'), edit: can('feeder.update.v1'), remove: can('feeder.delete.v1') };
  // In a shared collection, a role that leaves buttons out says so, rather than leaving the keeper to wonder.
  const note = !space ? null : !may.add && !may.take && !may.edit && !may.remove ? 'sections.readOnly' : !may.add && may.take ? 'sections.takeOnly' : null;
  return (
    <>
      {note && <Text size="sm" c="dimmed">{t(note)}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
        {feeders.map((f) => (
          <FeederCard key={f.id} feeder={f} summary={stockSummary(f, feedings ?? [], today)} headingOrder={headingOrder}
            onAddStock={may.add ? () => actions.stock(f, 'add') : undefined}
            onTakeOut={may.take ? () => actions.stock(f, 'take') : undefined}
            onEdit={may.edit ? () => actions.edit(f) : undefined}
            onDelete={may.remove ? () => actions.remove(f) : undefined} />
        ))}
      </SimpleGrid>
    </>
  );
}
