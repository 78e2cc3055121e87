/**
 * Codes the server answers that the keeper must never see raw: the error handler's generic
 * refusals (any API call) and the sync engine's reasons. Each has words in both languages, and
 * the features' error mapping reaches them.
 */
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../app/lib/api/client';
import { REQUEST_ERROR_CODES, requestErrorKey } from '../../app/lib/api/request-errors';
import { authErrorMessage } from '../../app/features/auth/lib/error-key';
import { profileErrorMessage } from '../../app/features/profile/lib/profile-error';
import { classifySyncError, retryAtAfter } from '../../app/lib/sync/errors';
import type { SyncErrorCode } from '../../app/lib/db/records';
import { localeTexts } from '../helpers/issues';

/** What the server's error handlers answer for each (sync-server/src/plugins/error-handler.ts). */
const ANSWERS = {
  'payload-too-large': [413, 'The request is too large.'],
  'invalid-json': [400, 'The request body is not valid JSON.'],
  'unsupported-media-type': [415, 'This content type is not accepted here.'],
  'invalid-request': [400, 'The request body does not match its declared length.'],
  'bad-request': [400, 'This address is not valid.'],
  'headers-too-large': [431, 'The request headers are too large.'],
  'request-timeout': [408, 'The request took too long to arrive.'],
} as const satisfies Record<(typeof REQUEST_ERROR_CODES)[number], readonly [number, string]>;

/** Every SyncErrorCode; the Record makes the compiler name a new one here. */
const SYNC_ERRORS: Record<SyncErrorCode, true> = {
  offline: true, server: true, 'rate-limited': true, 'too-many-devices': true, auth: true, 'update-required': true,
  'storage-full': true, refused: true, 'mutation-gap': true, unknown: true,
};

const refusal = (code: keyof typeof ANSWERS) => new ApiError(ANSWERS[code][0], code, ANSWERS[code][1], { error: code, message: ANSWERS[code][1] });

describe('generic refusals of any API call', () => {
  it.each(REQUEST_ERROR_CODES)('%s has its own words in en and bg, not the server’s sentence', (code) => {
    const en = localeTexts('errors', 'en').get(code);
    const bg = localeTexts('errors', 'bg').get(code);
    expect(en).toMatch(/\w{3,}/);
    expect(bg).toMatch(/[а-я]{3,}/);
    expect(en).not.toBe(ANSWERS[code][1]);
    expect(requestErrorKey(refusal(code))).toBe(`errors:${code}`);
  });

  it('leaves other answers and failures to the features', () => {
    expect(requestErrorKey(new ApiError(409, 'username-taken', 'Taken.'))).toBeNull();
    expect(requestErrorKey(new NetworkError())).toBeNull();
    expect(requestErrorKey(new Error('payload-too-large'))).toBeNull();
  });

  it.each([
    ['signup', refusal('payload-too-large'), 'errors:payload-too-large'],
    ['forgot', refusal('invalid-json'), 'errors:invalid-json'],
    ['reset-code', refusal('unsupported-media-type'), 'errors:unsupported-media-type'],
    ['resend', refusal('bad-request'), 'errors:bad-request'],
    ['signup', refusal('invalid-request'), 'errors:invalid-request'],
    // A screen's own words for a code, and a field's message, still come first.
    ['login', refusal('invalid-request'), 'errors.credentialsMissing'],
    ['signup', new ApiError(400, 'invalid-request', 'Some fields are missing or invalid.', { error: 'invalid-request', fields: { email: 'errors.emailInvalid' } }), 'errors.emailInvalid'],
    ['signup', new ApiError(500, 'internal', 'Something went wrong on our side.'), 'errors.signupFailed'],
  ] as const)('an accounts screen (%s) shows %s as %s', (context, err, key) => {
    expect(authErrorMessage(err, context).key).toBe(key);
  });

  it('the profile and avatar forms show them too', () => {
    expect(profileErrorMessage(refusal('payload-too-large'), String)).toEqual({ key: 'errors:payload-too-large', ns: 'errors' });
    expect(profileErrorMessage(new ApiError(413, 'file-too-large', 'x'), String)).toEqual({ key: 'common:uploadRefused.file-too-large', ns: 'common', values: { size: 5, first: 'PNG, JPG', last: 'WEBP' } });
  });
});

describe('why a sync did not finish', () => {
  it.each(Object.keys(SYNC_ERRORS))('%s is explained in en and bg', (code) => {
    expect(localeTexts('sync', 'en').get(`errors.${code}`)).toMatch(/\w{3,}/);
    expect(localeTexts('sync', 'bg').get(`errors.${code}`)).toMatch(/[а-я]{3,}/);
  });

  it.each([
    [new ApiError(429, 'sync-rate-limited', 'Too many sync requests.', null, 41), 'rate-limited', 41_000],
    [new ApiError(429, 'too-many-clients', 'Too many new devices.', null, 86_400), 'too-many-devices', 86_400_000],
    // A per-IP limit in front of the route: the same wait, a minute when it names none.
    [new ApiError(429, 'rate-limited', 'Slow down.'), 'rate-limited', 60_000],
    [new ApiError(503, 'http-503', 'Unavailable', null, 30), 'server', 30_000],
    [new ApiError(500, 'internal', 'Oops.'), 'server', null],
    [new ApiError(413, 'payload-too-large', 'The request is too large.'), 'refused', null],
    [new NetworkError(), 'offline', null],
  ] as const)('%o is %s, retried after %s ms', (err, code, wait) => {
    expect(classifySyncError(err)).toBe(code);
    expect(retryAtAfter(err, 1_000)).toBe(wait === null ? null : 1_000 + wait);
  });

  it('never waits longer than a day, whatever the header says', () => {
    expect(retryAtAfter(new ApiError(429, 'sync-rate-limited', 'x', null, 10 * 86_400), 0)).toBe(86_400_000);
  });
});
