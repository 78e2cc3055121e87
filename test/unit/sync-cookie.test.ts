/**
 * What a stored cookie covers (app/lib/sync/cookie.ts): the tables it names, or for a cookie
 * written before cookies named them the nine tables every such app had; and which tables a
 * device must fetch alone before its normal pull.
 */
import { describe, expect, it } from 'vitest';
import { backfillCookie, coveredTables, effectiveCookie, missingTables } from '../../app/lib/sync/cookie';
import type { CookieMeta } from '../../app/lib/db/database';
import { SCHEMA_VERSION } from '../../shared/sync/constants';
import { SYNCED_TABLES, type SyncedTable } from '../../shared/sync/tables';

const cookie = (over: Partial<CookieMeta> = {}): CookieMeta => ({ key: 'cookie', cookie: 40, ackedMutationId: 3, schemaVersion: SCHEMA_VERSION, ...over });
const ALL_BUT = (...gone: SyncedTable[]) => SYNCED_TABLES.filter((t) => !gone.includes(t));
const TABLES_BEFORE_COVERAGE = ['reptiles', 'feedingLogs', 'growthLogs', 'sheddingLogs', 'healthLogs', 'breedingLogs', 'eventLogs', 'reminders', 'feeders'];

describe('a stored cookie', () => {
  it('without tables (written before cookies named them) covers the nine tables of that time', () => {
    expect(coveredTables(cookie())).toEqual(TABLES_BEFORE_COVERAGE);
    expect(missingTables(cookie())).toEqual(SYNCED_TABLES.filter((t) => !TABLES_BEFORE_COVERAGE.includes(t)));
  });

  it.each([
    ['covers what it names', cookie({ tables: ALL_BUT('reminders') }), ALL_BUT('reminders'), ['reminders']],
    ['ignores tables this app does not know', cookie({ tables: ['reptiles', 'trophies' as SyncedTable] }), ['reptiles'], ALL_BUT('reptiles')],
    ['at 0 needs nothing fetched alone: its pull brings every table', cookie({ cookie: 0, tables: ['reptiles'] }), ['reptiles'], []],
    ['of another schema version starts at 0, so the same', cookie({ schemaVersion: SCHEMA_VERSION - 1, tables: ['reptiles'] }), ['reptiles'], []],
  ] as const)('%s', (_name, state, covered, missing) => {
    expect(coveredTables(state)).toEqual(covered);
    expect(missingTables(state)).toEqual(missing);
  });

  it.each([
    ['the cookie of the same schema version', cookie(), 40],
    ['0 under another schema version', cookie({ schemaVersion: SCHEMA_VERSION + 1 }), 0],
  ] as const)('is sent as %s', (_name, state, sent) => expect(effectiveCookie(state)).toBe(sent));

  it.each([
    ['no fetch under way', undefined, ['reminders'], 0],
    ['a fetch of the same tables resumes', { tables: ['feeders', 'reminders'], cookie: 17 }, ['reminders', 'feeders'], 17],
    ['a fetch of other tables starts again', { tables: ['reminders'], cookie: 17 }, ['reminders', 'feeders'], 0],
  ] as const)('fetching missing tables: %s', (_name, backfill, tables, from) => {
    expect(backfillCookie(cookie({ backfill: backfill && { tables: [...backfill.tables], cookie: backfill.cookie } }), tables)).toBe(from);
  });
});
