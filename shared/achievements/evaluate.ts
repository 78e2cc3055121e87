/**
 * Which achievements a keeper has newly earned, and how far along the locked ones are. Pure: the
 * server calls it in the transaction of the mutation that may cross a threshold (and in the
 * backfill after the catalogue grows) with counters it counted itself; what it returns is then
 * inserted under a unique (user, achievement) key, so a second call that races this one awards
 * nothing twice.
 *
 * Meta achievements count over the result: a step that earns the 12th achievement also earns
 * "achievement hunter" (the 13th), and completing the rest earns "completionist" in that step.
 */
import { ACHIEVEMENTS, type Achievement, type AchievementId, type AchievementRule } from './catalogue';
import type { AchievementCounters } from './counters';

/**
 * The number a locked achievement's rule compares and the number it needs, with `earned` the ids
 * held so far. Only ever asked of a locked one, so "all others" is every held id of the catalogue.
 */
function measure(rule: AchievementRule, counters: AchievementCounters, earned: ReadonlySet<string>, catalogue: readonly Achievement[]) {
  if (rule.counter !== 'achievements') return { current: counters[rule.counter], target: rule.atLeast };
  const held = catalogue.filter((a) => earned.has(a.id)).length;
  return { current: held, target: rule.atLeast === 'allOthers' ? catalogue.length - 1 : rule.atLeast };
}

const reached = ({ current, target }: { current: number; target: number }) => current >= target;

/**
 * The achievements `counters` qualify for that `earned` does not hold yet, in catalogue order.
 * Ids in `earned` that the catalogue does not know are ignored (they count towards nothing).
 */
export function newlyEarned(counters: AchievementCounters, earned: Iterable<string>, catalogue: readonly Achievement[] = ACHIEVEMENTS): Achievement[] {
  const held = new Set(earned);
  const fresh = new Set<AchievementId>();
  const award = (a: Achievement) => {
    held.add(a.id);
    fresh.add(a.id);
  };
  for (const a of catalogue) {
    if (a.rule.counter !== 'achievements' && !held.has(a.id) && reached(measure(a.rule, counters, held, catalogue))) award(a);
  }
  // Each meta award raises the count the others compare, so repeat until nothing more is earned.
  for (let changed = true; changed;) {
    changed = false;
    for (const a of catalogue) {
      if (a.rule.counter === 'achievements' && !held.has(a.id) && reached(measure(a.rule, counters, held, catalogue))) {
        award(a);
        changed = true;
      }
    }
  }
  return catalogue.filter((a) => fresh.has(a.id));
}

export interface AchievementProgress {
  id: AchievementId;
  /** Never above target: 10 of 10 while the award is on its way, not 11 of 10. */
  current: number;
  target: number;
}

/** For the screen: each locked achievement with how far along it is ("7/10 feedings"). */
export function lockedProgress(counters: AchievementCounters, earned: Iterable<string>, catalogue: readonly Achievement[] = ACHIEVEMENTS): AchievementProgress[] {
  const held = new Set(earned);
  return catalogue.filter((a) => !held.has(a.id)).map((a) => {
    const { current, target } = measure(a.rule, counters, held, catalogue);
    return { id: a.id, current: Math.min(Math.max(0, current), target), target };
  });
}
