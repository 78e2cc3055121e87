/**
 * The starter gene catalogue: common morph genes of the five species keepers breed most, for the
 * pairing planner. Ids are `<species>:<gene>` and are meant to be stored (morphs on profiles,
 * saved pairings), so never rename one; add a new id instead.
 *
 * Morph names are one string for both languages: Bulgarian keepers say and write "Pastel",
 * "Mack Snow", "Super Pastel", "Ivory" as the trade does, so a super form is a name like any
 * other. Only the words around them (het, possible het, normal, line-bred) are translated, in
 * locales/<lng>/genetics.json (decision 0025).
 *
 * Where the trade is unsure, the gene stays out or carries a note rather than a guess. Known
 * simplifications: sex linkage (Banana/Coral Glow) is not modelled, Hypo and Tangerine leopard
 * geckos are line-bred traits, Axanthic is listed per line because the lines do not pair up, and
 * Spider's unproven homozygous form is computed like any dominant gene's (its note says so).
 */
export const INHERITANCES = ['recessive', 'incomplete-dominant', 'dominant', 'polygenic'] as const;
export type Inheritance = (typeof INHERITANCES)[number];

export const CATALOGUE_SPECIES = ['ball-python', 'leopard-gecko', 'crested-gecko', 'corn-snake', 'bearded-dragon'] as const;
export type CatalogueSpecies = (typeof CATALOGUE_SPECIES)[number];

/** A caution shown beside the odds when the gene is in a pairing: `genetics:notes.<key>`. */
export const GENE_NOTES = ['axanthic-lines', 'bel-complex', 'spider-wobble', 'banana-sex-linked', 'albino-strains', 'enigma-syndrome', 'lethal-super', 'frappuccino', 'silkback', 'motley-stripe'] as const;
export type GeneNote = (typeof GENE_NOTES)[number];

export interface Gene {
  id: string;
  species: CatalogueSpecies;
  /** The morph's name, the same in every language. */
  name: string;
  inheritance: Inheritance;
  /** Incomplete dominant: the name of the two-copy form ("Super Pastel", "Ivory"). */
  superName?: string;
  /** Two copies do not survive (Super Lilly White): the planner keeps their share and marks it. */
  superLethal?: boolean;
  /**
   * Genes at one locus are alleles of each other: an animal carries at most two of them, and
   * each parent passes on one. Among recessive alleles, the one listed first in the catalogue
   * shows over the other (Motley over Stripe).
   */
  locus?: string;
  note?: GeneNote;
}

const ball = (id: string, name: string, inheritance: Inheritance, extra: Partial<Gene> = {}): Gene =>
  ({ id: `ball-python:${id}`, species: 'ball-python', name, inheritance, ...extra });
const leo = (id: string, name: string, inheritance: Inheritance, extra: Partial<Gene> = {}): Gene =>
  ({ id: `leopard-gecko:${id}`, species: 'leopard-gecko', name, inheritance, ...extra });
const crestie = (id: string, name: string, inheritance: Inheritance, extra: Partial<Gene> = {}): Gene =>
  ({ id: `crested-gecko:${id}`, species: 'crested-gecko', name, inheritance, ...extra });
const corn = (id: string, name: string, inheritance: Inheritance, extra: Partial<Gene> = {}): Gene =>
  ({ id: `corn-snake:${id}`, species: 'corn-snake', name, inheritance, ...extra });
const beardie = (id: string, name: string, inheritance: Inheritance, extra: Partial<Gene> = {}): Gene =>
  ({ id: `bearded-dragon:${id}`, species: 'bearded-dragon', name, inheritance, ...extra });

export const GENES: readonly Gene[] = [
  // Ball python (Python regius)
  ball('pastel', 'Pastel', 'incomplete-dominant', { superName: 'Super Pastel' }),
  // Mojave and Lesser belong to the BEL complex: one locus, so Mojave × Lesser gives the blue-eyed
  // leucistic "Mojave Lesser", and a Mojave Lesser never passes both genes to one baby.
  ball('mojave', 'Mojave', 'incomplete-dominant', { superName: 'Super Mojave', locus: 'ball-python:bel', note: 'bel-complex' }),
  ball('lesser', 'Lesser', 'incomplete-dominant', { superName: 'Super Lesser', locus: 'ball-python:bel', note: 'bel-complex' }),
  ball('enchi', 'Enchi', 'incomplete-dominant', { superName: 'Super Enchi' }),
  ball('cinnamon', 'Cinnamon', 'incomplete-dominant', { superName: 'Super Cinnamon' }),
  ball('black-pastel', 'Black Pastel', 'incomplete-dominant', { superName: 'Super Black Pastel' }),
  ball('banana', 'Banana (Coral Glow)', 'incomplete-dominant', { superName: 'Super Banana', note: 'banana-sex-linked' }),
  ball('yellow-belly', 'Yellow Belly', 'incomplete-dominant', { superName: 'Ivory' }),
  ball('ghi', 'GHI', 'incomplete-dominant', { superName: 'Super GHI' }),
  ball('spider', 'Spider', 'dominant', { note: 'spider-wobble' }),
  ball('albino', 'Albino', 'recessive'),
  ball('piebald', 'Piebald', 'recessive'),
  ball('clown', 'Clown', 'recessive'),
  ball('axanthic-vpi', 'Axanthic (VPI)', 'recessive', { note: 'axanthic-lines' }),
  ball('axanthic-tsk', 'Axanthic (TSK)', 'recessive', { note: 'axanthic-lines' }),

  // Leopard gecko (Eublepharis macularius). The three albinos are different genes, each
  // recessive: Tremper × Bell gives normal-looking babies het for both, which is what
  // "incompatible strains" means, and independent genes model it exactly.
  leo('mack-snow', 'Mack Snow', 'incomplete-dominant', { superName: 'Super Snow' }),
  leo('giant', 'Giant', 'incomplete-dominant', { superName: 'Super Giant' }),
  leo('enigma', 'Enigma', 'dominant', { note: 'enigma-syndrome' }),
  leo('white-and-yellow', 'White and Yellow', 'dominant'),
  leo('tremper-albino', 'Tremper Albino', 'recessive', { note: 'albino-strains' }),
  leo('bell-albino', 'Bell Albino', 'recessive', { note: 'albino-strains' }),
  leo('rainwater-albino', 'Rainwater Albino', 'recessive', { note: 'albino-strains' }),
  leo('eclipse', 'Eclipse', 'recessive'),
  leo('blizzard', 'Blizzard', 'recessive'),
  leo('murphy-patternless', 'Murphy Patternless', 'recessive'),
  leo('hypo', 'Hypo', 'polygenic'),
  leo('tangerine', 'Tangerine', 'polygenic'),

  // Crested gecko (Correlophus ciliatus)
  crestie('lilly-white', 'Lilly White', 'incomplete-dominant', { superName: 'Super Lilly White', superLethal: true, note: 'lethal-super' }),
  crestie('cappuccino', 'Cappuccino', 'incomplete-dominant', { superName: 'Frappuccino', note: 'frappuccino' }),
  crestie('dalmatian', 'Dalmatian', 'polygenic'),
  crestie('harlequin', 'Harlequin', 'polygenic'),

  // Corn snake (Pantherophis guttatus)
  corn('tessera', 'Tessera', 'dominant'),
  corn('amelanistic', 'Amelanistic', 'recessive'),
  corn('anerythristic', 'Anerythristic', 'recessive'),
  corn('charcoal', 'Charcoal', 'recessive'),
  corn('caramel', 'Caramel', 'recessive'),
  corn('hypomelanistic', 'Hypomelanistic', 'recessive'),
  corn('lavender', 'Lavender', 'recessive'),
  corn('motley', 'Motley', 'recessive', { locus: 'corn-snake:motley', note: 'motley-stripe' }),
  corn('stripe', 'Stripe', 'recessive', { locus: 'corn-snake:motley', note: 'motley-stripe' }),
  corn('diffused', 'Diffused', 'recessive'),
  corn('palmetto', 'Palmetto', 'recessive'),

  // Bearded dragon (Pogona vitticeps). Wero is the Witblits Zero combination, not a gene of its own.
  beardie('leatherback', 'Leatherback', 'incomplete-dominant', { superName: 'Silkback', note: 'silkback' }),
  beardie('dunner', 'Dunner', 'dominant'),
  beardie('hypo', 'Hypo', 'recessive'),
  beardie('translucent', 'Translucent', 'recessive'),
  beardie('witblits', 'Witblits', 'recessive'),
  beardie('zero', 'Zero', 'recessive'),
];

export const genesOf = (species: CatalogueSpecies): Gene[] => GENES.filter((g) => g.species === species);
