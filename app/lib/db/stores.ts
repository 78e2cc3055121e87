/**
 * The device database's tables and indexes: every synced table from the registry
 * (shared/sync/tables.ts), plus the tables only this device has. Declared as one Dexie version:
 * Dexie 4 reads the schema a device already has and adds what is missing (tables, indexes), so
 * older databases open without the history of earlier versions, as long as no version needs an
 * upgrade function (test/app/local-db-upgrade.test.ts). One that does must be declared beside
 * this one with its own number.
 *
 * Hazard: this file pulls in the registry, hence zod and every row schema. The service worker
 * must not import it (nor database.ts, which declares it): it opens the page's database through
 * local-db.ts, and test/unit/sw-bundle.test.ts keeps zod out of its bundle.
 */
import { SYNCED_TABLE_DEFS, SYNCED_TABLES } from '../../../shared/sync/tables';

/**
 * Bumped with every change of the tables or indexes below (test/unit/local-db-version.test.ts
 * pins them to it), because Dexie changes a device's database only when the number grows. A new
 * synced table takes the new number as its `since`.
 *
 * 1: reptiles and the sync tables. 2: growth logs. 3: the other reptile logs. 4: feeders, reminders.
 * 5: collections, achievements, coin entries, the wallet. 6: OCR imports, insights.
 * 7: transfers (the seller's sales list). 8: reptile facts (the dashboard's per-animal summaries),
 * which every upgrade rebuilds (database.ts). 9: growth logs by `date` too, like the other logs, so
 * the activity calendar and the dashboard's recent activity read them by date, not one range per
 * animal (issue 26). 10: racks, enclosures, the moves of animals between them, and enclosures'
 * readings, equipment and upkeep (issue 28). 11: animals' care modes and medication courses
 * (issue 29). 12: a breeder's waitlist, sales and their payments (issue 30).
 */
export const DB_VERSION = 12;

/** Only on this device (what each holds: database.ts). */
export const LOCAL_STORES = {
  shadow: 'key',
  outbox: 'mutationId',
  meta: 'key',
  rejections: 'mutationId',
  photos: 'reptileId, state',
  reptileFacts: 'reptileId',
} as const;

export const DB_STORES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(SYNCED_TABLES.map((t) => [t, SYNCED_TABLE_DEFS[t].indexes])),
  ...LOCAL_STORES,
};
