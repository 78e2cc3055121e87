/**
 * A reptile's morphs on its profile (issue 18, docs/decisions/0025): each gene, from the starter
 * catalogue (shared/genetics/genes.ts, by id) or typed by the keeper with its mode of inheritance,
 * and the animal's state for it: visual, het, possible het with its chance, or super. The states a
 * gene may take are its mode's (STATES_BY_INHERITANCE), so a stored profile always feeds the
 * pairing planner. Messages are keys of the `genetics` namespace.
 */
import { z } from 'zod';
import { GENES, INHERITANCES, type Inheritance } from '../genetics/genes';
import { STATES_BY_INHERITANCE } from '../genetics/parent-genes';

/** More genes than any real animal is sold with; a bound for the stored JSON. */
export const MORPHS_MAX = 30;

const name = z.string().trim().min(1, 'errors.geneNameRequired').max(60, 'errors.tooLong');

export const CustomGeneSchema = z.strictObject({
  name,
  inheritance: z.enum(INHERITANCES, { error: 'errors.inheritanceInvalid' }),
  superName: name.optional(),
});

export const Morph = z.strictObject({
  /** A catalogue gene's id, or a gene the keeper typed. */
  gene: z.union([z.string().min(1).max(80), CustomGeneSchema], { error: 'errors.geneInvalid' }),
  state: z.enum(['visual', 'het', 'possible-het', 'super'], { error: 'errors.stateInvalid' }),
  /** A possible het's chance of being het: 0.5 ("50% het"), 0.66 ("66% het"), ... */
  probability: z.number({ error: 'errors.probabilityInvalid' }).gt(0, 'errors.probabilityInvalid').lt(1, 'errors.probabilityInvalid').optional(),
}).superRefine((m, ctx) => {
  let inheritance: Inheritance | undefined;
  if (typeof m.gene === 'string') {
    inheritance = GENES.find((g) => g.id === m.gene)?.inheritance;
    if (!inheritance) ctx.addIssue({ code: 'custom', path: ['gene'], message: 'errors.geneUnknown' });
  } else inheritance = m.gene.inheritance;
  if (inheritance && !STATES_BY_INHERITANCE[inheritance].includes(m.state)) ctx.addIssue({ code: 'custom', path: ['state'], message: 'errors.stateNotAllowed' });
  if ((m.state === 'possible-het') !== (m.probability !== undefined)) ctx.addIssue({ code: 'custom', path: ['probability'], message: 'errors.probabilityInvalid' });
});
export type Morph = z.output<typeof Morph>;

const geneKey = (m: Morph) => (typeof m.gene === 'string' ? m.gene : `custom:${m.gene.name.toLocaleLowerCase()}`);

export const Morphs = z.array(Morph).max(MORPHS_MAX, 'errors.tooManyGenes').superRefine((list, ctx) => {
  const seen = new Set<string>();
  list.forEach((m, i) => {
    const key = geneKey(m);
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i, 'gene'], message: 'errors.duplicateGene' });
    seen.add(key);
  });
});
