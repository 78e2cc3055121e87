/** Dates and excerpts as the feedback screens show them, in the keeper's language and zone. */

export const formatDay = (at: number, lng: string): string => new Intl.DateTimeFormat(lng, { dateStyle: 'medium' }).format(at);

export const formatMoment = (at: number, lng: string): string => new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short' }).format(at);

/** The first line that has words: what a list shows of a description. */
export const firstLine = (text: string): string => text.split('\n').map((l) => l.trim()).find((l) => l !== '') ?? '';
