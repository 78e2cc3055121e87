/** Excerpts as the feedback screens show them (dates: app/lib/format). */

/** The first line that has words: what a list shows of a description. */
export const firstLine = (text: string): string => text.split('\n').map((l) => l.trim()).find((l) => l !== '') ?? '';
