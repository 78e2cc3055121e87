/**
 * What a stored pull cookie says. A cookie is a position in the user's history (a version) and
 * the synced tables it covers: this device holds each of those tables complete up to it. A table
 * the cookie does not cover (one this app gained in an update, or one an older build sharing the
 * database dropped from its pulls) is fetched alone from its start before the next normal pull
 * (backfill.ts), so an update that adds a table downloads that table only.
 */
import { SCHEMA_VERSION } from '../../../shared/sync/constants';
import { SYNCED_TABLE_DEFS, SYNCED_TABLES, type SyncedTable } from '../../../shared/sync/tables';
import type { CookieMeta } from '../db/database';

/**
 * Cookies written before they recorded their tables come from apps whose database was at this
 * version (SCHEMA_VERSION 2 arrived with version 4), so they cover the tables it held. Frozen:
 * tables added later carry a higher `since`.
 */
const DB_VERSION_BEFORE_COVERAGE = 4;

/** The cookie to send: rows stored under another schema version are not trusted, so 0 then. */
export const effectiveCookie = (state: CookieMeta): number => (state.schemaVersion === SCHEMA_VERSION ? state.cookie : 0);

/** The tables, of those this app knows, that the stored cookie covers, in registry order. */
export function coveredTables(state: CookieMeta): SyncedTable[] {
  const recorded = state.tables ?? SYNCED_TABLES.filter((t) => SYNCED_TABLE_DEFS[t].since <= DB_VERSION_BEFORE_COVERAGE);
  return SYNCED_TABLES.filter((t) => recorded.includes(t));
}

/**
 * The tables to fetch from their start before the normal pull. None when the device starts from
 * cookie 0: that pull brings every table anyway.
 */
export function missingTables(state: CookieMeta): SyncedTable[] {
  if (effectiveCookie(state) === 0) return [];
  const covered = coveredTables(state);
  return SYNCED_TABLES.filter((t) => !covered.includes(t));
}

/** Where the fetch of `tables` has got to: 0 unless a fetch of exactly these tables was cut off. */
export function backfillCookie(state: CookieMeta, tables: readonly SyncedTable[]): number {
  const b = state.backfill;
  return b && b.tables.length === tables.length && tables.every((t) => b.tables.includes(t)) ? b.cookie : 0;
}
