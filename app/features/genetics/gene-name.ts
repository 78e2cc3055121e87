import { GENES } from '../../../shared/genetics/genes';
import type { CustomGene } from '../../../shared/rules/genetics';

/** A gene's name as the keeper picked or typed it. */
export const geneName = (gene: string | CustomGene): string =>
  typeof gene === 'string' ? (GENES.find((g) => g.id === gene)?.name ?? gene) : gene.name.trim();
