import { Button, Checkbox, Group, Paper, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FEEDING_OUTCOMES, type FeedingOutcome } from '../../../shared/schemas/feeding-log';
import type { LocalReptile } from '../../lib/db';
import { filterReptiles } from './rack-form-values';

export interface RackReptileListProps {
  reptiles: readonly LocalReptile[];
  filter: string;
  onFilter: (value: string) => void;
  selected: ReadonlySet<string>;
  onSelected: (next: Set<string>) => void;
  outcomes: Readonly<Record<string, FeedingOutcome>>;
  onOutcome: (reptileId: string, outcome: FeedingOutcome) => void;
  error?: string;
}

/** The checklist: filter, select all shown, and for each selected animal its exception (refused, regurgitated). */
export function RackReptileList({ reptiles, filter, onFilter, selected, onSelected, outcomes, onOutcome, error }: RackReptileListProps) {
  const { t } = useTranslation('rack');
  const { t: tl } = useTranslation('logs');
  const shown = filterReptiles(reptiles, filter);
  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onSelected(next);
  };
  return (
    <Stack gap="sm">
      <TextInput label={t('filter')} type="search" value={filter} onChange={(e) => onFilter(e.currentTarget.value)} />
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed" aria-live="polite">{t('selected', { selected: selected.size, total: reptiles.length })}</Text>
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={() => onSelected(new Set([...selected, ...shown.map((r) => r.id)]))} disabled={shown.length === 0}>{t('selectAll')}</Button>
          <Button size="xs" variant="default" onClick={() => onSelected(new Set())} disabled={selected.size === 0}>{t('clear')}</Button>
        </Group>
      </Group>
      {error && <Text c="red" size="sm" role="alert">{error}</Text>}
      {reptiles.length === 0 && <Text c="dimmed">{t('noReptiles')}</Text>}
      {reptiles.length > 0 && shown.length === 0 && <Text c="dimmed">{t('noMatch')}</Text>}
      <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('reptilesTitle')}>
        {shown.map((r) => {
          const on = selected.has(r.id);
          return (
            <Paper key={r.id} withBorder p="xs" component="li">
              <Group justify="space-between" gap="xs">
                <Checkbox checked={on} onChange={(e) => toggle(r.id, e.currentTarget.checked)}
                  label={<><Text span fw={500}>{r.name}</Text> <Text span size="sm" c="dimmed" fs="italic">{r.species}</Text></>} />
                {on && (
                  <SegmentedControl size="xs" value={outcomes[r.id] ?? 'ate'} aria-label={t('outcomeFor', { name: r.name })}
                    onChange={(v) => onOutcome(r.id, v as FeedingOutcome)}
                    data={FEEDING_OUTCOMES.map((o) => ({ value: o, label: tl(`feeding.outcomes.${o}`) }))} />
                )}
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}
