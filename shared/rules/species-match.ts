/**
 * Which row of a per-species table a reptile's free-text species names. Keepers type the
 * scientific name, an English or a Bulgarian common name, in any case and spacing; a row matches
 * when every stem of one of its aliases occurs in the name ("ball python", "Python regius",
 * "кралски питон"). The incubation and feeding-rhythm tables read species this one way.
 */
export interface SpeciesAliases {
  /** Each alias is a list of stems that must all occur, lower case. */
  aliases: readonly (readonly string[])[];
}

const normalize = (species: string): string => species.toLocaleLowerCase('en').replace(/[\s_-]+/g, ' ').trim();

export function speciesRow<Row extends SpeciesAliases>(table: readonly Row[], species: string): Row | null {
  const name = normalize(species);
  if (!name) return null;
  return table.find((row) => row.aliases.some((stems) => stems.every((stem) => name.includes(stem)))) ?? null;
}
