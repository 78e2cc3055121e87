/**
 * The planner's working state: a species and two parents, each a list of genes with a state.
 * It lives in the page only (saved pairings come with their own synced table), so reloading
 * starts over. Pure: the page keeps it in a reducer.
 */
import { GENES, type CatalogueSpecies } from '../../../shared/genetics/genes';
import { catalogueSpeciesOf } from '../../../shared/genetics/species';
import { ratio, type Ratio } from '../../../shared/genetics/ratio';
import { STATES_BY_INHERITANCE, type CustomGene, type ParentGene, type ParentGeneState } from '../../../shared/rules/genetics';

export type PlannerSpecies = CatalogueSpecies | 'other';
export type Side = 'sire' | 'dam';

/** The possible-het chances offered: what breeders sell as 50%, 66% and 33% possible het. */
export const POSSIBLE_HET_CHANCES = ['50', '66', '33'] as const;
export type PossibleHetChance = (typeof POSSIBLE_HET_CHANCES)[number];
const CHANCE_RATIO: Record<PossibleHetChance, Ratio> = { '50': ratio(1, 2), '66': ratio(2, 3), '33': ratio(1, 3) };

export interface DraftGene {
  /** Catalogue id or the typed gene itself. */
  gene: string | CustomGene;
  state: ParentGeneState;
  chance: PossibleHetChance;
}

export interface DraftParent {
  reptileId: string | null;
  genes: DraftGene[];
}

export interface PairingDraft {
  species: PlannerSpecies;
  sire: DraftParent;
  dam: DraftParent;
}

export type DraftAction =
  | { type: 'species'; species: PlannerSpecies }
  | { type: 'reptile'; side: Side; reptileId: string | null; species?: string }
  | { type: 'add'; side: Side; gene: string | CustomGene }
  | { type: 'state'; side: Side; index: number; state: ParentGeneState; chance?: PossibleHetChance }
  | { type: 'remove'; side: Side; index: number };

export const EMPTY_DRAFT: PairingDraft = { species: 'ball-python', sire: { reptileId: null, genes: [] }, dam: { reptileId: null, genes: [] } };

export const inheritanceOf = (gene: string | CustomGene) =>
  typeof gene === 'string' ? (GENES.find((g) => g.id === gene)?.inheritance ?? 'recessive') : gene.inheritance;

export const geneKey = (gene: string | CustomGene) => (typeof gene === 'string' ? gene : `custom:${gene.name.trim().toLowerCase()}`);

/** Catalogue genes of another species do not come along to a new species; typed genes do. */
function withSpecies(draft: PairingDraft, species: PlannerSpecies): PairingDraft {
  const keep = (p: DraftParent): DraftParent => ({ ...p, genes: p.genes.filter((g) => typeof g.gene !== 'string' || g.gene.startsWith(`${species}:`)) });
  return { species, sire: keep(draft.sire), dam: keep(draft.dam) };
}

function updateGenes(draft: PairingDraft, side: Side, change: (genes: DraftGene[]) => DraftGene[]): PairingDraft {
  return { ...draft, [side]: { ...draft[side], genes: change(draft[side].genes) } };
}

export function draftReducer(draft: PairingDraft, action: DraftAction): PairingDraft {
  switch (action.type) {
    case 'species':
      return withSpecies(draft, action.species);
    case 'reptile': {
      const next = { ...draft, [action.side]: { ...draft[action.side], reptileId: action.reptileId } };
      const species = action.species ? catalogueSpeciesOf(action.species) : null;
      return species && species !== draft.species ? withSpecies(next, species) : next;
    }
    case 'add':
      if (draft[action.side].genes.some((g) => geneKey(g.gene) === geneKey(action.gene))) return draft;
      return updateGenes(draft, action.side, (genes) => [...genes, { gene: action.gene, state: 'visual', chance: '50' }]);
    case 'state':
      return updateGenes(draft, action.side, (genes) => genes.map((g, i) => (i === action.index && STATES_BY_INHERITANCE[inheritanceOf(g.gene)].includes(action.state)
        ? { ...g, state: action.state, chance: action.chance ?? g.chance }
        : g)));
    case 'remove':
      return updateGenes(draft, action.side, (genes) => genes.filter((_, i) => i !== action.index));
  }
}

export function parentGenes(parent: DraftParent): ParentGene[] {
  return parent.genes.map(({ gene, state, chance }) =>
    state === 'possible-het' ? { gene, state, probability: CHANCE_RATIO[chance] } : { gene, state });
}
