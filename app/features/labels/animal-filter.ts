/** Accents and case aside: "monty" finds "Monty", "корнова" finds "Корнова змия". */
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/** The animals whose name or species holds the filter, in their order. */
export function filterAnimals<R extends { name: string; species: string }>(animals: readonly R[], filter: string): R[] {
  const q = fold(filter.trim());
  return q ? animals.filter((r) => fold(r.name).includes(q) || fold(r.species).includes(q)) : [...animals];
}
