/**
 * Which catalogue species a reptile's free-text species names. Keepers type the scientific name,
 * the English or the Bulgarian common name, in any case; anything else has no starter genes.
 */
import { CATALOGUE_SPECIES, type CatalogueSpecies } from './genes';

const NAMES: Record<CatalogueSpecies, readonly string[]> = {
  'ball-python': ['python regius', 'ball python', 'royal python', 'кралски питон'],
  'leopard-gecko': ['eublepharis macularius', 'leopard gecko', 'леопардов гекон'],
  'crested-gecko': ['correlophus ciliatus', 'rhacodactylus ciliatus', 'crested gecko', 'реснитчест гекон', 'гребенест гекон'],
  'corn-snake': ['pantherophis guttatus', 'elaphe guttata', 'corn snake', 'маисова змия', 'маисов смок'],
  'bearded-dragon': ['pogona vitticeps', 'bearded dragon', 'брадата агама'],
};

const normalise = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

export function catalogueSpeciesOf(species: string): CatalogueSpecies | null {
  const wanted = normalise(species);
  return CATALOGUE_SPECIES.find((s) => NAMES[s].includes(wanted)) ?? null;
}
