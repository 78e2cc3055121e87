import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { feedingItems, manualTotalGrams } from '../../../shared/rules/feeding';
import type { WeightUnit } from '../../../shared/schemas/auth';
import type { FeedingOutcome } from '../../../shared/schemas/feeding-log';
import type { LocalLog } from '../../lib/db';
import { weightText } from '../../lib/format';
import type { FeederOption } from './feeder-option';

const OUTCOME_COLOR: Record<FeedingOutcome, string> = { ate: 'green', refused: 'orange', regurgitated: 'red' };

/** The outcome as a badge: a refusal or a regurgitation stands out, a meal eaten stays quiet. */
export function OutcomeBadge({ outcome }: { outcome: FeedingOutcome }) {
  const { t } = useTranslation('logs');
  return (
    <Badge color={OUTCOME_COLOR[outcome]} variant={outcome === 'ate' ? 'light' : 'filled'} size="sm">
      {t(`feeding.outcomes.${outcome}`)}
    </Badge>
  );
}

/**
 * One feeding in the list: what was offered (items and total weight in the keeper's unit), the
 * outcome and the notes; `doubled` says another person logged a meal the same day.
 */
export function FeedingEntry({ entry, unit, feeders, doubled = false }: { entry: LocalLog<'feedingLogs'>; unit: WeightUnit; feeders?: readonly FeederOption[]; doubled?: boolean }) {
  const { t, i18n } = useTranslation('logs');
  const { t: tr } = useTranslation('reptiles');
  const lng = i18n.language;
  const number = (n: number) => new Intl.NumberFormat(lng).format(n);
  const weight = (grams: number) => weightText(tr, lng, grams, unit) ?? '';
  const s = entry.source;
  // An inventory feeding is named by its feeder as the inventory holds it now (decision 0018).
  const items = feedingItems(s, s.kind === 'inventory' ? feeders?.find((f) => f.id === s.feederId) : null);
  const lines = items
    ? items.map((i) => t('feeding.entry.item', { count: number(i.count), item: i.foodItem, size: weight(i.sizePerItemGrams) }))
    : s.kind === 'inventory' && feeders ? [t('feeding.entry.inventoryItem', { count: number(s.quantity) })] : [];
  const total = items ? weight(manualTotalGrams(items)) : null;
  return (
    <Stack gap={2}>
      <Group gap="xs" wrap="wrap">
        <OutcomeBadge outcome={entry.outcome} />
        {total !== null && <Text size="sm" fw={500}>{t('feeding.entry.total', { weight: total })}</Text>}
        {s.kind === 'inventory' && (
          <Text size="xs" c="dimmed">{t(s.deductFromInventory ? 'feeding.entry.fromInventoryDeducted' : 'feeding.entry.fromInventory')}</Text>
        )}
      </Group>
      {lines.map((line, i) => <Text key={i} size="sm">{line}</Text>)}
      {entry.notes && <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>{entry.notes}</Text>}
      {doubled && <Text size="sm" c="yellow.6">{t('feeding.entry.doubled')}</Text>}
    </Stack>
  );
}
