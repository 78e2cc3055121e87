/** Dates as the insight screens show them, in the app's language. */
import { dateTimeFormat } from '../../lib/format';

/** The quota resets at 00:00 UTC on the 1st: named as that day wherever the keeper is. */
export const formatResetDay = (at: number, lng: string): string => dateTimeFormat(lng, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(at);
