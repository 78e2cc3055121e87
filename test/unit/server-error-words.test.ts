/**
 * Every code the server answers (shared/api/errors.ts) has its one status and its words in both
 * languages (locales/<lng>/errors.json), and the words of one language name the same values as
 * the other's: a new code without words fails here, not on a keeper's screen.
 */
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_STATUS, isErrorCode } from '../../shared/api/errors';
import { apiErrorKey, requestErrorKey } from '../../app/lib/api/request-errors';
import { ApiError, NetworkError } from '../../app/lib/api/client';
import { localeTexts } from '../helpers/issues';

const en = localeTexts('errors', 'en');
const bg = localeTexts('errors', 'bg');
const values = (text: string | undefined) => [...(text ?? '').matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('server error codes', () => {
  it.each(ERROR_CODES)('%s has words in en and bg, naming the same values', (code) => {
    expect(en.get(code)).toMatch(/\w{3,}/);
    expect(bg.get(code)).toMatch(/[а-я]{3,}/);
    expect(values(bg.get(code))).toEqual(values(en.get(code)));
  });

  it('has words for no code the server does not answer', () => {
    expect([...en.keys()].filter((k) => !isErrorCode(k))).toEqual([]);
    expect([...bg.keys()].filter((k) => !isErrorCode(k))).toEqual([]);
  });

  it('answers every code with an error status', () => {
    for (const code of ERROR_CODES) expect(ERROR_STATUS[code]).toBeGreaterThanOrEqual(400);
  });

  it('finds the default words of any answered code, and only of those', () => {
    expect(apiErrorKey(new ApiError(409, 'username-taken', 'Taken.'))).toBe('errors:username-taken');
    expect(apiErrorKey(new ApiError(503, 'http-503', 'Unavailable'))).toBeNull();
    expect(apiErrorKey(new NetworkError())).toBeNull();
    expect(requestErrorKey(new ApiError(429, 'too-many-uploads', 'Wait.'))).toBe('errors:too-many-uploads');
  });
});
