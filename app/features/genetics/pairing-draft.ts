/**
 * The planner's working state: a species and two parents, each a list of genes with a state.
 * It lives in the page only; what survives a reload is the link (`?sire=<id>&dam=<id>`), whose
 * reptiles bring the morphs on their profiles. Pure: the page keeps it in a reducer, and the
 * reptile form edits a profile's morphs with the same gene actions (editGenes).
 */
import { GENES, type CatalogueSpecies } from '../../../shared/genetics/genes';
import { catalogueSpeciesOf } from '../../../shared/genetics/species';
import { ratio, type Ratio } from '../../../shared/genetics/ratio';
import type { Morph } from '../../../shared/schemas/morphs';
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
  /** The rows a reptile's morphs replaced, until the keeper puts them back or picks again. */
  replaced?: DraftGene[] | null;
}

export interface PairingDraft {
  species: PlannerSpecies;
  sire: DraftParent;
  dam: DraftParent;
}

/** One change to a list of genes, in the planner or on a profile. */
export type GeneAction =
  | { type: 'add'; gene: string | CustomGene }
  | { type: 'state'; index: number; state: ParentGeneState; chance?: PossibleHetChance }
  | { type: 'remove'; index: number };

export type DraftAction =
  | { type: 'species'; species: PlannerSpecies }
  /** A reptile as a parent: its species, and its morphs (when it has any) replacing the rows. */
  | { type: 'reptile'; side: Side; reptileId: string | null; species?: string; morphs?: readonly Morph[] | null }
  | { type: 'restore'; side: Side }
  | (GeneAction & { side: Side });

export const EMPTY_DRAFT: PairingDraft = { species: 'ball-python', sire: { reptileId: null, genes: [] }, dam: { reptileId: null, genes: [] } };

export const inheritanceOf = (gene: string | CustomGene) =>
  typeof gene === 'string' ? (GENES.find((g) => g.id === gene)?.inheritance ?? 'recessive') : gene.inheritance;

export const geneKey = (gene: string | CustomGene) => (typeof gene === 'string' ? gene : `custom:${gene.name.trim().toLowerCase()}`);

/** Catalogue genes of another species do not come along to a new species; typed genes do. */
function withSpecies(draft: PairingDraft, species: PlannerSpecies): PairingDraft {
  const keep = (p: DraftParent): DraftParent => ({ ...p, genes: p.genes.filter((g) => typeof g.gene !== 'string' || g.gene.startsWith(`${species}:`)) });
  return { species, sire: keep(draft.sire), dam: keep(draft.dam) };
}

/** A gene already listed is not added twice; a state its mode does not allow is not taken. */
export function editGenes(genes: DraftGene[], action: GeneAction): DraftGene[] {
  switch (action.type) {
    case 'add':
      if (genes.some((g) => geneKey(g.gene) === geneKey(action.gene))) return genes;
      return [...genes, { gene: action.gene, state: 'visual', chance: '50' }];
    case 'state':
      return genes.map((g, i) => (i === action.index && STATES_BY_INHERITANCE[inheritanceOf(g.gene)].includes(action.state)
        ? { ...g, state: action.state, chance: action.chance ?? g.chance }
        : g));
    case 'remove':
      return genes.filter((_, i) => i !== action.index);
  }
}

const sameGenes = (a: readonly DraftGene[], b: readonly DraftGene[]) => JSON.stringify(a) === JSON.stringify(b);

function takeReptile(draft: PairingDraft, action: Extract<DraftAction, { type: 'reptile' }>): PairingDraft {
  const species = action.species ? catalogueSpeciesOf(action.species) : null;
  const current = draft[action.side];
  const base = species && species !== draft.species ? withSpecies(draft, species) : draft;
  const genes = draftFromMorphs(action.morphs);
  // A reptile without recorded morphs leaves the rows as they are: the keeper may be typing them.
  if (!action.reptileId || genes.length === 0) return { ...base, [action.side]: { ...base[action.side], reptileId: action.reptileId, replaced: null } };
  const before = current.replaced ?? current.genes;
  return { ...base, [action.side]: { reptileId: action.reptileId, genes, replaced: before.length > 0 && !sameGenes(before, genes) ? before : null } };
}

export function draftReducer(draft: PairingDraft, action: DraftAction): PairingDraft {
  switch (action.type) {
    case 'species':
      return withSpecies(draft, action.species);
    case 'reptile':
      return takeReptile(draft, action);
    case 'restore': {
      const parent = draft[action.side];
      return parent.replaced ? { ...draft, [action.side]: { ...parent, genes: parent.replaced, replaced: null } } : draft;
    }
    default:
      return { ...draft, [action.side]: { ...draft[action.side], genes: editGenes(draft[action.side].genes, action) } };
  }
}

const CHANCE_VALUE: Record<PossibleHetChance, number> = { '50': 0.5, '66': 0.66, '33': 0.33 };

/** A stored chance as the nearest one offered; the app only ever stores these three. */
function chanceOf(probability: number): PossibleHetChance {
  return POSSIBLE_HET_CHANCES.reduce((best, c) => (Math.abs(CHANCE_VALUE[c] - probability) < Math.abs(CHANCE_VALUE[best] - probability) ? c : best));
}

/** A profile's morphs as rows to edit or to plan with. */
export function draftFromMorphs(morphs: readonly Morph[] | null | undefined): DraftGene[] {
  return (morphs ?? []).map((m) => ({ gene: m.gene, state: m.state, chance: m.state === 'possible-het' && m.probability !== undefined ? chanceOf(m.probability) : '50' }));
}

/** Rows as a profile stores them: a possible het's chance as 0.5, 0.66 or 0.33, as breeders write it. */
export function morphsFromDraft(genes: readonly DraftGene[]): Morph[] {
  return genes.map(({ gene, state, chance }) => (state === 'possible-het' ? { gene, state, probability: CHANCE_VALUE[chance] } : { gene, state }));
}

export function parentGenes(parent: DraftParent): ParentGene[] {
  return parent.genes.map(({ gene, state, chance }) =>
    state === 'possible-het' ? { gene, state, probability: CHANCE_RATIO[chance] } : { gene, state });
}
