/**
 * Helpers for the contest's server tests (test/server/contest-*.test.ts): the contest's clock set to
 * a chosen instant, and its calls over `app.inject`. Months used are far in the future (2031+) so
 * nothing the tests write meets a real month.
 */
import type { FastifyInstance } from 'fastify';
import { tinyImage } from '../helpers/images';
import type { TestUser } from '../helpers/users';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** An instant in UTC: utc(2031, 1, 21, 9) is 21 January 2031, 09:00. */
export const utc = (year: number, month: number, day: number, hour = 0, minute = 0, second = 0, ms = 0) =>
  Date.UTC(year, month - 1, day, hour, minute, second, ms);

/** A stored contest image by its file name (area `contest` of the file storage). */
export const storedContestImage = (app: FastifyInstance, file: string) => app.files.get('contest', file);

export function setClock(app: FastifyInstance, at: number): void {
  app.contest.clock.now = () => at;
}

export const submit = (app: FastifyInstance, user: TestUser, bytes: Buffer, caption?: string, type = 'application/octet-stream') =>
  app.inject({
    method: 'POST',
    url: `/api/contest/submit${caption === undefined ? '' : `?caption=${encodeURIComponent(caption)}`}`,
    headers: { ...user.headers, 'content-type': type },
    payload: bytes,
  });

/** Submits a small PNG and answers the new entry's id (fails the test on any refusal). */
export async function submitted(app: FastifyInstance, user: TestUser, caption?: string): Promise<string> {
  const res = await submit(app, user, await tinyImage('png'), caption);
  if (res.statusCode !== 201) throw new Error(`submit answered ${res.statusCode}: ${res.body}`);
  return res.json<{ entry: { id: string } }>().entry.id;
}

export const decide = (app: FastifyInstance, moderator: TestUser, entryId: string, decision: 'approve' | 'reject') =>
  app.inject({ method: 'POST', url: `/api/contest/entries/${entryId}/${decision}`, headers: moderator.headers });

export const vote = (app: FastifyInstance, user: TestUser, entryId: string) =>
  app.inject({ method: 'POST', url: '/api/contest/vote', headers: user.headers, payload: { entryId } });

export const getJson = async <T>(app: FastifyInstance, user: TestUser, url: string): Promise<{ status: number; body: T }> => {
  const res = await app.inject({ url, headers: user.headers });
  return { status: res.statusCode, body: res.json<T>() };
};

/** Entries submitted (during the month's submissions) and approved by `moderator`; answers their ids in order. */
export async function approvedEntries(app: FastifyInstance, moderator: TestUser, owners: TestUser[]): Promise<string[]> {
  const ids: string[] = [];
  for (const owner of owners) {
    const id = await submitted(app, owner);
    const res = await decide(app, moderator, id, 'approve');
    if (res.statusCode !== 200) throw new Error(`approve answered ${res.statusCode}: ${res.body}`);
    ids.push(id);
  }
  return ids;
}
