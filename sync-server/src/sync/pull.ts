/**
 * Pull: the rows of this user with `version > cookie`, tombstones included, oldest version first,
 * one page at a time. Versions count per user (sync spaces, docs/decisions/0010-sync-spaces.md),
 * so a cookie is a position in this user's history. A page and its `lastMutationId` are read in
 * one snapshot (a read-only transaction), so a client that applies the last page has seen every
 * effect of every mutation up to `lastMutationId`. A client whose cookie predates purged
 * tombstones (it may hold rows deleted since) is told to start over (`reset`) and gets the full
 * list of live rows. `tables` limits a pull to some tables: a device fetching a table it lacks
 * from its start (cookie 0) while its cookie for the others stays where it is.
 *
 * Rows are read generically from the synced-table registry: every column of the table, snake_case
 * names as the row's camelCase fields, the row schema's boolean fields as booleans, a log's `data`
 * JSON spread into the row. Only tables whose wire shape differs from their columns say how
 * (`WIRE_SHAPES`: a reptile's photo URL, a reminder's frequency, what a transfer keeps from its seller).
 *
 * A shared collection (issue 27) is pulled on its own (`spaceId`), with its own cookie, by an
 * active member only; the pull of one's own space lists the shared spaces in force (`spaces`),
 * which is how a device learns of a new membership and of one that ended.
 */
import { PullRequest, PULL_PAGE_SIZE, SYNCED_TABLES, SyncedRows, type PullResponse, type SyncedRowOf, type SyncedTable } from '../../../shared/sync/protocol';
import { RejectionParams, type RejectionCode } from '../../../shared/sync/errors';
import type { Tx } from '../db/store';
import { checkSchemaVersion, clientState, parseBody } from './checks';
import { frequencyOf } from './mutators/reminder';
import type { SyncDeps } from './push';
import { readOwnSpace, readSpace, type Space } from './spaces';
import { isActiveMembership } from '../../../shared/spaces/roles';
import { dayOf, membershipIn, sharedSpaceViews } from '../spaces/members';
import { HttpError } from '../errors';
import { sqlTableOf } from './tables';

export function photoUrl(id: string, file: string | null): string | null {
  return file ? `/api/reptiles/${id}/photo?v=${file.slice(0, 8)}` : null;
}

type SqlRow = Record<string, unknown>;

/** Tables whose wire row is not simply their columns; the rest need nothing here. */
const WIRE_SHAPES: { [T in SyncedTable]?: (row: SqlRow) => SqlRow } = {
  reptiles: ({ photoFile, morphs, ...r }) => ({
    ...r, photoUrl: photoUrl(r.id as string, photoFile as string | null), morphs: morphs === null ? null : (JSON.parse(morphs as string) as unknown),
  }),
  reminders: ({ repeatKind, repeatEvery, ...r }) => ({ ...r, frequency: frequencyOf(repeatKind as 'once', repeatEvery as number | null) }),
  insights: ({ findings, ...r }) => ({ ...r, findings: JSON.parse(findings as string) as unknown }),
  // The keeper's own ranges and cleaning intervals (issue 28), stored as JSON.
  enclosures: ({ targets, upkeepDays, ...r }) => ({
    ...r, targets: targets === null ? null : (JSON.parse(targets as string) as unknown), upkeepDays: upkeepDays === null ? null : (JSON.parse(upkeepDays as string) as unknown),
  }),
  // A quarantine's checklist and a course's dose reminders (issue 29), stored as JSON.
  careModes: ({ checks, ...r }) => ({ ...r, checks: checks === null ? null : (JSON.parse(checks as string) as unknown) }),
  medCourses: ({ doseIds, ...r }) => ({ ...r, doseIds: JSON.parse(doseIds as string) as unknown }),
  // The seller's sales list: the buyer's account and copy are theirs, not the seller's.
  transfers: ({ buyerId: _buyer, buyerReptileId: _copy, ...r }) => r,
};

const camel = new Map<string, string>();
const camelOf = (column: string): string => {
  let name = camel.get(column);
  if (name === undefined) camel.set(column, (name = column.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase())));
  return name;
};

/** The row schema's boolean fields: SQLite answers 0/1 for them. */
const booleanFields = (table: SyncedTable): string[] => {
  const shape = SyncedRows[table].shape as Record<string, { def?: { type?: string } }>;
  return Object.keys(shape).filter((k) => shape[k]?.def?.type === 'boolean');
};
const BOOLEANS = Object.fromEntries(SYNCED_TABLES.map((t) => [t, booleanFields(t)])) as Record<SyncedTable, string[]>;

function wireRow<T extends SyncedTable>(table: T, sqlRow: SqlRow): SyncedRowOf<T> {
  let row: SqlRow = {};
  for (const [column, value] of Object.entries(sqlRow)) {
    if (column === 'created_at') continue;
    if (column === 'data') Object.assign(row, JSON.parse(value as string));
    else row[camelOf(column)] = value;
  }
  for (const field of BOOLEANS[table]) row[field] = Boolean(row[field]);
  row = WIRE_SHAPES[table]?.(row) ?? row;
  return row as SyncedRowOf<T>;
}

async function rowsSince<T extends SyncedTable>(tx: Tx, table: T, spaceId: string, from: number, liveOnly: boolean, limit: number): Promise<SyncedRowOf<T>[]> {
  const rows = await tx.all<SqlRow>(
    `SELECT * FROM ${sqlTableOf(table)} WHERE user_id = ? AND version > ? ${liveOnly ? 'AND deleted = FALSE' : ''} ORDER BY version LIMIT ?`,
    [spaceId, from, limit],
  );
  return rows.map((r) => wireRow(table, r));
}

/**
 * The rows above `after` a pull has still to send, over its tables: one COUNT per table on its
 * (user_id, version) index. Tombstones count: the pages after the first ask from a cookie above 0,
 * and those bring them. Asked only when a page has more, so the frequent single-page pull pays
 * nothing; a first sync pays a count of what is left per page, smaller each time.
 */
async function remainingAfter(tx: Tx, tables: readonly SyncedTable[], spaceId: string, after: number): Promise<number> {
  const counts = tables.map((t) => `(SELECT COUNT(*) FROM ${sqlTableOf(t)} WHERE user_id = ? AND version > ?)`);
  const row = await tx.one<{ n: number | string }>(`SELECT ${counts.join(' + ')} AS n`, tables.flatMap(() => [spaceId, after]));
  return Number(row?.n ?? 0);
}

const emptyChanges = (): PullResponse['changes'] =>
  Object.fromEntries(SYNCED_TABLES.map((t) => [t, []])) as unknown as PullResponse['changes'];

export async function pullChanges(deps: SyncDeps, userId: string, body: unknown, pageSize = PULL_PAGE_SIZE): Promise<PullResponse> {
  const req = parseBody(PullRequest, body);
  checkSchemaVersion(req.schemaVersion);
  const tables = req.tables ?? SYNCED_TABLES;
  const spaceId = req.spaceId ?? userId;
  const shared = spaceId !== userId;
  const now = (deps.now ?? Date.now)();
  // A read-only snapshot: rows, lastMutationId and the space come from one committed state.
  return deps.store.transaction(async (tx): Promise<PullResponse> => {
    const { lastMutationId } = await clientState(tx, req.clientId, userId);
    let space: Space;
    let spaces: PullResponse['spaces'];
    if (shared) {
      const m = await membershipIn(tx, userId, spaceId);
      if (!m || !isActiveMembership(m, dayOf(now, m.timeZone))) throw new HttpError('not-a-member', 'You are not a member of this shared collection.');
      space = await readSpace(tx, spaceId);
    } else {
      const own = await readOwnSpace(tx, userId);
      space = own;
      spaces = own.memberships > 0 ? await sharedSpaceViews(tx, userId, now) : [];
    }
    // Below the horizon the client may hold rows whose tombstones are gone; above the counter it
    // remembers a server that no longer exists (restored from a backup). Both start over.
    const reset = req.cookie > 0 && (req.cookie < space.horizon || req.cookie > space.version);
    // A client with nothing (fresh, or reset) needs no tombstones: it cannot hold those rows.
    const full = req.cookie === 0 || reset;
    const from = full ? 0 : req.cookie;

    // Every changed row took a version of the user's space, so a cookie at the space's counter has
    // nothing to fetch: the most frequent pull (a device checking in) asks no table at all.
    const candidates: { table: SyncedTable; row: SyncedRowOf<SyncedTable> }[] = [];
    if (from < space.version) {
      for (const table of tables) {
        for (const row of await rowsSince(tx, table, spaceId, from, full, pageSize + 1)) candidates.push({ table, row });
      }
    }
    candidates.sort((a, b) => a.row.version - b.row.version);
    const page = candidates.slice(0, pageSize);
    const hasMore = candidates.length > pageSize;
    const changes = emptyChanges();
    for (const c of page) (changes[c.table] as SyncedRowOf<SyncedTable>[]).push(c.row);
    // The last page moves the cookie to the space's counter: everything of this user up to it is in hand.
    const cookie = hasMore ? (page.at(-1)?.row.version ?? from) : Math.max(from, space.version);
    // Rejections only of mutations this device has not reconciled yet (none when it is up to date).
    const rejections = shared || hasMore || req.sinceMutationId >= lastMutationId ? [] : (await tx.all<{ mutationId: number; name: string; code: RejectionCode; message: string; params: string | null; rejectedAt: number }>(
      `SELECT mutation_id AS "mutationId", name, code, message, params, rejected_at AS "rejectedAt" FROM sync_rejections
       WHERE client_id = ? AND mutation_id > ? AND mutation_id <= ? ORDER BY mutation_id`,
      [req.clientId, req.sinceMutationId, lastMutationId],
    )).map(({ params, ...r }) => (params === null ? r : { ...r, params: RejectionParams.parse(JSON.parse(params)) }));
    const remaining = hasMore ? await remainingAfter(tx, tables, spaceId, cookie) : undefined;
    return { cookie, reset, hasMore, ...(remaining === undefined ? {} : { remaining }), lastMutationId, rejections, changes, ...(spaces ? { spaces } : {}) };
  }, { readOnly: true });
}
