/** Dates as the insight screens show them, in the app's language. */

/** When an insight was made, in the keeper's own zone. */
export const formatMoment = (at: number, lng: string): string => new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short' }).format(at);

/** The quota resets at 00:00 UTC on the 1st: named as that day wherever the keeper is. */
export const formatResetDay = (at: number, lng: string): string => new Intl.DateTimeFormat(lng, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(at);
