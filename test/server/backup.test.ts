/**
 * `npm run backup` / `npm run restore` (sync-server/src/ops/backup.ts) on the database this
 * project runs on: a backup taken while the server runs and writes, restored after the server
 * stopped, brings back exactly the backed-up state; a device that synced past the backup starts
 * its copy again from the server instead of keeping rows the server no longer has.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { backup, restore } from '../../sync-server/src/ops/backup';
import { dropPostgresDatabase } from '../helpers/postgres';
import { buildTestServer, type TestServer } from '../helpers/server';
import { mutation, reptileArgs, syncApi } from '../helpers/sync';
import { createTestUser } from '../helpers/users';

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

  it('runs as the npm scripts', async () => {
    const s = await buildTestServer();
    try {
      const file = join(dir, `script-${s.app.store.dialect}.bin`);
      const env = { ...process.env, DATA_DIR: s.dataDir, DATABASE_URL: s.config.databaseUrl ?? '', NODE_ENV: 'test' };
      const { stdout } = await promisify(execFile)('npm', ['run', '-s', 'backup', '--', file], { env });
      expect(stdout).toContain(`Backed up to ${file}`);
    } finally {
      await s.close();
    }
  }, 60_000);
});
