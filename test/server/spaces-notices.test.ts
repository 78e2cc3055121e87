/**
 * The inbox's words about shared collections (issue 27), in the recipient's language: an
 * invitation (to an invitee with an account), a member who joined (to the owner), a removal (to
 * the member), and a sitter's period ending tomorrow (to both, once however often the job runs).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../sync-server/src/spaces/members';
import { noticeSittersEnding } from '../../sync-server/src/spaces/notices';
import { lastMailTo, linkParam } from '../helpers/accounts';
import { buildTestServer, type TestServer } from '../helpers/server';
import { createTestUser, type TestUser } from '../helpers/users';
import { household } from './spaces-fixtures';

let s: TestServer;
beforeAll(async () => { s = await buildTestServer(); });
afterAll(() => s.close());

const DAY = 24 * 60 * 60 * 1000;
const inbox = (user: TestUser) => s.app.store.all<{ title: string; message: string }>(
  'SELECT title, message FROM notifications WHERE user_id = ? ORDER BY created_at, id', [user.id]);
const call = (who: TestUser, method: 'POST' | 'DELETE', url: string, payload?: object) =>
  s.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

describe('notices of a shared collection', () => {
  it('tell the invitee, then the owner who joined, then the member who was removed', async () => {
    const h = await household(s.app);
    const invitee = await createTestUser(s.app);
    await s.app.store.run("UPDATE users SET language = 'bg' WHERE id = ?", [invitee.id]);
    expect((await call(h.owner, 'POST', `/api/spaces/${h.space}/invitations`, { email: invitee.email, role: 'keeper' })).statusCode).toBe(201);
    await s.app.accounts.background.idle();
    const ownerName = h.owner.email.split('@')[0];
    expect(await inbox(invitee)).toEqual([expect.objectContaining({ title: `${ownerName} ви кани в The Petrovs` })]);

    const token = linkParam(lastMailTo(s, invitee.email), 'token');
    expect((await call(invitee, 'POST', '/api/spaces/join', { token })).statusCode).toBe(200);
    const inviteeName = invitee.email.split('@')[0];
    expect(await inbox(h.owner)).toEqual([expect.objectContaining({ title: `${inviteeName} joined The Petrovs` })]);

    expect((await call(h.owner, 'DELETE', `/api/spaces/${h.space}/members/${invitee.id}`)).statusCode).toBe(200);
    expect((await inbox(invitee)).at(-1)).toMatchObject({ title: 'Вече не сте в The Petrovs' });
  });

  it("tell a sitter and the owner the day before the sitter's last day, once", async () => {
    const h = await household(s.app);
    const now = Date.now();
    const tomorrow = new Date(now + DAY).toISOString().slice(0, 10);
    await addMember(s.app.store, h.space, h.sitter.id, 'sitter', tomorrow, now);
    expect(await noticeSittersEnding(s.app.store, now)).toBeGreaterThanOrEqual(1);
    await noticeSittersEnding(s.app.store, now);
    expect(await inbox(h.sitter)).toEqual([expect.objectContaining({ title: 'Your sitting for The Petrovs ends tomorrow' })]);
    const sitterName = h.sitter.email.split('@')[0];
    expect(await inbox(h.owner)).toEqual([expect.objectContaining({ title: `${sitterName}'s sitting ends tomorrow` })]);
  });
});
