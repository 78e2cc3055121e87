/**
 * A SessionReply as the server sends it, and a fetch stub that answers per path, for the app's
 * session and accounts tests (they run the real session code against a fake server).
 */
import { vi } from 'vitest';
import type { Profile, SessionReply } from '../../shared/schemas/auth';

export function profileFixture(over: Partial<Profile> = {}): Profile {
  return {
    id: 'user-1', email: 'keeper@example.com', role: 'user', username: 'gecko_fan', usernameChangedAt: null,
    bio: null, location: null, avatarUrl: null, createdAt: 0,
    preferences: { weightUnit: 'g', lengthUnit: 'cm', language: 'en', theme: 'dark' },
    ...over,
  };
}

export function sessionReply(over: Partial<SessionReply> = {}, now = Date.now()): SessionReply {
  return {
    accessToken: 'token-1', expiresAt: now + 30 * 60_000, profile: profileFixture(),
    claims: { isAdmin: false, isModerator: false, isPremium: false, premiumTier: null, collectionLimit: 0 },
    ...over,
  };
}

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

export interface Call {
  path: string;
  method: string;
  body: unknown;
  auth: string | null;
}

/**
 * Stubs global fetch. `handler` gets each call and returns a Response (or throws TypeError to
 * simulate no network); every call is recorded in `calls`.
 */
export function stubFetch(handler: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const raw = init?.body;
    const call: Call = {
      path: String(input), method: init?.method ?? 'GET',
      body: typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw ?? null, auth: headers.get('authorization'),
    };
    calls.push(call);
    return handler(call);
  });
  vi.stubGlobal('fetch', fn);
  return { calls, fn };
}
