/** Dates and excerpts as the feedback screens show them, in the keeper's language and zone. */
export { formatDay, formatMoment } from '../../lib/format-time';

/** The first line that has words: what a list shows of a description. */
export const firstLine = (text: string): string => text.split('\n').map((l) => l.trim()).find((l) => l !== '') ?? '';
