/**
 * Asking for an insight with the real sync engine: the keeper's pending changes are pushed before
 * the request (the server analyses its own copy of the logs), and the new insight, shown at once
 * from the answer, reaches the device's history through pull and is not shown twice.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '../../app/lib/session';
import { mutate, startSync, stopSync } from '../../app/lib/sync';
import type { PullResponse, PushRequest, PushResponse } from '../../shared/sync/protocol';
import { SYNCED_TABLES } from '../../shared/sync/tables';
import { json, type Call } from '../helpers/session-fixtures';
import { fakeInsights, insight, keeperWithReptile, renderInsights, serveInsights } from './insights-fixtures';

afterEach(() => {
  stopSync();
  endSession('user');
  vi.unstubAllGlobals();
});

describe('asking for an insight with changes waiting to sync', () => {
  it('pushes them first, then asks, and the new row arrives through pull', async () => {
    const { db, reptile } = await keeperWithReptile('HerpPlus');
    const older = insight(db, reptile.id, { generatedAt: Date.UTC(2026, 9, 1) });
    await db.insights.put(older);
    const server = fakeInsights({ made: [older] });
    let cookie = 100;
    let acked = 0;
    // The server's copy: a first pull (cookie 0) is everything, so the reptile is in it.
    let serverReptile = reptile;
    let notesWhenAsked: string | null = null;
    const sync = (call: Call) => {
      if (call.path === '/api/insights') notesWhenAsked = serverReptile.notes;
      if (call.path === '/api/sync/push') {
        const { mutations } = call.body as PushRequest;
        acked = mutations.at(-1)?.id ?? acked;
        serverReptile = { ...serverReptile, notes: 'Refused a rat today', version: serverReptile.version + 1 };
        const answer: PushResponse = { lastMutationId: acked, results: mutations.map((m) => ({ id: m.id, status: 'applied' })) };
        return json(200, answer);
      }
      if (call.path === '/api/sync/pull') {
        const page: PullResponse = {
          cookie: ++cookie, reset: false, hasMore: false, lastMutationId: acked, rejections: [],
          changes: { ...Object.fromEntries(SYNCED_TABLES.map((t) => [t, []])), reptiles: [serverReptile], insights: server.made } as PullResponse['changes'],
        };
        return json(200, page);
      }
      return undefined;
    };
    const { calls } = serveInsights(db, server, sync);
    startSync(db.userId);
    await expect.poll(() => calls.some((c) => c.path === '/api/sync/pull')).toBe(true);
    await mutate('reptile.update.v1', { id: reptile.id, patch: { notes: 'Refused a rat today' } });

    renderInsights(reptile.id);
    await userEvent.click(await screen.findByRole('button', { name: 'Get insights' }));
    expect(await screen.findByRole('region', { name: 'Your new insight' })).toBeInTheDocument();
    const paths = calls.map((c) => c.path);
    const asked = paths.indexOf('/api/insights');
    expect(paths.indexOf('/api/sync/push')).toBeGreaterThan(-1);
    expect(paths.indexOf('/api/sync/push')).toBeLessThan(asked);
    // The server had the change typed a moment ago when it read the logs (the write's own
    // scheduled sync is a second away: this push was the request's).
    expect(notesWhenAsked).toBe('Refused a rat today');
    expect(await db.outbox.count()).toBe(0);

    const made = server.made.at(-1);
    await expect.poll(async () => (await db.insights.get(made?.id ?? ''))?.text).toBe('- Sheds like clockwork, every 42 days.');
    // Shown once: as the new insight, with the older one alone among the earlier.
    const history = screen.getByRole('region', { name: 'Earlier insights' });
    expect(within(history).getAllByRole('button')).toHaveLength(1);
    expect(screen.getAllByText('Sheds like clockwork, every 42 days.')).toHaveLength(1);
  });
});
