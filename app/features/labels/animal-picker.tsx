import { Button, Checkbox, Group, Paper, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { filterAnimals } from './animal-filter';

/** One thing a label can be printed for: an animal (its species the detail) or an enclosure (its place). */
export interface PickItem {
  id: string;
  name: string;
  detail: string;
}

export interface AnimalPickerProps {
  /** Whose list: its words are the `labels` keys of that name (animals.filter, enclosures.filter…). */
  kind: 'animals' | 'enclosures';
  /** The items offered (the chosen owner's), in printing order. */
  items: readonly PickItem[];
  /** How many are offered in all, whoever owns them (the count's total). */
  total: number;
  filter: string;
  onFilter: (value: string) => void;
  selected: ReadonlySet<string>;
  /** Selects these (one state update however many). */
  onSelect: (ids: readonly string[]) => void;
  onDeselect: (id: string) => void;
  onClear: () => void;
  error?: string;
}

/**
 * The checklist of animals or enclosures to label: a filter, select all shown, clear. The
 * callbacks must be stable: rows are memoised, so ticking one of 300 redraws one row.
 */
export function AnimalPicker({ kind, items, total, filter, onFilter, selected, onSelect, onDeselect, onClear, error }: AnimalPickerProps) {
  const { t } = useTranslation('labels');
  const shown = filterAnimals(items, filter);
  return (
    <Stack gap="sm">
      <TextInput label={t(`${kind}.filter`)} type="search" value={filter} onChange={(e) => onFilter(e.currentTarget.value)} />
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed" aria-live="polite">{t('animals.selected', { selected: selected.size, total })}</Text>
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={() => onSelect(shown.map((r) => r.id))} disabled={shown.length === 0}>{t('animals.selectAll')}</Button>
          <Button size="xs" variant="default" onClick={onClear} disabled={selected.size === 0}>{t('animals.clear')}</Button>
        </Group>
      </Group>
      {error && <Text c="red" size="sm" role="alert">{error}</Text>}
      {items.length === 0 && <Text c="dimmed">{t(`${kind}.none`)}</Text>}
      {items.length > 0 && shown.length === 0 && <Text c="dimmed">{t(`${kind}.noMatch`)}</Text>}
      <ScrollArea.Autosize mah="24rem" type="auto">
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t(`${kind}.listLabel`)}>
          {shown.map((r) => <ItemRow key={r.id} item={r} italic={kind === 'animals'} on={selected.has(r.id)} onSelect={onSelect} onDeselect={onDeselect} />)}
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  );
}

interface ItemRowProps {
  item: PickItem;
  /** A species is set in italics, as names of species are. */
  italic: boolean;
  on: boolean;
  onSelect: (ids: readonly string[]) => void;
  onDeselect: (id: string) => void;
}

const ItemRow = memo(function ItemRow({ item: r, italic, on, onSelect, onDeselect }: ItemRowProps) {
  return (
    <Paper withBorder p="xs" component="li">
      <Checkbox checked={on} onChange={(e) => (e.currentTarget.checked ? onSelect([r.id]) : onDeselect(r.id))}
        label={<><Text span fw={500}>{r.name}</Text> <Text span size="sm" c="dimmed" fs={italic ? 'italic' : undefined}>{r.detail}</Text></>} />
    </Paper>
  );
});
