/** Moments (epoch milliseconds) as the screens show them, in the reader's language and own time zone. */

/** "Nov 27, 2026". */
export const formatDay = (at: number, lng: string): string => new Intl.DateTimeFormat(lng, { dateStyle: 'medium' }).format(at);

/** "Nov 27, 2026, 10:15 AM". */
export const formatMoment = (at: number, lng: string): string => new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short' }).format(at);
