/**
 * Which catalogue species a reptile's free-text species names, read the one way every per-species
 * table reads it (shared/rules/species-match.ts): the scientific name, an English or a Bulgarian
 * common name, in any case, with whatever else the keeper typed around it ("Ball python (pastel)",
 * "Леопардови гекони"). Anything else has no starter genes. The stems are narrower than the
 * feeding table's where a genus holds other species the catalogue's genes do not belong to
 * (Pogona, Eublepharis).
 */
import { speciesRow } from '../rules/species-match';
import type { CatalogueSpecies } from './genes';

const TABLE: readonly { species: CatalogueSpecies; aliases: readonly (readonly string[])[] }[] = [
  { species: 'ball-python', aliases: [['ball', 'python'], ['royal', 'python'], ['regius'], ['кралск', 'питон'], ['топковид', 'питон']] },
  { species: 'leopard-gecko', aliases: [['leopard', 'gecko'], ['macularius'], ['леопард', 'гекон']] },
  { species: 'crested-gecko', aliases: [['crested', 'gecko'], ['ciliatus'], ['реснитчест', 'гекон'], ['гребенест', 'гекон']] },
  { species: 'corn-snake', aliases: [['corn', 'snake'], ['guttat'], ['маисов', 'зми'], ['маисов', 'смок'], ['царевичн', 'зми']] },
  { species: 'bearded-dragon', aliases: [['bearded', 'dragon'], ['vitticeps'], ['брадат', 'агам'], ['брадат', 'дракон']] },
];

export function catalogueSpeciesOf(species: string): CatalogueSpecies | null {
  return speciesRow(TABLE, species)?.species ?? null;
}
