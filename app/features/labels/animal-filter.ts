/** Accents and case aside: "monty" finds "Monty", "корнова" finds "Корнова змия". */
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/** The items whose name or detail (an animal's species, an enclosure's place) holds the filter, in their order. */
export function filterAnimals<R extends { name: string; detail: string }>(items: readonly R[], filter: string): R[] {
  const q = fold(filter.trim());
  return q ? items.filter((r) => fold(r.name).includes(q) || fold(r.detail).includes(q)) : [...items];
}
