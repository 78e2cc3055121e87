/**
 * Growth logs through the real sync client (fake-indexeddb) and the real server: a log written
 * offline reaches a second device; an edit the server refuses (merged entry without a measure)
 * is undone locally and kept as a rejection; deleting the reptile takes its logs off every device.
 */
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, type TestServer } from '../helpers/server';
import { createTestUser } from '../helpers/users';
import { device } from '../helpers/sync-client';

let s: TestServer;
beforeAll(async () => {
  s = await buildTestServer();
});
afterAll(() => s.close());

describe('growth logs between devices', () => {
  it('sync offline writes, reconcile a refused edit, and go with their reptile', async () => {
    const user = await createTestUser(s.app);
    const a = device(s.app, user);
    const b = device(s.app, user);
    const reptileId = uuidv7();
    const logId = uuidv7();
    a.transport.offline = true;
    await a.client.mutate('reptile.create.v1', { id: reptileId, name: 'Spike', species: 'Pogona vitticeps' });
    await a.client.mutate('growthLog.create.v1', { id: logId, reptileId, date: '2026-11-01', weightGrams: 410 });
    expect(await a.client.sync()).toBe('offline');
    expect(await a.db.growthLogs.get(logId)).toMatchObject({ weightGrams: 410, version: 0 });
    a.transport.offline = false;
    await a.client.sync();
    await b.client.sync();
    expect(await b.db.growthLogs.get(logId)).toMatchObject({ reptileId, date: '2026-11-01', weightGrams: 410, lengthCm: null, deleted: false });

    // B adds a length; A (not yet seeing it) clears the weight: on the server the merged entry
    // still has a measure, so both edits survive.
    await b.client.mutate('growthLog.update.v1', { id: logId, patch: { lengthCm: 30 } });
    await b.client.sync();
    await a.client.mutate('growthLog.update.v1', { id: logId, patch: { weightGrams: null } });
    await a.client.sync();
    expect(await a.db.growthLogs.get(logId)).toMatchObject({ weightGrams: null, lengthCm: 30 });
    // Clearing the last measure is refused on the server and undone here, with the data kept.
    await b.client.sync();
    await b.client.mutate('growthLog.update.v1', { id: logId, patch: { lengthCm: null } });
    await b.client.sync();
    expect(await b.db.growthLogs.get(logId)).toMatchObject({ weightGrams: null, lengthCm: 30 });
    expect((await b.db.rejections.toArray()).map((r) => [r.name, r.code])).toEqual([['growthLog.update.v1', 'invalid-args']]);

    await a.client.mutate('reptile.delete.v1', { id: reptileId });
    await a.client.sync();
    await b.client.sync();
    expect(await a.db.growthLogs.count()).toBe(0);
    expect(await b.db.growthLogs.count()).toBe(0);
  });
});
