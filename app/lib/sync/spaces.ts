/**
 * The shared collections on this device (issue 27; docs/decisions/0032-shared-spaces.md). Their
 * rows live in the same tables as the keeper's own, with the shared space's id in `userId`; each
 * shared space has its own pull cookie (`spaces` meta). A sync cycle pulls them around the pull
 * of the keeper's own space (pull.ts):
 * - before it, the spaces already known, each from its cookie: the own pull then confirms the
 *   outbox, and its rebase finds every effect of the confirmed mutations already in place (the
 *   cycle's push committed before any of these pulls read);
 * - after it, the spaces its list names for the first time (joined since), from their start;
 * - a space missing from that list, or one whose pull says `not-a-member`, is gone: its rows
 *   leave the device in one transaction. The keeper's own rows are never touched (another space
 *   id), and a change into it still waiting in the outbox is pushed and refused like any other,
 *   so it lands in the sync panel with what was entered.
 */
import { PullResponse, SCHEMA_VERSION } from '../../../shared/sync/protocol';
import { SYNCED_TABLES } from '../../../shared/sync/tables';
import type { SharedSpaceView } from '../../../shared/spaces/views';
import { ApiError } from '../api/client';
import type { SpacesMeta, UserDb } from '../db/database';
import { writeScope } from './mutate';
import { applyRows } from './page-rows';
import type { SyncTransport } from './transport';

const EMPTY: SpacesMeta = { key: 'spaces', list: [], cookies: {} };

/** What the device knows of its shared collections (none before the first pull that lists any). */
export async function readSpaces(db: UserDb): Promise<SpacesMeta> {
  return ((await db.meta.get('spaces')) as SpacesMeta | undefined) ?? EMPTY;
}

/** A space's cookie, or 0 when none was stored or its rows were stored under another schema. */
const cookieOf = (meta: SpacesMeta, spaceId: string): number => {
  const c = meta.cookies[spaceId];
  return c && c.schemaVersion === SCHEMA_VERSION ? c.cookie : 0;
};

const rowsOf = (page: PullResponse): number => SYNCED_TABLES.reduce((n, t) => n + page.changes[t].length, 0);

/**
 * Pulls each of `spaceIds` from its cookie until the server has no more, one page per transaction
 * with the space's new cookie. Answers the rows received and the spaces the server says the keeper
 * no longer belongs to (left for `forgetSpaces`). A failure of any other kind is thrown.
 */
export async function pullSpaces(db: UserDb, transport: SyncTransport, clientId: string, spaceIds: readonly string[]): Promise<{ pages: number; rows: number; gone: string[] }> {
  let pages = 0;
  let rows = 0;
  const gone: string[] = [];
  for (const spaceId of spaceIds) {
    for (;;) {
      const requestCookie = cookieOf(await readSpaces(db), spaceId);
      let page: PullResponse;
      try {
        page = PullResponse.parse(await transport.pull({ clientId, schemaVersion: SCHEMA_VERSION, cookie: requestCookie, sinceMutationId: 0, spaceId }));
      } catch (err) {
        if (err instanceof ApiError && err.code === 'not-a-member') {
          gone.push(spaceId);
          break;
        }
        throw err;
      }
      const applied = await db.transaction('rw', writeScope(db), async () => {
        const meta = await readSpaces(db);
        if (cookieOf(meta, spaceId) !== requestCookie) return false;
        // From 0, or after a reset, the answer is everything the space holds.
        await applyRows(db, page.changes, SYNCED_TABLES, page.reset || requestCookie === 0, false, spaceId);
        await db.meta.put({ ...meta, cookies: { ...meta.cookies, [spaceId]: { cookie: page.cookie, schemaVersion: SCHEMA_VERSION } } });
        return true;
      });
      if (!applied) continue;
      pages += 1;
      rows += rowsOf(page);
      if (!page.hasMore) break;
    }
  }
  return { pages, rows, gone };
}

/**
 * Keeps the list the own space's pull answered (a server before issue 27 answers none: nothing
 * changes) and answers the spaces it names for the first time and those it no longer names.
 */
export async function storeSpaceList(db: UserDb, list: SharedSpaceView[] | undefined): Promise<{ added: string[]; removed: string[] }> {
  if (list === undefined) return { added: [], removed: [] };
  return db.transaction('rw', db.meta, async () => {
    const meta = await readSpaces(db);
    const before = new Set(meta.list.map((s) => s.id));
    const now = new Set(list.map((s) => s.id));
    await db.meta.put({ ...meta, list });
    return { added: [...now].filter((id) => !before.has(id)), removed: [...before].filter((id) => !now.has(id)) };
  });
}

/**
 * Removes every row of `spaceIds` from the device, with their shadows, cookies and list entries,
 * in one transaction; the per-animal facts of their animals go with them. Then replays what the
 * outbox still holds, so a change waiting to be pushed stays visible until the server refuses it.
 */
export async function forgetSpaces(db: UserDb, spaceIds: readonly string[], replay: (db: UserDb) => Promise<void>): Promise<void> {
  if (spaceIds.length === 0) return;
  const gone = new Set(spaceIds);
  await db.transaction('rw', writeScope(db), async () => {
    const animals = (await db.reptiles.filter((r) => gone.has(r.userId)).primaryKeys()) as string[];
    for (const table of SYNCED_TABLES) await db.synced(table).filter((r) => gone.has(r.userId)).delete();
    await db.shadow.filter((s) => s.base !== null && gone.has(s.base.userId)).delete();
    await db.reptileFacts.bulkDelete(animals);
    const meta = await readSpaces(db);
    const cookies = Object.fromEntries(Object.entries(meta.cookies).filter(([id]) => !gone.has(id)));
    await db.meta.put({ ...meta, list: meta.list.filter((s) => !gone.has(s.id)), cookies });
    if ((await db.outbox.count()) > 0) await replay(db);
  });
}
