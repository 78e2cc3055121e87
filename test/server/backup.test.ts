/**
 * `npm run backup` / `npm run restore` (sync-server/src/ops/backup.ts) on the database this
 * project runs on: a backup taken while a real server process takes pushes from three keepers,
 * restored after it stopped, holds every push answered 200 before the backup began, each batch
 * wholly or not at all, and none sent after it ended; a restore brings back exactly the
 * backed-up state, and a device that synced past the backup starts its copy again from the server
 * instead of keeping rows the server no longer has.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { SCHEMA_VERSION } from '../../shared/sync/protocol';
import { openStore } from '../../sync-server/src/db/open';
import { backup, restore } from '../../sync-server/src/ops/backup';
import { dropPostgresDatabase } from '../helpers/postgres';
import { startServerProcess } from '../helpers/processes';
import { buildTestServer, type TestServer } from '../helpers/server';
import { mutation, reptileArgs, syncApi } from '../helpers/sync';
import { createTestUser } from '../helpers/users';

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'herptrack-backup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const names = async (s: TestServer, userId: string) =>
  (await s.app.store.all<{ name: string }>('SELECT name FROM reptiles WHERE user_id = ? AND deleted = FALSE ORDER BY name', [userId])).map((r) => r.name);

describe('backup and restore', () => {
  it('restores exactly what the backup held, and a device past it starts over', async () => {
    const s = await buildTestServer();
    const target = { databaseUrl: s.config.databaseUrl, dataDir: s.dataDir };
    const file = join(dir, `backup-${s.app.store.dialect}.bin`);
    const user = await createTestUser(s.app);
    const api = syncApi(s.app, user);
    const [kaa, olive] = [reptileArgs({ name: 'Kaa' }), reptileArgs({ name: 'Olive' })];
    await api.push([mutation(1, 'reptile.create.v1', kaa), mutation(2, 'reptile.create.v1', olive)]);
    await backup(target, file);
    // After the backup: one deleted, one added; a device pulls up to here.
    await api.push([mutation(3, 'reptile.delete.v1', { id: kaa.id }), mutation(4, 'reptile.create.v1', reptileArgs({ name: 'Pebble' }))]);
    const { cookie } = await api.pull(0);
    expect(await names(s, user.id)).toEqual(['Olive', 'Pebble']);
    await s.app.close();

    await restore(target, file);
    const again = await buildTestServer({ DATA_DIR: s.dataDir, DATABASE_URL: s.config.databaseUrl ?? '' });
    try {
      expect(await names(again, user.id)).toEqual(['Kaa', 'Olive']);
      const device = syncApi(again.app, user, api.clientId);
      const page = await device.pull(cookie);
      expect(page.reset).toBe(true);
      expect(page.changes.reptiles.map((r) => r.name).sort()).toEqual(['Kaa', 'Olive']);
      // The device's own client row went back too: its next mutation id continues from the backup's.
      expect(page.lastMutationId).toBe(2);
    } finally {
      await again.app.close();
      rmSync(s.dataDir, { recursive: true, force: true });
      if (s.config.databaseUrl) await dropPostgresDatabase(s.config.databaseUrl);
    }
  }, 60_000);

  it('refuses a file that is not a backup and changes nothing', async () => {
    const s = await buildTestServer();
    try {
      const user = await createTestUser(s.app);
      const bogus = join(dir, 'not-a-backup.bin');
      writeFileSync(bogus, 'these are not the bytes of a database');
      await expect(restore({ databaseUrl: s.config.databaseUrl, dataDir: s.dataDir }, bogus)).rejects.toThrow();
      expect(await s.app.store.one('SELECT id FROM users WHERE id = ?', [user.id])).toEqual({ id: user.id });
    } finally {
      await s.close();
    }
  });

  it('restores, through the npm scripts, every push acknowledged before a backup taken under writes to a running server', async () => {
    const s = await buildTestServer();
    const env = { ...process.env, DATA_DIR: s.dataDir, DATABASE_URL: s.config.databaseUrl ?? '', NODE_ENV: 'test' };
    const file = join(dir, `under-writes-${s.app.store.dialect}.bin`);
    const keepers = await Promise.all([1, 2, 3].map(() => createTestUser(s.app, { premiumTier: 'HerpPro' })));
    const server = await startServerProcess(s);
    let stopped = false;
    try {
      /** Every batch sent, and the order in which their 200s came. */
      const sent: { userId: string; ids: string[] }[] = [];
      const acknowledged: number[] = [];
      let writing = true;
      const writers = keepers.map(async (keeper) => {
        const clientId = randomUUID();
        for (let next = 1; writing; next += 5) {
          const args = Array.from({ length: 5 }, (_, i) => reptileArgs({ name: `Hatchling ${next + i}` }));
          const batch = sent.push({ userId: keeper.id, ids: args.map((a) => a.id) }) - 1;
          const res = await fetch(`${server.url}/api/sync/push`, {
            method: 'POST', headers: { ...keeper.headers, 'content-type': 'application/json' },
            body: JSON.stringify({ clientId, schemaVersion: SCHEMA_VERSION, mutations: args.map((a, i) => mutation(next + i, 'reptile.create.v1', a)) }),
          });
          expect(res.status).toBe(200);
          acknowledged.push(batch);
        }
      });
      await expect.poll(() => acknowledged.length, { timeout: 20_000 }).toBeGreaterThan(30);
      // What must be in the backup: every push answered before it began.
      const before = [...acknowledged];
      const { stdout: backedUp } = await run('npm', ['run', '-s', 'backup', '--', file], { env });
      expect(backedUp).toContain(`Backed up to ${file}`);
      const sentAfter = sent.length;
      await expect.poll(() => acknowledged.filter((b) => b >= sentAfter).length, { timeout: 20_000 }).toBeGreaterThan(10);
      writing = false;
      await Promise.all(writers);
      await server.stop();
      stopped = true;
      await s.app.close();

      const { stdout } = await run('npm', ['run', '-s', 'restore', '--', file], { env });
      expect(stdout).toContain(`Restored from ${file}`);
      const store = await openStore({ dataDir: s.dataDir, databaseUrl: s.config.databaseUrl });
      try {
        const rows = await store.all<{ id: string; userId: string; version: number }>(
          `SELECT id, user_id AS "userId", version FROM reptiles WHERE user_id IN (${keepers.map(() => '?').join(', ')})`, keepers.map((k) => k.id));
        const restored = new Set(rows.map((r) => r.id));
        expect(before.flatMap((b) => sent[b]!.ids).filter((id) => !restored.has(id))).toEqual([]);
        // A consistent copy: each batch wholly there or wholly not, nothing else, versions unique per keeper.
        for (const batch of sent) expect([0, batch.ids.length]).toContain(batch.ids.filter((id) => restored.has(id)).length);
        expect(rows.length).toBe(sent.filter((b) => restored.has(b.ids[0]!)).length * 5);
        for (const k of keepers) {
          const versions = rows.filter((r) => r.userId === k.id).map((r) => Number(r.version));
          expect(new Set(versions).size).toBe(versions.length);
        }
        // And the state of that moment, not of the end: nothing sent after the backup ended is there.
        expect(sent.slice(sentAfter).flatMap((b) => b.ids).filter((id) => restored.has(id))).toEqual([]);
      } finally {
        await store.close();
      }
    } finally {
      if (!stopped) await server.kill();
      await s.close();
    }
  }, 120_000);
});
