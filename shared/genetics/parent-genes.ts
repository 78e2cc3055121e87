/**
 * A parent as the planner reads it: each gene typed or picked for it, resolved against the
 * catalogue and checked against its mode of inheritance, with the copies it may carry.
 */
import { GENES, type Gene, type GeneNote, type Inheritance } from './genes';
import { ONE, isZero, probabilityRatio, sub, type Ratio } from './ratio';

/** A gene the keeper typed: not in the catalogue, known by its name. */
export interface CustomGene {
  name: string;
  inheritance: Inheritance;
  superName?: string;
}

export type ParentGeneState = 'visual' | 'het' | 'possible-het' | 'super';

export type ParentGene =
  | { gene: string | CustomGene; state: 'visual' | 'het' | 'super' }
  /** The chance the parent is het: 0.5, 0.66 (two thirds), or an exact ratio. */
  | { gene: string | CustomGene; state: 'possible-het'; probability: number | Ratio };

export type PairingError = 'unknown-gene' | 'state-not-allowed' | 'duplicate-gene' | 'conflicting-gene' | 'too-many-alleles' | 'bad-probability';

/** A gene as the planner computes with it, catalogue or custom alike. */
export interface PlannedGene {
  /** The catalogue id, or `custom:<name in lower case>` so both parents' typed genes meet. */
  key: string;
  name: string;
  inheritance: Inheritance;
  superName?: string;
  superLethal?: boolean;
  /** Genes sharing a locus are alleles; a gene outside any catalogue locus is its own. */
  locus: string;
  /** Order for names and for dominance among recessive alleles: catalogue order, typed genes after. */
  rank: number;
  note?: GeneNote;
}

/** What a parent may be for each mode: a "het Pastel" is a Pastel, a "super Clown" is nothing. */
export const STATES_BY_INHERITANCE: Record<Inheritance, readonly ParentGeneState[]> = {
  recessive: ['visual', 'het', 'possible-het'],
  'incomplete-dominant': ['visual', 'super'],
  dominant: ['visual', 'super'],
  polygenic: ['visual'],
};

export class PairingInputError extends Error {
  constructor(readonly code: PairingError, readonly gene: string) {
    super(`${code}: ${gene}`);
  }
}

/** How many copies of the gene the parent carries, each count with its chance. */
export interface CopyOdds {
  gene: PlannedGene;
  copies: readonly { count: 0 | 1 | 2; chance: Ratio }[];
  /**
   * A visual recessive: two copies, unless it shows over a weaker allele the parent also carries
   * ("Motley het Stripe" is one Motley and one Stripe), which the locus settles.
   */
  shownRecessive: boolean;
}

function plannedGene(ref: string | CustomGene, catalogue: readonly Gene[]): PlannedGene {
  if (typeof ref === 'string') {
    const rank = catalogue.findIndex((g) => g.id === ref);
    const gene = catalogue[rank];
    if (!gene) throw new PairingInputError('unknown-gene', ref);
    return { key: gene.id, name: gene.name, inheritance: gene.inheritance, superName: gene.superName, superLethal: gene.superLethal, locus: gene.locus ?? gene.id, rank, note: gene.note };
  }
  const name = ref.name.trim().replace(/\s+/g, ' ');
  if (!name) throw new PairingInputError('unknown-gene', ref.name);
  const key = `custom:${name.toLowerCase()}`;
  return { key, name, inheritance: ref.inheritance, superName: ref.superName?.trim() || undefined, locus: key, rank: catalogue.length };
}

function copies(entry: ParentGene, gene: PlannedGene): CopyOdds['copies'] {
  if (!STATES_BY_INHERITANCE[gene.inheritance].includes(entry.state)) throw new PairingInputError('state-not-allowed', gene.name);
  switch (entry.state) {
    case 'possible-het': {
      const p = probabilityRatio(entry.probability);
      const rest = sub(ONE, p);
      if (p.num <= 0n || isZero(rest) || rest.num < 0n) throw new PairingInputError('bad-probability', gene.name);
      return [{ count: 1, chance: p }, { count: 0, chance: rest }];
    }
    case 'het':
      return [{ count: 1, chance: ONE }];
    case 'super':
      return [{ count: 2, chance: ONE }];
    case 'visual':
      // A visual recessive shows only with two copies; the dominant modes show with one.
      return [{ count: gene.inheritance === 'recessive' ? 2 : 1, chance: ONE }];
  }
}

/** One parent's genes, resolved and checked; throws PairingInputError on what cannot be. */
export function parentCopies(parent: readonly ParentGene[], catalogue: readonly Gene[] = GENES): CopyOdds[] {
  const seen = new Set<string>();
  return parent.map((entry) => {
    const gene = plannedGene(entry.gene, catalogue);
    if (seen.has(gene.key)) throw new PairingInputError('duplicate-gene', gene.name);
    seen.add(gene.key);
    return { gene, copies: copies(entry, gene), shownRecessive: gene.inheritance === 'recessive' && entry.state === 'visual' };
  });
}
