/**
 * The dashboard's breeder cards (issue 30; docs/decisions/0038-breeder-sales.md): money still owed,
 * animals leaving this week, animals ready to list and animals to sex. One pure function over what
 * the device holds, so the cards and their test read the same rule.
 */
import { addDays, addMonths } from '../rules/calendar-date';
import type { Currency } from '../schemas/sale';

/** Every number of the cards, one per line. */
export const BREEDER_RULES = {
  /** Old enough to list: hatched at least this many months ago. */
  listAgeMonths: 3,
  /** Eating: its newest this many feedings were all eaten. */
  mealsEaten: 3,
  /** Sex it: still unknown at this many months. */
  sexingAgeMonths: 6,
  /** A hatchling, for whether a keeper breeds at all: hatched within this many months. */
  hatchlingMonths: 12,
  /** "This week": today and the next six days. */
  weekDays: 7,
} as const;

export interface BreederAnimal {
  id: string;
  hatchDate: string | null;
  sex: 'male' | 'female' | 'unknown';
  /** Its newest feedings' outcomes, newest first (at least `mealsEaten` when it has them). */
  recentOutcomes: readonly string[];
}

export interface OpenSale {
  id: string;
  reptileId: string;
  currency: Currency;
  balanceDue: number;
  handover: 'ship' | 'pickup';
  handoverDate: string | null;
}

export interface BreederInput {
  /** The keeper's live animals that they still keep. */
  animals: readonly BreederAnimal[];
  openSales: readonly OpenSale[];
  /** Animals offered to a waitlist entry. */
  offered: ReadonlySet<string>;
  /** Whether the keeper has any waitlist entry or sale at all (any state). */
  hasWaitlistOrSales: boolean;
}

export interface BreederCards {
  /** Whether to show the cards: a waitlist, sales or hatchlings (a pet keeper has none). */
  shown: boolean;
  /** Owed on open sales, per currency (by its code). */
  balanceDue: { currency: Currency; minor: number }[];
  /** Open sales handed over from today to the end of the week, soonest first. */
  leavingThisWeek: OpenSale[];
  readyToList: string[];
  needsSexing: string[];
}

export function breederCards(input: BreederInput, today: string): BreederCards {
  const listBy = addMonths(today, -BREEDER_RULES.listAgeMonths);
  const sexBy = addMonths(today, -BREEDER_RULES.sexingAgeMonths);
  const hatchlingSince = addMonths(today, -BREEDER_RULES.hatchlingMonths);
  const weekEnd = addDays(today, BREEDER_RULES.weekDays - 1);
  const onSale = new Set(input.openSales.map((s) => s.reptileId));
  const owed = new Map<Currency, number>();
  for (const s of input.openSales) if (s.balanceDue > 0) owed.set(s.currency, (owed.get(s.currency) ?? 0) + s.balanceDue);
  const eating = (a: BreederAnimal) => a.recentOutcomes.length >= BREEDER_RULES.mealsEaten && a.recentOutcomes.slice(0, BREEDER_RULES.mealsEaten).every((o) => o === 'ate');
  return {
    shown: input.hasWaitlistOrSales || input.animals.some((a) => a.hatchDate !== null && a.hatchDate >= hatchlingSince && a.hatchDate <= today),
    balanceDue: [...owed].sort(([a], [b]) => (a < b ? -1 : 1)).map(([currency, minor]) => ({ currency, minor })),
    leavingThisWeek: input.openSales.filter((s) => s.handoverDate !== null && s.handoverDate >= today && s.handoverDate <= weekEnd)
      .sort((a, b) => (a.handoverDate ?? '').localeCompare(b.handoverDate ?? '') || a.id.localeCompare(b.id)),
    readyToList: input.animals.filter((a) => a.hatchDate !== null && a.hatchDate <= listBy && eating(a) && !onSale.has(a.id) && !input.offered.has(a.id)).map((a) => a.id),
    needsSexing: input.animals.filter((a) => a.sex === 'unknown' && a.hatchDate !== null && a.hatchDate <= sexBy).map((a) => a.id),
  };
}
