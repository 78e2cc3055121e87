import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalReptile } from '../../lib/db';
import { GenesEditor } from './genes-editor';
import type { DraftAction, DraftParent, PlannerSpecies, Side } from './pairing-draft';

interface Props {
  side: Side;
  parent: DraftParent;
  species: PlannerSpecies;
  /** The keeper's reptiles that may be this parent (by sex); none: no picker. */
  reptiles: readonly LocalReptile[];
  dispatch: Dispatch<DraftAction>;
  /** Told of a reptile picked or cleared, so the page's link names the pairing. */
  onReptile?: (id: string | null) => void;
}

/** One parent: optionally one of the keeper's reptiles, whose morphs fill its genes, and its genes with their states. */
export function ParentCard({ side, parent, species, reptiles, dispatch, onReptile }: Props) {
  const { t } = useTranslation('genetics');
  const headingId = `parent-${side}`;
  const reptile = reptiles.find((r) => r.id === parent.reptileId);
  const fromProfile = reptile && (reptile.morphs?.length ?? 0) > 0;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>{t(`parents.${side}`)}</Title>
        {reptiles.length > 0 && (
          <Select label={t('parents.fromReptiles')} placeholder={t('parents.fromReptilesPlaceholder')} clearable searchable
            value={parent.reptileId} data={reptiles.map((r) => ({ value: r.id, label: `${r.name} (${r.species})` }))}
            onChange={(id) => {
              const picked = reptiles.find((r) => r.id === id);
              dispatch({ type: 'reptile', side, reptileId: id, species: picked?.species, morphs: picked?.morphs });
              onReptile?.(id);
            }} />
        )}
        {reptile && (
          <Group gap="xs" justify="space-between" wrap="wrap">
            <Text size="xs" c="dimmed">{t(fromProfile ? 'parents.fromProfile' : 'parents.noProfileGenes', { name: reptile.name })}</Text>
            {parent.replaced && (
              <Button variant="subtle" size="compact-xs" onClick={() => dispatch({ type: 'restore', side })}>{t('parents.restore')}</Button>
            )}
          </Group>
        )}
        <GenesEditor genes={parent.genes} species={species} onChange={(a) => dispatch({ ...a, side })} />
      </Stack>
    </Paper>
  );
}
