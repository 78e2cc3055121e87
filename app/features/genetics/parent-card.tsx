import { ActionIcon, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useState, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { INHERITANCES, genesOf } from '../../../shared/genetics/genes';
import { STATES_BY_INHERITANCE } from '../../../shared/rules/genetics';
import { CloseIcon } from '../../components/icons';
import type { LocalReptile } from '../../lib/db';
import { CustomGeneForm } from './custom-gene-form';
import { POSSIBLE_HET_CHANCES, geneKey, inheritanceOf, type DraftAction, type DraftGene, type DraftParent, type PlannerSpecies, type PossibleHetChance, type Side } from './pairing-draft';
import { geneName } from './gene-name';

interface Props {
  side: Side;
  parent: DraftParent;
  species: PlannerSpecies;
  /** The keeper's reptiles that may be this parent (by sex); none: no picker. */
  reptiles: readonly LocalReptile[];
  dispatch: Dispatch<DraftAction>;
}

/** One parent: optionally one of the keeper's reptiles, and its genes with their states. */
export function ParentCard({ side, parent, species, reptiles, dispatch }: Props) {
  const { t } = useTranslation('genetics');
  const [typing, setTyping] = useState(false);
  const present = new Set(parent.genes.map((g) => geneKey(g.gene)));
  const catalogue = species === 'other' ? [] : genesOf(species);
  const groups = INHERITANCES.map((inheritance) => ({
    group: t(`inheritance.${inheritance}`),
    items: catalogue.filter((g) => g.inheritance === inheritance && !present.has(g.id)).map((g) => ({ value: g.id, label: g.name })),
  })).filter((g) => g.items.length > 0);
  const headingId = `parent-${side}`;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>{t(`parents.${side}`)}</Title>
        {reptiles.length > 0 && (
          <Select label={t('parents.fromReptiles')} placeholder={t('parents.fromReptilesPlaceholder')} clearable searchable
            value={parent.reptileId} data={reptiles.map((r) => ({ value: r.id, label: `${r.name} (${r.species})` }))}
            onChange={(id) => dispatch({ type: 'reptile', side, reptileId: id, species: reptiles.find((r) => r.id === id)?.species })} />
        )}
        {parent.genes.length === 0
          ? <Text size="sm" c="dimmed">{t('parents.noGenes')}</Text>
          : (
            <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {parent.genes.map((g, index) => <GeneRow key={geneKey(g.gene)} gene={g} onChange={(a) => dispatch({ ...a, side, index })} />)}
            </Stack>
          )}
        {catalogue.length > 0 && (
          <Select label={t('parents.addGene')} placeholder={t('parents.addGenePlaceholder')} searchable value={null} data={groups}
            nothingFoundMessage={t('parents.noGeneFound')} onChange={(id) => id && dispatch({ type: 'add', side, gene: id })} />
        )}
        {typing || species === 'other'
          ? <CustomGeneForm onAdd={(gene) => { dispatch({ type: 'add', side, gene }); setTyping(false); }} onCancel={species === 'other' ? undefined : () => setTyping(false)} />
          : <Button variant="subtle" size="compact-sm" onClick={() => setTyping(true)} style={{ alignSelf: 'flex-start' }}>{t('parents.typeGene')}</Button>}
      </Stack>
    </Paper>
  );
}

type RowChange = { type: 'state'; state: DraftGene['state']; chance?: PossibleHetChance } | { type: 'remove' };

interface StateChoice {
  state: DraftGene['state'];
  chance?: PossibleHetChance;
  value: string;
}

/** One select for the state, a possible het's chance included, so a row fits a phone's width. */
function stateChoices(states: readonly DraftGene['state'][]): StateChoice[] {
  return states.flatMap((state): StateChoice[] => (state === 'possible-het'
    ? POSSIBLE_HET_CHANCES.map((chance) => ({ state, chance, value: `${state}:${chance}` }))
    : [{ state, value: state }]));
}

function GeneRow({ gene, onChange }: { gene: DraftGene; onChange: (change: RowChange) => void }) {
  const { t } = useTranslation('genetics');
  const inheritance = inheritanceOf(gene.gene);
  const name = geneName(gene.gene);
  const choices = stateChoices(STATES_BY_INHERITANCE[inheritance]);
  const label = ({ state, chance }: StateChoice) => chance
    ? t('states.possibleHetAt', { percent: chance })
    : t(`states.${inheritance === 'dominant' && state === 'super' ? 'homozygous' : state}`);
  const value = gene.state === 'possible-het' ? `${gene.state}:${gene.chance}` : gene.state;
  return (
    <Group component="li" gap="xs" wrap="nowrap" align="center">
      <Text fw={600} size="sm" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{name}</Text>
      {choices.length > 1
        ? <Select aria-label={t('parents.stateOf', { name })} size="xs" w={188} allowDeselect={false} value={value}
            data={choices.map((c) => ({ value: c.value, label: label(c) }))} onChange={(picked) => {
              const choice = choices.find((c) => c.value === picked);
              if (choice) onChange({ type: 'state', state: choice.state, chance: choice.chance });
            }} />
        : <Text size="xs" c="dimmed">{t('states.line')}</Text>}
      <ActionIcon variant="subtle" color="gray" aria-label={t('parents.remove', { name })} onClick={() => onChange({ type: 'remove' })}>
        <CloseIcon size={16} />
      </ActionIcon>
    </Group>
  );
}
