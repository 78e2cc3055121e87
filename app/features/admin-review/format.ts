/** Dates and numbers as the review screens show them, in the admin's language. */
export const formatMoment = (at: number, lng: string): string => new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short' }).format(at);

export const formatDay = (at: number, lng: string): string => new Intl.DateTimeFormat(lng, { dateStyle: 'medium' }).format(at);

/** A contest month (`2031-03`), named in UTC: the contest's months are UTC months. */
export const formatContestMonth = (month: string, lng: string): string =>
  new Intl.DateTimeFormat(lng, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.parse(`${month}-01T00:00:00Z`));
