/**
 * What the dashboard's breeder cards read (issue 30): the keeper's kept animals, the newest meals
 * of those old enough to list (three per animal, through the [reptileId+date] index), the open
 * sales with their ledgers and the animals offered from the waitlist. The rule is shared
 * (shared/sales/breeder-cards.ts); undefined while IndexedDB answers.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import Dexie from 'dexie';
import { addMonths, todayIn } from '../../../shared/rules/calendar-date';
import { BREEDER_RULES, breederCards, type BreederCards } from '../../../shared/sales/breeder-cards';
import { saleLedger } from '../../../shared/sales/ledger';
import { isKept } from '../../../shared/rules/transfers';
import { useUserDb } from '../../lib/db/use-user-db';

export function useBreederCards(): BreederCards | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => {
    const today = todayIn();
    if (!db) return undefined;
    const [reptiles, sales, payments, entries] = await Promise.all([db.reptiles.toArray(), db.sales.toArray(), db.salePayments.toArray(), db.waitlist.toArray()]);
    const kept = reptiles.filter((r) => !r.deleted && isKept(r));
    const listBy = addMonths(today, -BREEDER_RULES.listAgeMonths);
    const meals = new Map<string, string[]>();
    await Promise.all(kept.filter((r) => r.hatchDate && r.hatchDate <= listBy).map(async (r) => {
      const newest = await db.feedingLogs.where('[reptileId+date]').between([r.id, Dexie.minKey], [r.id, Dexie.maxKey]).reverse()
        .filter((f) => !f.deleted).limit(BREEDER_RULES.mealsEaten).toArray();
      meals.set(r.id, newest.map((f) => f.outcome));
    }));
    const liveSales = sales.filter((s) => !s.deleted);
    const openSales = liveSales.filter((s) => s.state === 'open').map((s) => ({
      id: s.id, reptileId: s.reptileId, currency: s.currency, handover: s.handover, handoverDate: s.handoverDate,
      balanceDue: saleLedger(s.priceMinor, payments.filter((p) => p.saleId === s.id && !p.deleted)).balanceDue,
    }));
    const liveEntries = entries.filter((e) => !e.deleted);
    return breederCards({
      animals: kept.map((r) => ({ id: r.id, hatchDate: r.hatchDate ?? null, sex: r.sex, recentOutcomes: meals.get(r.id) ?? [] })),
      openSales,
      offered: new Set(liveEntries.flatMap((e) => (e.state === 'offered' && e.offeredReptileId ? [e.offeredReptileId] : []))),
      hasWaitlistOrSales: liveEntries.length > 0 || liveSales.length > 0,
    }, today);
  }, [db]);
}
