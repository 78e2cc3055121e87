/** The query parameter naming the animals /labels opens with chosen (comma-separated ids). */
export const LABELS_IDS_PARAM = 'ids';
/** ...and the enclosures (the rack view's "Print labels" links there: enclosures feature's place-links.ts). */
export const LABELS_ENCLOSURES_PARAM = 'enclosures';

/** /labels with these animals chosen: an animal page's "Print label" (`labelsLink([id])`). */
export function labelsLink(ids: readonly string[]): string {
  if (ids.length === 0) return '/labels';
  return `/labels?${new URLSearchParams({ [LABELS_IDS_PARAM]: ids.join(',') }).toString()}`;
}
