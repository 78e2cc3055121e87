import { Button, Checkbox, Group, Paper, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalReptile } from '../../lib/db';

/** Accents and case aside: "monty" finds "Monty", "кралски" finds "Кралски питон". */
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

export interface AnimalChoiceProps {
  reptiles: readonly LocalReptile[];
  selected: ReadonlySet<string>;
  onSelect: (ids: readonly string[]) => void;
  onDeselect: (id: string) => void;
  onClear: () => void;
  error?: string;
}

/** The checklist of animals to list: a search by name or species, select all shown, clear. */
export function AnimalChoice({ reptiles, selected, onSelect, onDeselect, onClear, error }: AnimalChoiceProps) {
  const { t } = useTranslation('marketplace');
  const [filter, setFilter] = useState('');
  const q = fold(filter.trim());
  const shown = q ? reptiles.filter((r) => fold(r.name).includes(q) || fold(r.species).includes(q)) : reptiles;
  return (
    <Stack gap="sm">
      <TextInput label={t('choose.filter')} type="search" value={filter} onChange={(e) => setFilter(e.currentTarget.value)} />
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed" aria-live="polite">{t('choose.selected', { selected: selected.size, total: reptiles.length })}</Text>
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={() => onSelect(shown.map((r) => r.id))} disabled={shown.length === 0}>{t('choose.selectAll')}</Button>
          <Button size="xs" variant="default" onClick={onClear} disabled={selected.size === 0}>{t('choose.clear')}</Button>
        </Group>
      </Group>
      {error && <Text c="red" size="sm" role="alert">{error}</Text>}
      {reptiles.length === 0 && <Text c="dimmed">{t('choose.none')}</Text>}
      {reptiles.length > 0 && shown.length === 0 && <Text c="dimmed">{t('choose.noMatch')}</Text>}
      <ScrollArea.Autosize mah="24rem" type="auto">
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('choose.listLabel')}>
          {shown.map((r) => (
            <Paper key={r.id} withBorder p="xs" component="li">
              <Checkbox checked={selected.has(r.id)} onChange={(e) => (e.currentTarget.checked ? onSelect([r.id]) : onDeselect(r.id))}
                label={<><Text span fw={500}>{r.name}</Text> <Text span size="sm" c="dimmed" fs="italic">{r.species}</Text></>} />
            </Paper>
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  );
}
