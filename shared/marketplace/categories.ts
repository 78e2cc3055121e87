/**
 * MorphMarket's category for a reptile's free-text species (read the one way every per-species
 * table reads it: shared/rules/species-match.ts). A species not in this table has no category:
 * the export lists it as missing rather than guess, and the keeper picks the category on
 * MorphMarket.
 *
 * The names are those MorphMarket's category pages carry ("Ball Pythons", "Crested Geckos"), which
 * other keeper apps write into the same column (Geck Inspect writes "Crested Geckos"). We found no
 * official list of the import's accepted category values; the example row our layout follows
 * (morphmarket.ts) writes "ball python", which suggests the importer matches the name loosely. Only common
 * species whose category name we have seen used are listed: extend with care.
 */
import { speciesRow } from '../rules/species-match';

export interface CategoryRow {
  category: string;
  /** English common, scientific and Bulgarian names; see species-match.ts. */
  aliases: readonly (readonly string[])[];
}

/** First matching row wins, so the narrower names come first (a "Western hognose" is not a "Boa"). */
export const MORPHMARKET_CATEGORIES: readonly CategoryRow[] = [
  { category: 'Ball Pythons', aliases: [['ball', 'python'], ['royal', 'python'], ['regius'], ['кралск', 'питон'], ['топковид', 'питон']] },
  { category: 'Leopard Geckos', aliases: [['leopard', 'gecko'], ['eublepharis'], ['леопард', 'гекон']] },
  { category: 'Crested Geckos', aliases: [['crested', 'gecko'], ['ciliatus'], ['реснитчест', 'гекон'], ['гребенест', 'гекон']] },
  { category: 'Gargoyle Geckos', aliases: [['gargoyle', 'gecko'], ['auriculatus'], ['гаргойл'], ['рогат', 'гекон']] },
  { category: 'African Fat-Tailed Geckos', aliases: [['fat', 'tail', 'gecko'], ['hemitheconyx'], ['дебелоопаш', 'гекон']] },
  { category: 'Corn Snakes', aliases: [['corn', 'snake'], ['guttat'], ['маисов', 'зми'], ['царевичн', 'зми']] },
  { category: 'Hognose Snakes', aliases: [['hognose'], ['hog', 'nose'], ['heterodon'], ['свинонос']] },
  { category: 'Boas', aliases: [['boa', 'constrictor'], ['boa', 'imperator'], ['боа', 'констриктор'], ['боа', 'император']] },
  { category: 'Bearded Dragons', aliases: [['bearded', 'dragon'], ['pogona'], ['брадат', 'агам'], ['брадат', 'дракон']] },
  { category: 'Blue Tongue Skinks', aliases: [['blue', 'tongue'], ['tiliqua'], ['синьоез']] },
];

/** The category, or null when the species is not one this table knows. */
export function categoryFor(species: string): string | null {
  return speciesRow(MORPHMARKET_CATEGORIES, species)?.category ?? null;
}
