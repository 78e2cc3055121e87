import { ActionIcon, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INHERITANCES, genesOf } from '../../../shared/genetics/genes';
import { STATES_BY_INHERITANCE, type CustomGene } from '../../../shared/rules/genetics';
import { CloseIcon } from '../../components/icons';
import { CustomGeneForm } from './custom-gene-form';
import { geneName } from './gene-name';
import { POSSIBLE_HET_CHANCES, geneKey, inheritanceOf, type DraftGene, type GeneAction, type PlannerSpecies, type PossibleHetChance } from './pairing-draft';

export interface GenesEditorProps {
  genes: readonly DraftGene[];
  /** The starter list offered; 'other': genes are typed. */
  species: PlannerSpecies;
  onChange: (action: GeneAction) => void;
  /** Per row, a message key of the `genetics` namespace (the schema's), shown under the row. */
  rowErrors?: readonly (string | undefined)[];
  /** Shown when no gene is listed. */
  emptyText?: string;
  /** Keep the typed-gene form open when there is no starter list (the planner), or behind a button (a profile). */
  typingWithoutList?: boolean;
}

/**
 * A list of genes with their states, the planner's parents and a profile's morphs alike: add one
 * from the species' starter list or type it with its mode, set its state (a possible het's chance
 * in the same select, so a row fits a phone's width), remove it. A typed gene already listed, by
 * its name, is refused in words rather than silently dropped.
 */
export function GenesEditor({ genes, species, onChange, rowErrors = [], emptyText, typingWithoutList = true }: GenesEditorProps) {
  const { t } = useTranslation('genetics');
  const [typing, setTyping] = useState(false);
  const present = new Set(genes.map((g) => geneKey(g.gene)));
  const catalogue = species === 'other' ? [] : genesOf(species);
  const groups = INHERITANCES.map((inheritance) => ({
    group: t(`inheritance.${inheritance}`),
    items: catalogue.filter((g) => g.inheritance === inheritance && !present.has(g.id)).map((g) => ({ value: g.id, label: g.name })),
  })).filter((g) => g.items.length > 0);
  const alwaysTyping = species === 'other' && typingWithoutList;
  const addTyped = (gene: CustomGene): string | undefined => {
    const name = gene.name.trim().toLocaleLowerCase();
    const twin = genes.find((g) => geneName(g.gene).toLocaleLowerCase() === name);
    if (twin) return t('custom.duplicate', { name: geneName(twin.gene) });
    onChange({ type: 'add', gene });
    setTyping(false);
    return undefined;
  };

  return (
    <Stack gap="sm">
      {genes.length === 0
        ? <Text size="sm" c="dimmed">{emptyText ?? t('parents.noGenes')}</Text>
        : (
          <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {genes.map((g, index) => (
              <GeneRow key={geneKey(g.gene)} gene={g} error={rowErrors[index]} onChange={(a) => onChange({ ...a, index })} />
            ))}
          </Stack>
        )}
      {catalogue.length > 0 && (
        <Select label={t('parents.addGene')} placeholder={t('parents.addGenePlaceholder')} searchable value={null} data={groups}
          nothingFoundMessage={t('parents.noGeneFound')} onChange={(id) => id && onChange({ type: 'add', gene: id })} />
      )}
      {typing || alwaysTyping
        ? <CustomGeneForm onAdd={addTyped} onCancel={alwaysTyping ? undefined : () => setTyping(false)} />
        : <Button variant="subtle" size="compact-sm" onClick={() => setTyping(true)} style={{ alignSelf: 'flex-start' }}>{t('parents.typeGene')}</Button>}
    </Stack>
  );
}

type RowChange = { type: 'state'; state: DraftGene['state']; chance?: PossibleHetChance } | { type: 'remove' };

interface StateChoice {
  state: DraftGene['state'];
  chance?: PossibleHetChance;
  value: string;
}

function stateChoices(states: readonly DraftGene['state'][]): StateChoice[] {
  return states.flatMap((state): StateChoice[] => (state === 'possible-het'
    ? POSSIBLE_HET_CHANCES.map((chance) => ({ state, chance, value: `${state}:${chance}` }))
    : [{ state, value: state }]));
}

function GeneRow({ gene, error, onChange }: { gene: DraftGene; error?: string; onChange: (change: RowChange) => void }) {
  const { t } = useTranslation('genetics');
  const inheritance = inheritanceOf(gene.gene);
  const name = geneName(gene.gene);
  const choices = stateChoices(STATES_BY_INHERITANCE[inheritance]);
  const label = ({ state, chance }: StateChoice) => chance
    ? t('states.possibleHetAt', { percent: chance })
    : t(`states.${inheritance === 'dominant' && state === 'super' ? 'homozygous' : state}`);
  const value = gene.state === 'possible-het' ? `${gene.state}:${gene.chance}` : gene.state;
  return (
    <Stack component="li" gap={2}>
      <Group gap="xs" wrap="nowrap" align="center">
        <Text fw={600} size="sm" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{name}</Text>
        {choices.length > 1
          ? <Select aria-label={t('parents.stateOf', { name })} size="xs" w={188} allowDeselect={false} value={value} error={Boolean(error)}
              data={choices.map((c) => ({ value: c.value, label: label(c) }))} onChange={(picked) => {
                const choice = choices.find((c) => c.value === picked);
                if (choice) onChange({ type: 'state', state: choice.state, chance: choice.chance });
              }} />
          : <Text size="xs" c="dimmed">{t('states.line')}</Text>}
        <ActionIcon variant="subtle" color="gray" aria-label={t('parents.remove', { name })} onClick={() => onChange({ type: 'remove' })}>
          <CloseIcon size={16} />
        </ActionIcon>
      </Group>
      {error && <Text size="xs" c="red" role="alert">{t(error, { name })}</Text>}
    </Stack>
  );
}
