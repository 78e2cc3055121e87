/**
 * Accounts flows for server tests, through the real endpoints: the CAPTCHA is solved for real
 * (tests get a trivial difficulty), and links and codes are read from the .eml files the server
 * wrote to DATA_DIR/mail.
 */
import { randomInt } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { decodeEml, linksIn, type DecodedMail } from '../../sync-server/src/mail/eml';
import type { TestServer } from './server';

export const PASSWORD = 'correct horse battery';

export async function solveAltcha(app: FastifyInstance, remoteAddress = '127.0.0.1'): Promise<string> {
  const res = await app.inject({ url: '/api/auth/altcha-challenge', remoteAddress });
  const challenge = res.json<Challenge>();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the test CAPTCHA');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export interface Mail extends DecodedMail {
  file: string;
}

/** Every mail written so far, oldest first. */
export function mails(s: TestServer): Mail[] {
  const dir = join(s.dataDir, 'mail');
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((f) => f.endsWith('.eml')).sort()
    .map((file) => ({ file, ...decodeEml(readFileSync(join(dir, file), 'utf8')) }));
}

export function lastMailTo(s: TestServer, to: string): Mail {
  const mail = mails(s).filter((m) => m.to === to).at(-1);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

/** A parameter of the first link in the mail that has it: in its fragment (secrets) or its query. */
export function linkParam(mail: Mail, name: string): string {
  for (const link of linksIn(mail.text)) {
    const url = new URL(link);
    const value = new URLSearchParams(url.hash.replace(/^#/, '')).get(name) ?? url.searchParams.get(name);
    if (value) return value;
  }
  throw new Error(`no link with ${name} in mail "${mail.subject}"`);
}

export const resetCodeIn = (mail: Mail): string => {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error('no code in the mail');
  return code;
};

/**
 * POSTs, then waits for the mail the request set off (it is written after the answer), so the
 * next line can read it from DATA_DIR/mail.
 */
export async function post(app: FastifyInstance, url: string, payload?: object, extra: { cookie?: string; remoteAddress?: string; headers?: Record<string, string> } = {}) {
  const res = await app.inject({
    method: 'POST', url, payload, remoteAddress: extra.remoteAddress,
    headers: { ...extra.headers, ...(extra.cookie ? { cookie: `ht_refresh=${extra.cookie}` } : {}) },
  });
  await app.accounts.background.idle();
  return res;
}

/** A different client address each call, so tests that sign up many keepers stay under the per-IP limits. */
export const someIp = (): string => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export async function signUp(s: TestServer, email: string, opts: { password?: string; language?: 'en' | 'bg'; remoteAddress?: string } = {}): Promise<LightMyRequestResponse> {
  const password = opts.password ?? PASSWORD;
  const remoteAddress = opts.remoteAddress ?? someIp();
  const altcha = await solveAltcha(s.app, remoteAddress);
  return post(s.app, '/api/auth/signup', { email, password, passwordConfirm: password, altcha, language: opts.language ?? 'en' }, { remoteAddress });
}

/** Signs up and confirms through the mailed link; returns the e-mail as the server stores it. */
export async function registerConfirmed(s: TestServer, email: string, password = PASSWORD): Promise<string> {
  const res = await signUp(s, email, { password });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.body}`);
  const normalized = email.trim().toLowerCase();
  const confirm = await post(s.app, '/api/auth/confirm-email', { token: linkParam(lastMailTo(s, normalized), 'token') });
  if (confirm.statusCode !== 200) throw new Error(`confirmation failed: ${confirm.body}`);
  return normalized;
}

/** The value of the refresh cookie a response sets ('' when it clears it, null when it does not touch it). */
export function refreshCookieOf(res: LightMyRequestResponse): string | null {
  const cookie = res.cookies.find((c) => c.name === 'ht_refresh');
  return cookie ? cookie.value : null;
}

export async function logIn(s: TestServer, email: string, password = PASSWORD, remoteAddress?: string) {
  const res = await post(s.app, '/api/auth/login', { email, password }, { remoteAddress });
  return { res, cookie: refreshCookieOf(res), accessToken: res.statusCode === 200 ? res.json<{ accessToken: string }>().accessToken : null };
}

export const bearer = (token: string | null) => ({ authorization: `Bearer ${token ?? ''}` });
