/**
 * The odds at one locus: each parent's pair of alleles, the gametes they give, and the babies
 * grouped by what a keeper can see. Hidden differences (a het, a second copy of a dominant gene)
 * are kept as their share of the group, which is what "66% possible het" means.
 */
import type { CopyOdds, PlannedGene } from './parent-genes';
import { PairingInputError } from './parent-genes';
import { HALF, ONE, ZERO, add, div, isZero, mul, type Ratio } from './ratio';

/** The wild-type allele. */
const WILD = '';

export interface VisibleTrait {
  gene: PlannedGene;
  form: 'visual' | 'super';
}

/** Babies that look alike at this locus. */
export interface LocusClass {
  /** Canonical and order-free: both parents swapped give the same key. */
  key: string;
  chance: Ratio;
  visible: VisibleTrait[];
  /** Hidden recessive copies: the share of this group that is het for each gene. */
  hets: { gene: PlannedGene; chance: Ratio }[];
  /** Dominant genes shown: the share of this group with two copies. */
  homozygous: { gene: PlannedGene; chance: Ratio }[];
}

type Pair = readonly [string, string];

function allelePairs(parent: readonly CopyOdds[]): { pair: Pair; chance: Ratio }[] {
  let partial: { alleles: string[]; chance: Ratio }[] = [{ alleles: [], chance: ONE }];
  for (const { gene, copies } of parent) {
    partial = partial.flatMap((p) => copies.map((c) => ({ alleles: [...p.alleles, ...Array<string>(c.count).fill(gene.key)], chance: mul(p.chance, c.chance) })));
  }
  return partial.map(({ alleles, chance }) => {
    const pair = alleles.length > 2 ? shownOverWeaker(parent, alleles) : alleles;
    if (!pair) throw new PairingInputError('too-many-alleles', parent.map((c) => c.gene.name).join(' / '));
    return { pair: [pair[0] ?? WILD, pair[1] ?? WILD] as const, chance };
  });
}

/** A visual recessive beside a weaker recessive allele carries one copy of each (Motley het Stripe). */
function shownOverWeaker(parent: readonly CopyOdds[], alleles: string[]): string[] | null {
  const shown = parent.find((c) => c.shownRecessive);
  const others = alleles.filter((a) => a !== shown?.gene.key);
  const weaker = (key: string) => parent.some((c) => c.gene.key === key && c.gene.inheritance === 'recessive' && shown !== undefined && shown.gene.rank < c.gene.rank);
  if (!shown || others.length !== 1 || !others.every(weaker)) return null;
  return [shown.gene.key, ...others];
}

function gametes(parent: readonly CopyOdds[]): Map<string, Ratio> {
  const out = new Map<string, Ratio>();
  for (const { pair, chance } of allelePairs(parent)) {
    for (const allele of pair) out.set(allele, add(out.get(allele) ?? ZERO, mul(chance, HALF)));
  }
  return out;
}

interface PairLook {
  visible: VisibleTrait[];
  hets: PlannedGene[];
  homozygous: PlannedGene[];
}

/**
 * What a baby with these two alleles shows. A recessive allele shows in two copies, or beside a
 * recessive allele it outranks (Motley over Stripe, which stays hidden as a het); incomplete
 * dominant and dominant alleles always show, two different ones side by side (Mojave Lesser).
 */
function look([a, b]: Pair, genes: ReadonlyMap<string, PlannedGene>): PairLook {
  const out: PairLook = { visible: [], hets: [], homozygous: [] };
  for (const allele of new Set([a, b])) {
    const gene = genes.get(allele);
    if (!gene) continue;
    const other = allele === a ? b : a;
    const partner = genes.get(other);
    const twoCopies = a === b;
    if (gene.inheritance === 'incomplete-dominant') out.visible.push({ gene, form: twoCopies ? 'super' : 'visual' });
    else if (gene.inheritance === 'dominant') {
      out.visible.push({ gene, form: 'visual' });
      if (twoCopies) out.homozygous.push(gene);
    } else if (twoCopies || (partner?.inheritance === 'recessive' && gene.rank < partner.rank)) out.visible.push({ gene, form: 'visual' });
    else out.hets.push(gene);
  }
  return out;
}

export const byRank = (a: PlannedGene, b: PlannedGene): number => a.rank - b.rank || a.key.localeCompare(b.key);

export function locusOdds(sire: readonly CopyOdds[], dam: readonly CopyOdds[]): LocusClass[] {
  const genes = new Map([...sire, ...dam].map((c) => [c.gene.key, c.gene] as const));
  const sireGametes = gametes(sire);
  const damGametes = gametes(dam);
  const classes = new Map<string, { chance: Ratio; visible: VisibleTrait[]; hets: Map<string, Ratio>; homozygous: Map<string, Ratio> }>();
  for (const [a, pa] of sireGametes) {
    for (const [b, pb] of damGametes) {
      const chance = mul(pa, pb);
      if (isZero(chance)) continue;
      const seen = look([a, b], genes);
      const visible = seen.visible.sort((x, y) => byRank(x.gene, y.gene));
      const key = visible.map((v) => `${v.form}:${v.gene.key}`).join('+');
      const entry = classes.get(key) ?? { chance: ZERO, visible, hets: new Map(), homozygous: new Map() };
      entry.chance = add(entry.chance, chance);
      for (const g of seen.hets) entry.hets.set(g.key, add(entry.hets.get(g.key) ?? ZERO, chance));
      for (const g of seen.homozygous) entry.homozygous.set(g.key, add(entry.homozygous.get(g.key) ?? ZERO, chance));
      classes.set(key, entry);
    }
  }
  const shares = (m: Map<string, Ratio>, total: Ratio) =>
    [...m].flatMap(([key, c]) => {
      const gene = genes.get(key);
      return gene ? [{ gene, chance: div(c, total) }] : [];
    }).sort((x, y) => byRank(x.gene, y.gene));
  return [...classes].map(([key, c]) => ({ key, chance: c.chance, visible: c.visible, hets: shares(c.hets, c.chance), homozygous: shares(c.homozygous, c.chance) }));
}
