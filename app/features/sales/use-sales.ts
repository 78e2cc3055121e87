/**
 * The waitlist and the sales read from the device (issue 30), live; undefined while IndexedDB
 * answers. A sale's ledger is worked out from its payments each time (shared/sales/ledger.ts),
 * never stored. A sale whose animal's transfer was accepted (the seller's synced `transfers` row)
 * is shown as handed over.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { saleLedger, type Ledger } from '../../../shared/sales/ledger';
import { inListOrder } from '../../../shared/sales/waitlist';
import type { SyncedRowOf } from '../../../shared/sync/tables';
import { useUserDb } from '../../lib/db/use-user-db';

export type LocalEntry = SyncedRowOf<'waitlist'>;
export type LocalSale = SyncedRowOf<'sales'>;
export type LocalPayment = SyncedRowOf<'salePayments'>;

export interface SaleView {
  sale: LocalSale;
  ledger: Ledger<LocalPayment>;
  /** Its animal went to the buyer through a transfer they accepted. */
  handedOver: boolean;
}

/** Every live waitlist entry, in list order (all states: the page picks which to show). */
export function useWaitlist(): LocalEntry[] | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => (db ? inListOrder((await db.waitlist.toArray()).filter((e) => !e.deleted)) : []), [db]);
}

/** Every live sale with its ledger, open ones first, then the newest. */
export function useSaleViews(): SaleView[] | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => {
    if (!db) return [];
    const [sales, payments] = await Promise.all([db.sales.toArray(), db.salePayments.toArray()]);
    const live = sales.filter((s) => !s.deleted);
    const transfers = await db.transfers.where('reptileId').anyOf(live.map((s) => s.reptileId)).toArray();
    const accepted = new Set(transfers.filter((t) => !t.deleted && t.status === 'accepted').map((t) => t.reptileId));
    const bySale = new Map<string, LocalPayment[]>();
    for (const p of payments) if (!p.deleted) bySale.set(p.saleId, [...(bySale.get(p.saleId) ?? []), p]);
    return live
      .map((sale) => ({ sale, ledger: saleLedger(sale.priceMinor, bySale.get(sale.id) ?? []), handedOver: accepted.has(sale.reptileId) }))
      .sort((a, b) => Number(b.sale.state === 'open') - Number(a.sale.state === 'open') || b.sale.id.localeCompare(a.sale.id));
  }, [db]);
}
