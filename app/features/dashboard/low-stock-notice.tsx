import { Alert, Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isLowStock } from '../../../shared/rules/stock';
import { AlertIcon } from '../../components/icons';
import { useFeeders } from '../inventory';

/** Feeders at or below their threshold (rules/stock.ts), named with what is left; nothing when none. */
export function LowStockNotice() {
  const { t } = useTranslation('dashboard');
  const low = (useFeeders() ?? []).filter(isLowStock);
  if (low.length === 0) return null;
  return (
    <Alert color="orange" variant="light" icon={<AlertIcon size={18} />} title={t('lowStock.title', { count: low.length })}>
      <Text size="sm">{low.map((f) => t('lowStock.item', { name: f.name, count: f.quantity })).join(', ')}</Text>
      <Anchor component={Link} to="/inventory" size="sm">{t('lowStock.open')}</Anchor>
    </Alert>
  );
}
