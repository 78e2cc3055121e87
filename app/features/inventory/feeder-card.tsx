import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LocalFeeder } from '../../lib/db';
import { usePreferences } from '../../lib/session';
import { feederWeight } from './feeder-form-values';
import type { StockSummary } from './feeder-stock';

/**
 * What the keeper may do with the feeder: an action left out is one their role in the feeder's
 * shared collection does not allow (shared/spaces/roles.ts), and its button is not drawn.
 */
export interface FeederCardProps {
  feeder: LocalFeeder;
  summary: StockSummary;
  onAddStock?: () => void;
  onTakeOut?: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
  /** The name's heading level: 3 under a section's heading (when households' feeders are listed too). */
  headingOrder?: 2 | 3;
}

/** One feeder: how many are left, whether that is low, how long they last, and what to do with it. */
export function FeederCard({ feeder: f, summary, onAddStock, onTakeOut, onEdit, onDelete, headingOrder = 2 }: FeederCardProps) {
  const { t, i18n } = useTranslation('inventory');
  const { t: tr } = useTranslation('reptiles');
  const { weightUnit } = usePreferences();
  // A no-break space: the number and its unit stay on one line.
  const weight = `${new Intl.NumberFormat(i18n.language).format(feederWeight(f.weightPerItemGrams, weightUnit))}\u00a0${tr(`units.${weightUnit}`)}`;
  return (
    <Paper withBorder p="md" component="li" aria-label={f.name}>
      <Stack gap="xs">
        {/* The badge beside the name only: beside the type line too, a long label (Bulgarian's) squeezed it onto three lines. */}
        <Stack gap={2}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Title order={headingOrder} size="h4" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>{f.name}</Title>
            {/* red.8 in both schemes: the dark scheme's red (shade 7) leaves white text below 4.5:1. */}
            {summary.low && <Badge color="red.8" variant="filled" style={{ flexShrink: 0 }}>{t('stock.low')}</Badge>}
          </Group>
          <Text size="sm" c="dimmed">{`${t(`types.${f.type}`)} · ${t('card.each', { weight })}`}</Text>
        </Stack>
        <Text size="xl" fw={700} c={summary.low ? 'red' : undefined}>{t('card.inStock', { count: f.quantity })}</Text>
        <Text size="sm" c="dimmed">{summary.daysLeft === null ? t('stock.noRate') : t('stock.daysLeft', { count: summary.daysLeft })}</Text>
        {(onAddStock || onTakeOut || onEdit || onDelete) && (
          <Group gap="xs">
            {onAddStock && <Button size="xs" onClick={onAddStock} aria-label={t('actions.addStockTo', { name: f.name })}>{t('actions.addStock')}</Button>}
            {onTakeOut && (
              <Button size="xs" variant="light" color="orange" onClick={onTakeOut} disabled={f.quantity === 0}
                aria-label={t('actions.takeOutOf', { name: f.name })}>{t('actions.takeOut')}</Button>
            )}
            {onEdit && <Button size="xs" variant="default" onClick={onEdit} aria-label={t('actions.editFeeder', { name: f.name })}>{t('actions.edit')}</Button>}
            {onDelete && <Button size="xs" variant="light" color="red" onClick={onDelete} aria-label={t('actions.deleteFeeder', { name: f.name })}>{t('actions.delete')}</Button>}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
