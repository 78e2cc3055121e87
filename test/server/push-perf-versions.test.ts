/**
 * A push batch counts versions in memory and writes the global counter once
 * (docs/decisions/0006-push-throughput.md). What must not change: every applied row takes a
 * fresh version above the counter as it was, in mutation order; the counter ends at the highest
 * version handed out; a rejected mutation gives its versions back; a failed batch moves nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, type TestServer } from '../helpers/server';
import { createTestUser } from '../helpers/users';
import { mutation, reptileArgs, syncApi } from '../helpers/sync';
import { MutationRejected } from '../../shared/sync/errors';
import { SERVER_MUTATORS } from '../../sync-server/src/sync/mutators';

let s: TestServer;
beforeAll(async () => {
  s = await buildTestServer();
});
afterAll(() => s.close());

const sqlite = () => s.app.db.$client;
const counter = () => Number((sqlite().prepare("SELECT value FROM server_state WHERE key = 'sync.version'").get() as { value: string } | undefined)?.value ?? 0);
const versionOf = (id: string) => (sqlite().prepare('SELECT version FROM reptiles WHERE id = ?').get(id) as { version: number } | undefined)?.version;

describe('versions of a push batch', () => {
  it('hands out consecutive versions above the counter and leaves the counter at the last', async () => {
    const user = await createTestUser(s.app, { premiumTier: 'HerpPro' });
    const api = syncApi(s.app, user);
    const before = counter();
    const rows = [reptileArgs(), reptileArgs(), reptileArgs()];
    await api.push(rows.map((args, i) => mutation(i + 1, 'reptile.create.v1', args)));
    expect(rows.map((r) => versionOf(r.id))).toEqual([before + 1, before + 2, before + 3]);
    expect(counter()).toBe(before + 3);
    // An edit in a later batch continues from there.
    await api.push([mutation(4, 'reptile.update.v1', { id: rows[0]?.id, patch: { name: 'Kaa' } })]);
    expect(versionOf(rows[0]?.id ?? '')).toBe(before + 4);
    expect(counter()).toBe(before + 4);
  });

  it('gives back the versions of a mutation that wrote and then was refused', async () => {
    const user = await createTestUser(s.app, { premiumTier: 'HerpPro' });
    const api = syncApi(s.app, user);
    const real = SERVER_MUTATORS['reptile.create.v1'];
    const refused = reptileArgs({ name: 'Refused after writing' });
    SERVER_MUTATORS['reptile.create.v1'] = (ctx, a) => {
      real(ctx, a);
      if (a.id === refused.id) throw new MutationRejected('id-conflict', 'changed its mind');
    };
    const before = counter();
    const after = reptileArgs();
    try {
      const res = await api.push([mutation(1, 'reptile.create.v1', refused), mutation(2, 'reptile.create.v1', after)]);
      expect(res.results.map((r) => r.code ?? r.status)).toEqual(['id-conflict', 'applied']);
    } finally {
      SERVER_MUTATORS['reptile.create.v1'] = real;
    }
    expect(versionOf(refused.id)).toBeUndefined();
    expect(versionOf(after.id)).toBe(before + 1);
    expect(counter()).toBe(before + 1);
  });

  it('does not write the counter for a batch that changes no row', async () => {
    const user = await createTestUser(s.app, { premiumTier: 'HerpPro' });
    const api = syncApi(s.app, user);
    await api.push([mutation(1, 'reptile.create.v1', reptileArgs())]);
    const before = sqlite().prepare("SELECT value, updated_at AS at FROM server_state WHERE key = 'sync.version'").get();
    const res = await api.push([mutation(1, 'reptile.create.v1', reptileArgs()), mutation(2, 'reptile.update.v1', { id: reptileArgs().id, patch: { name: 'Nobody' } })]);
    expect(res.results.map((r) => r.code ?? r.status)).toEqual(['already-processed', 'not-found']);
    expect(sqlite().prepare("SELECT value, updated_at AS at FROM server_state WHERE key = 'sync.version'").get()).toEqual(before);
  });

  it('a second client continues from the first one\'s last version', async () => {
    const user = await createTestUser(s.app, { premiumTier: 'HerpPro' });
    const phone = syncApi(s.app, user);
    const laptop = syncApi(s.app, user);
    const a = reptileArgs();
    const b = reptileArgs();
    await phone.push([mutation(1, 'reptile.create.v1', a)]);
    await laptop.push([mutation(1, 'reptile.create.v1', b)]);
    expect(versionOf(b.id)).toBe((versionOf(a.id) ?? 0) + 1);
    expect(counter()).toBe(versionOf(b.id));
  });
});
