import { loggedOnItsDay } from '../../../shared/rules/row-moment';
import { formatTime } from './dates';

/**
 * The words of "already fed" before a second meal of a day (issue 27): who fed it when it was
 * another member, and at what time when the meal was logged on its own day. `base` names a set of
 * four keys: base, baseBy, baseAt, baseByAt; the values to fill are `member` and `time`.
 */
export function mealNotice(base: string, meal: { id: string; date: string }, member: string | null, lng: string): { key: string; member: string | null; time: string | null } {
  const at = loggedOnItsDay(meal);
  const time = at === null ? null : formatTime(at, lng);
  return { key: `${base}${member ? 'By' : ''}${time ? 'At' : ''}`, member, time };
}
