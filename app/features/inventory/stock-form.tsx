import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalFeeder } from '../../lib/db';
import { StorageFullError } from '../../lib/sync';
import { toStockQuantity, type StockAction } from './feeder-form-values';
import { addStock, takeStock } from './inventory-repository';

/** "Add stock" (1 to 5 per add, the spec's limit) or "Take out" (feeders that died or spoiled). */
export function StockForm({ feeder, action, onDone, onCancel }: { feeder: LocalFeeder; action: StockAction; onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation('inventory');
  const [text, setText] = useState('1');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const result = toStockQuantity(action, text, feeder.quantity);
    if (result.quantity === null) {
      setError(result.error);
      return;
    }
    setSaving(true);
    try {
      await (action === 'add' ? addStock(feeder.id, result.quantity) : takeStock(feeder.id, result.quantity));
      onDone();
    } catch (err) {
      setFailure(err instanceof StorageFullError ? 'storageFull' : 'saveFailed');
      setSaving(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">{t(action === 'add' ? 'stock.addHint' : 'stock.takeHint', { count: feeder.quantity })}</Text>
        <TextInput label={t('stock.quantity')} required inputMode="numeric" value={text} data-autofocus
          onChange={(e) => {
            setText(e.currentTarget.value);
            setError(null);
          }}
          error={error ? t(error, { available: feeder.quantity }) : undefined} />
        {failure && <Alert color="red" role="alert">{t(failure)}</Alert>}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={saving}>{t('actions.cancel')}</Button>
          <Button type="submit" loading={saving} color={action === 'take' ? 'orange' : undefined}>{t(action === 'add' ? 'stock.confirmAdd' : 'stock.confirmTake')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
