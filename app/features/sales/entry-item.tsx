import { ActionIcon, Badge, Button, Card, Group, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LocalReptile } from '../../lib/db';
import { moneyText } from './money';
import { offerAnimal, withdrawEntry } from './sales-repository';
import type { LocalEntry } from './use-sales';

export interface EntryItemProps {
  entry: LocalEntry;
  /** Its place among the entries shown (1 first). */
  place: number;
  /** The animals that may be offered to it: kept, in its collection, not on sale. */
  animals: readonly LocalReptile[];
  names: ReadonlyMap<string, string>;
  onUp: (() => void) | null;
  onDown: (() => void) | null;
  onSell: () => void;
  onEdit: () => void;
}

/** One buyer of the waitlist: what they want, the animal offered to them, and the ways on. */
export function EntryItem({ entry, place, animals, names, onUp, onDown, onSell, onEdit }: EntryItemProps) {
  const { t, i18n } = useTranslation('sales');
  const wants = [entry.species, entry.sex === 'any' ? null : t(`sex.${entry.sex}`), entry.traits].filter(Boolean).join(' · ');
  const label = t('entry.label', { place, buyer: entry.buyerName });
  return (
    <Card withBorder padding="sm" component="li" aria-label={label}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Group align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={2} align="center">
            <ActionIcon variant="subtle" disabled={!onUp} onClick={() => onUp?.()} aria-label={t('entry.up', { buyer: entry.buyerName })}>↑</ActionIcon>
            <Text fw={700}>{place}</Text>
            <ActionIcon variant="subtle" disabled={!onDown} onClick={() => onDown?.()} aria-label={t('entry.down', { buyer: entry.buyerName })}>↓</ActionIcon>
          </Stack>
          <Stack gap={2}>
            <Text fw={600}>{entry.buyerName}</Text>
            {entry.contact && <Text size="sm" c="dimmed">{entry.contact}</Text>}
            <Text size="sm">{wants || t('entry.anything')}</Text>
            {entry.budgetMinor !== null && <Text size="sm">{t('entry.budgetIs', { amount: moneyText(entry.budgetMinor, entry.currency, i18n.language) })}</Text>}
            {entry.note && <Text size="sm" c="dimmed">{entry.note}</Text>}
          </Stack>
        </Group>
        <Badge variant="light" color={entry.state === 'offered' ? 'orange' : 'blue'}>{t(`waitlistState.${entry.state}`)}</Badge>
      </Group>
      <Group gap="xs" mt="sm" align="flex-end">
        {entry.offeredReptileId ? (
          <>
            <Text size="sm">{t('entry.offered', { name: names.get(entry.offeredReptileId) ?? '—' })}</Text>
            <Button size="xs" variant="default" onClick={() => void offerAnimal(entry.id, null)}>{t('entry.takeBack')}</Button>
          </>
        ) : (
          <Select size="xs" label={t('entry.offer')} placeholder={t('entry.offerPlaceholder')} data={animals.map((r) => ({ value: r.id, label: r.name }))}
            value={null} onChange={(id) => id && void offerAnimal(entry.id, id)} nothingFoundMessage={t('sale.noAnimal')} searchable w={220} />
        )}
        <Button size="xs" onClick={onSell}>{t('entry.sell')}</Button>
        <Button size="xs" variant="default" onClick={onEdit} aria-label={t('entry.editOf', { buyer: entry.buyerName })}>{t('entry.edit')}</Button>
        <Button size="xs" variant="subtle" color="red" onClick={() => void withdrawEntry(entry.id)}>{t('entry.withdraw')}</Button>
      </Group>
    </Card>
  );
}
