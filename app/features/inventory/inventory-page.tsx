import { Button, Container, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { todayIn } from '../../../shared/rules/calendar-date';
import { PlusIcon } from '../../components/icons';
import { PageLoader } from '../../components/page-loader';
import type { LocalFeeder } from '../../lib/db';
import { usePreferences } from '../../lib/session';
import { DeleteFeederDialog } from './delete-feeder-dialog';
import { FeederCard } from './feeder-card';
import { FeederForm } from './feeder-form';
import { changedFeederPatch, emptyFeederValues, toFeederFields, toFeederInput, valuesFromFeeder, type StockAction } from './feeder-form-values';
import { stockSummary } from './feeder-stock';
import { addFeeder, updateFeeder } from './inventory-repository';
import { StockForm } from './stock-form';
import { useFeeders } from './use-feeders';
import { useRecentInventoryFeedings } from './use-recent-inventory-feedings';

/** /inventory: the keeper's feeders with stock, low-stock warnings and how long each lasts. */
export function InventoryPage() {
  const { t } = useTranslation('inventory');
  const { weightUnit } = usePreferences();
  const feeders = useFeeders();
  const today = todayIn();
  const feedings = useRecentInventoryFeedings(today);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<LocalFeeder | null>(null);
  const [stock, setStock] = useState<{ feeder: LocalFeeder; action: StockAction } | null>(null);
  const [deleting, setDeleting] = useState<LocalFeeder | null>(null);
  if (feeders === undefined) return <PageLoader />;
  const editInitial = editing ? valuesFromFeeder(editing, weightUnit) : null;

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
            <Button leftSection={<PlusIcon size={16} />} onClick={() => setAdding(true)}>{t('actions.add')}</Button>
          </Group>
        </Group>
        {feeders.length === 0 && <Text c="dimmed">{t('empty')}</Text>}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('title')}>
          {feeders.map((f) => (
            <FeederCard key={f.id} feeder={f} summary={stockSummary(f, feedings ?? [], today)}
              onAddStock={() => setStock({ feeder: f, action: 'add' })} onTakeOut={() => setStock({ feeder: f, action: 'take' })}
              onEdit={() => setEditing(f)} onDelete={() => setDeleting(f)} />
          ))}
        </SimpleGrid>
      </Stack>

      <Modal opened={adding} onClose={() => setAdding(false)} title={t('addTitle')} closeButtonProps={{ 'aria-label': t('actions.cancel') }}>
        <FeederForm initial={emptyFeederValues()} withQuantity parse={(v) => toFeederInput(v, weightUnit)} submitLabel={t('actions.add')}
          onCancel={() => setAdding(false)}
          onSubmit={async (input) => {
            await addFeeder(input);
            setAdding(false);
          }} />
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
      <DeleteFeederDialog feeder={deleting} onClose={() => setDeleting(null)} />
    </Container>
  );
}
