/**
 * The pairing planner's odds: what the babies of two parents can look like, with the exact chance
 * of each look and, for normal-looking babies, the chance they carry a hidden gene.
 *
 * Genes at different loci assort independently (linkage is not modelled); alleles at one locus
 * (the catalogue's BEL complex, Motley and Stripe) pair up as alleles do. Babies are grouped by
 * what a keeper can see, so het × het reads 25% visual and 75% normal "66% possible het", not a
 * separate 50% het nobody could pick out. A possible-het parent is weighted exactly: a 50% possible
 * het passes the gene a quarter of the time. Two copies of a dominant gene look like one, so the
 * group shows the share with two (possible homozygous). A super form that does not survive keeps
 * its share of the eggs and is marked not viable, rather than the odds being quietly renormalised.
 * Line-bred (polygenic) traits get no numbers: they are listed as "offspring may show it".
 */
import { GENES, GENE_NOTES, type Gene, type GeneNote } from '../genetics/genes';
import { byRank, locusOdds, type LocusClass } from '../genetics/locus';
import { PairingInputError, parentCopies, type CopyOdds, type PairingError, type ParentGene, type PlannedGene } from '../genetics/parent-genes';
import { ONE, ZERO, compare, isZero, mul, toNumber, type Ratio } from '../genetics/ratio';

export type { CustomGene, PairingError, ParentGene, ParentGeneState, PlannedGene } from '../genetics/parent-genes';
export { STATES_BY_INHERITANCE } from '../genetics/parent-genes';

export interface OffspringGene {
  gene: PlannedGene;
  state: 'super' | 'visual' | 'het' | 'possible-het';
  /** For a possible het, the chance the baby carries the gene; otherwise 1. */
  chance: Ratio;
  /** For a dominant gene shown, the chance of two copies (0 when it has one). */
  homozygous: Ratio;
}

export interface Outcome {
  /** Canonical: the same look gets the same key whichever parent is the sire. */
  key: string;
  probability: Ratio;
  /** For display only. */
  percent: number;
  /** Shown genes first (dominant modes, then recessive), then the hidden ones. */
  genes: OffspringGene[];
  /** False when the baby carries a super form that does not survive. */
  viable: boolean;
}

export interface LineTrait {
  gene: PlannedGene;
  sire: boolean;
  dam: boolean;
}

export interface PairingOdds {
  /** Most likely first; at equal odds, more shown genes first. */
  outcomes: Outcome[];
  lines: LineTrait[];
  notes: GeneNote[];
}

export type PairingResult = { ok: true; odds: PairingOdds } | { ok: false; error: PairingError; gene: string };

export interface PairingOptions {
  /** The genes ids are looked up in (the starter catalogue unless a test brings its own). */
  catalogue?: readonly Gene[];
}

const STATE_ORDER: Record<OffspringGene['state'], number> = { super: 0, visual: 0, het: 2, 'possible-het': 3 };
const orderOf = (g: OffspringGene) => STATE_ORDER[g.state] + (g.gene.inheritance === 'recessive' && g.state === 'visual' ? 1 : 0);
/** The order genes are named in a look: shown dominant modes, shown recessives, hets, possible hets. */
export const byLook = (a: OffspringGene, b: OffspringGene): number => orderOf(a) - orderOf(b) || byRank(a.gene, b.gene);

function classGenes(c: LocusClass): OffspringGene[] {
  const homozygous = new Map(c.homozygous.map((h) => [h.gene.key, h.chance] as const));
  return [
    ...c.visible.map(({ gene, form }) => ({ gene, state: form, chance: ONE, homozygous: homozygous.get(gene.key) ?? ZERO })),
    ...c.hets.map(({ gene, chance }) => ({ gene, state: compare(chance, ONE) === 0 ? ('het' as const) : ('possible-het' as const), chance, homozygous: ZERO })),
  ];
}

function combine(loci: readonly LocusClass[][]): Outcome[] {
  let partial: { keys: string[]; chance: Ratio; genes: OffspringGene[] }[] = [{ keys: [], chance: ONE, genes: [] }];
  for (const classes of loci) {
    partial = partial.flatMap((p) => classes.map((c) => ({ keys: [...p.keys, c.key], chance: mul(p.chance, c.chance), genes: [...p.genes, ...classGenes(c)] })));
  }
  return partial.filter((p) => !isZero(p.chance)).map(({ keys, chance, genes }) => {
    const sorted = genes.sort(byLook);
    return {
      key: keys.filter(Boolean).join('+'),
      probability: chance,
      percent: toNumber(chance) * 100,
      genes: sorted,
      viable: !sorted.some((g) => g.state === 'super' && g.gene.superLethal),
    };
  });
}

/** At equal odds the look with more to see comes first: Super Pastel before Normal. */
const shownCount = (o: Outcome) => o.genes.filter((g) => g.state === 'visual' || g.state === 'super').length;

function lociOf(sire: CopyOdds[], dam: CopyOdds[]): Map<string, { sire: CopyOdds[]; dam: CopyOdds[] }> {
  const loci = new Map<string, { sire: CopyOdds[]; dam: CopyOdds[] }>();
  const add = (c: CopyOdds, side: 'sire' | 'dam') => {
    const locus = loci.get(c.gene.locus) ?? { sire: [], dam: [] };
    locus[side].push(c);
    loci.set(c.gene.locus, locus);
  };
  sire.forEach((c) => add(c, 'sire'));
  dam.forEach((c) => add(c, 'dam'));
  return new Map([...loci].sort(([a], [b]) => a.localeCompare(b)));
}

function lineTraits(sire: CopyOdds[], dam: CopyOdds[]): LineTrait[] {
  const lines = new Map<string, LineTrait>();
  for (const [side, parent] of [['sire', sire], ['dam', dam]] as const) {
    for (const { gene } of parent) lines.set(gene.key, { ...(lines.get(gene.key) ?? { gene, sire: false, dam: false }), [side]: true });
  }
  return [...lines.values()].sort((a, b) => byRank(a.gene, b.gene));
}

/**
 * A gene typed on both parents must be one gene: one mode of inheritance, and one spelling of
 * its name whichever parent is the sire (the one that sorts first: "Sunset" over "sunset").
 */
function sameGeneAlike(all: CopyOdds[]): void {
  for (const c of all) {
    for (const o of all) {
      if (o.gene.key !== c.gene.key) continue;
      if (o.gene.inheritance !== c.gene.inheritance) throw new PairingInputError('conflicting-gene', c.gene.name);
      if (o.gene.name < c.gene.name || (o.gene.name === c.gene.name && (o.gene.superName ?? '') < (c.gene.superName ?? ''))) c.gene = o.gene;
    }
  }
}

export function pairingOdds(sire: readonly ParentGene[], dam: readonly ParentGene[], options: PairingOptions = {}): PairingResult {
  const catalogue = options.catalogue ?? GENES;
  try {
    const sireCopies = parentCopies(sire, catalogue);
    const damCopies = parentCopies(dam, catalogue);
    const all = [...sireCopies, ...damCopies];
    sameGeneAlike(all);
    const polygenic = (c: CopyOdds) => c.gene.inheritance === 'polygenic';
    const loci = lociOf(sireCopies.filter((c) => !polygenic(c)), damCopies.filter((c) => !polygenic(c)));
    const outcomes = combine([...loci.values()].map((l) => locusOdds(l.sire, l.dam)))
      .sort((a, b) => compare(b.probability, a.probability) || shownCount(b) - shownCount(a) || a.key.localeCompare(b.key));
    const notes = GENE_NOTES.filter((note) => all.some((c) => c.gene.note === note));
    return { ok: true, odds: { outcomes, lines: lineTraits(sireCopies.filter(polygenic), damCopies.filter(polygenic)), notes } };
  } catch (error) {
    if (error instanceof PairingInputError) return { ok: false, error: error.code, gene: error.gene };
    throw error;
  }
}
