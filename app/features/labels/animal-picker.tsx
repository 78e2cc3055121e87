import { Button, Checkbox, Group, Paper, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalReptile } from '../../lib/db';
import { filterAnimals } from './animal-filter';

export interface AnimalPickerProps {
  /** The animals offered (the chosen owner's), in printing order. */
  animals: readonly LocalReptile[];
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
 * The checklist of animals to label: a filter, select all shown, clear. The callbacks must be
 * stable: rows are memoised, so ticking one of 300 redraws one row.
 */
export function AnimalPicker({ animals, total, filter, onFilter, selected, onSelect, onDeselect, onClear, error }: AnimalPickerProps) {
  const { t } = useTranslation('labels');
  const shown = filterAnimals(animals, filter);
  return (
    <Stack gap="sm">
      <TextInput label={t('animals.filter')} type="search" value={filter} onChange={(e) => onFilter(e.currentTarget.value)} />
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed" aria-live="polite">{t('animals.selected', { selected: selected.size, total })}</Text>
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={() => onSelect(shown.map((r) => r.id))} disabled={shown.length === 0}>{t('animals.selectAll')}</Button>
          <Button size="xs" variant="default" onClick={onClear} disabled={selected.size === 0}>{t('animals.clear')}</Button>
        </Group>
      </Group>
      {error && <Text c="red" size="sm" role="alert">{error}</Text>}
      {animals.length === 0 && <Text c="dimmed">{t('animals.none')}</Text>}
      {animals.length > 0 && shown.length === 0 && <Text c="dimmed">{t('animals.noMatch')}</Text>}
      <ScrollArea.Autosize mah="24rem" type="auto">
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('animals.listLabel')}>
          {shown.map((r) => <AnimalRow key={r.id} animal={r} on={selected.has(r.id)} onSelect={onSelect} onDeselect={onDeselect} />)}
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  );
}

interface AnimalRowProps {
  animal: LocalReptile;
  on: boolean;
  onSelect: (ids: readonly string[]) => void;
  onDeselect: (id: string) => void;
}

const AnimalRow = memo(function AnimalRow({ animal: r, on, onSelect, onDeselect }: AnimalRowProps) {
  return (
    <Paper withBorder p="xs" component="li">
      <Checkbox checked={on} onChange={(e) => (e.currentTarget.checked ? onSelect([r.id]) : onDeselect(r.id))}
        label={<><Text span fw={500}>{r.name}</Text> <Text span size="sm" c="dimmed" fs="italic">{r.species}</Text></>} />
    </Paper>
  );
});
