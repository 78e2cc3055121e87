/**
 * A reptile's own look from the morphs on its profile, in the planner's terms (the genes of one
 * offspring outcome), so a profile is named exactly as the planner names a baby: "Pastel Clown",
 * then what it carries unseen ("het Pied", "66% possible het Pied"). Two copies of a dominant or
 * incomplete dominant gene read as its super form; line-bred traits are named like shown genes.
 */
import { parentCopies } from '../genetics/parent-genes';
import { ONE, ZERO, probabilityRatio } from '../genetics/ratio';
import type { Morph } from '../schemas/morphs';
import { byLook, type OffspringGene, type ParentGene } from './genetics';

export const parentGeneOf = (m: Morph): ParentGene =>
  m.state === 'possible-het' ? { gene: m.gene, state: m.state, probability: m.probability ?? 0.5 } : { gene: m.gene, state: m.state };

/** The genes in naming order; null when the list cannot be read (a gene no longer in the catalogue). */
export function morphLook(morphs: readonly Morph[]): OffspringGene[] | null {
  let copies;
  try {
    copies = parentCopies(morphs.map(parentGeneOf));
  } catch {
    return null;
  }
  return copies.map(({ gene }, i): OffspringGene => {
    const m = morphs[i]!;
    const chance = m.state === 'possible-het' ? probabilityRatio(m.probability ?? 0.5) : ONE;
    return { gene, state: m.state, chance, homozygous: ZERO };
  }).sort(byLook);
}
