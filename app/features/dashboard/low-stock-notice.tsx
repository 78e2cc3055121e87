import { Alert, Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isLowStock } from '../../../shared/rules/stock';
import { AlertIcon } from '../../components/icons';
import { useFeeders } from '../inventory';
import { useSharedSpaces } from '../spaces';

/**
 * Feeders at or below their threshold (rules/stock.ts), named with what is left; nothing when none.
 * A shared collection's feeder is named with its collection ("Adult mice (Household · Home)"): its
 * stock is not the keeper's own.
 */
export function LowStockNotice() {
  const { t } = useTranslation(['dashboard', 'inventory', 'spaces']);
  const spaces = useSharedSpaces();
  const low = (useFeeders() ?? []).filter(isLowStock);
  if (low.length === 0) return null;
  const nameOf = (feeder: { name: string; userId: string }) => {
    const space = spaces?.find((s) => s.id === feeder.userId);
    return space ? t('inventory:inSpace', { name: feeder.name, space: t(`spaces:badge.${space.kind}`, { name: space.name }) }) : feeder.name;
  };
  return (
    <Alert color="orange" variant="light" icon={<AlertIcon size={18} />} title={t('lowStock.title', { count: low.length })}>
      <Text size="sm">{low.map((f) => t('lowStock.item', { name: nameOf(f), count: f.quantity })).join(', ')}</Text>
      <Anchor component={Link} to="/inventory" size="sm">{t('lowStock.open')}</Anchor>
    </Alert>
  );
}
