import { Button, Checkbox, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDING_OUTCOMES, type FeedingOutcome } from '../../../shared/schemas/feeding-log';
import type { LocalReptile } from '../../lib/db';
import { filterReptiles } from './rack-form-values';
import classes from './rack-feeding.module.css';

export interface RackReptileListProps {
  reptiles: readonly LocalReptile[];
  /** Said when there is no animal to feed at all. */
  emptyText: string;
  filter: string;
  onFilter: (value: string) => void;
  selected: ReadonlySet<string>;
  /** Selects these (one state update however many). */
  onSelect: (ids: readonly string[]) => void;
  onDeselect: (id: string) => void;
  onClear: () => void;
  outcomes: Readonly<Record<string, FeedingOutcome>>;
  onOutcome: (reptileId: string, outcome: FeedingOutcome) => void;
  error?: string;
  /** Animals that already have a meal on the round's day: what to say under each (who, when). */
  fedAlready?: ReadonlyMap<string, string>;
}

/**
 * The checklist: filter, select all shown, and for each selected animal its exception (refused,
 * regurgitated). The callbacks must be stable: rows are memoised, so ticking one animal, or all
 * 300, redraws only the rows whose selection or outcome changed.
 */
export function RackReptileList({ reptiles, emptyText, filter, onFilter, selected, onSelect, onDeselect, onClear, outcomes, onOutcome, error, fedAlready }: RackReptileListProps) {
  const { t } = useTranslation('rack');
  const shown = filterReptiles(reptiles, filter);
  return (
    <Stack gap="sm">
      <TextInput label={t('filter')} type="search" value={filter} onChange={(e) => onFilter(e.currentTarget.value)} />
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed" aria-live="polite">{t('selected', { selected: selected.size, total: reptiles.length })}</Text>
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={() => onSelect(shown.map((r) => r.id))} disabled={shown.length === 0}>{t('selectAll')}</Button>
          <Button size="xs" variant="default" onClick={onClear} disabled={selected.size === 0}>{t('clear')}</Button>
        </Group>
      </Group>
      {error && <Text c="red" size="sm" role="alert">{error}</Text>}
      {reptiles.length === 0 && <Text c="dimmed">{emptyText}</Text>}
      {reptiles.length > 0 && shown.length === 0 && <Text c="dimmed">{t('noMatch')}</Text>}
      <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('reptilesTitle')}>
        {shown.map((r) => (
          <RackRow key={r.id} reptile={r} on={selected.has(r.id)} outcome={outcomes[r.id] ?? 'ate'} already={fedAlready?.get(r.id) ?? null}
            onSelect={onSelect} onDeselect={onDeselect} onOutcome={onOutcome} />
        ))}
      </Stack>
    </Stack>
  );
}

interface RackRowProps {
  reptile: LocalReptile;
  on: boolean;
  outcome: FeedingOutcome;
  /** Said when it already has a meal on the round's day. */
  already: string | null;
  onSelect: (ids: readonly string[]) => void;
  onDeselect: (id: string) => void;
  onOutcome: (reptileId: string, outcome: FeedingOutcome) => void;
}

const RackRow = memo(function RackRow({ reptile: r, on, outcome, already, onSelect, onDeselect, onOutcome }: RackRowProps) {
  const { t } = useTranslation('rack');
  const { t: tl } = useTranslation('logs');
  return (
    <Paper withBorder p="xs" component="li">
      <Group justify="space-between" gap="xs">
        <Checkbox checked={on} onChange={(e) => (e.currentTarget.checked ? onSelect([r.id]) : onDeselect(r.id))}
          label={<><Text span fw={500}>{r.name}</Text> <Text span size="sm" c="dimmed" fs="italic">{r.species}</Text></>}
          description={already ?? undefined} classNames={already ? { description: classes.already } : undefined} />
        {on && (
          <fieldset className={classes.outcomes} aria-label={t('outcomeFor', { name: r.name })}>
            {FEEDING_OUTCOMES.map((o) => (
              <label key={o} className={classes.outcome}>
                <input type="radio" name={`outcome-${r.id}`} value={o} checked={outcome === o} onChange={() => onOutcome(r.id, o)} />
                {tl(`feeding.outcomes.${o}`)}
              </label>
            ))}
          </fieldset>
        )}
      </Group>
    </Paper>
  );
});
