/** "Days since last feeding" on the dashboard: calendar days, not 24-hour spans. */
import { daysBetween } from './calendar-date';

/** 0 on the same day, 1 the day after; negative for a date after today. */
export const daysSince = (isoDate: string, today: string): number => daysBetween(isoDate, today);
