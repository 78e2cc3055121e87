/**
 * The waitlist's order (issue 30): entries carry a position, 1 first. Moving one renumbers the live
 * entries 1..n with it at its new place; both the device and the server run this, so a move made
 * offline shows at once and the server's numbering (of the entries it has) wins on the next pull.
 * Entries of every state keep their place; the screen lists the ones still waiting or offered.
 */
export interface Placed {
  id: string;
  position: number;
}

/** Live entries in list order: by position, then id (two devices adding at once share a number). */
export const inListOrder = <E extends Placed>(entries: readonly E[]): E[] =>
  [...entries].sort((a, b) => a.position - b.position || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

/** The entries whose position changes when `id` moves to `position`, with their new one. */
export function moved(entries: readonly Placed[], id: string, position: number): Placed[] {
  const order = inListOrder(entries);
  const from = order.findIndex((e) => e.id === id);
  if (from < 0) return [];
  const [entry] = order.splice(from, 1);
  if (!entry) return [];
  order.splice(Math.min(Math.max(position, 1), order.length + 1) - 1, 0, entry);
  return order.flatMap((e, i) => (e.position === i + 1 ? [] : [{ id: e.id, position: i + 1 }]));
}

/** Where a new entry goes: after the last. */
export const nextPosition = (entries: readonly Placed[]): number => entries.reduce((max, e) => Math.max(max, e.position), 0) + 1;
