import { describe, expect, it } from 'vitest';
import { authForwardTarget } from '../../shared/rules/auth-forwarding';

describe('authForwardTarget', () => {
  it.each([
    // Secrets go on in the fragment, which browsers never send to the server (issue 24).
    ['?token=abc&type=signup', '', '/confirm-email#token=abc&type=signup'],
    ['?token=abc&type=email', '', '/confirm-email#token=abc&type=signup'],
    ['?token_hash=abc&type=signup', '', '/confirm-email#token=abc&type=signup'],
    ['', '#token=abc&type=signup', '/confirm-email#token=abc&type=signup'],
    ['?token=abc&type=recovery', '', null],
    ['?token=abc', '', null],
    ['?code=123456', '', '/reset-password#code=123456'],
    ['?code=123456&type=recovery', '', '/reset-password#code=123456&type=recovery'],
    ['', '#code=a-link-token', '/reset-password#code=a-link-token'],
    ['', '#access_token=xyz&type=recovery', '/reset-password#access_token=xyz&type=recovery'],
    ['', '#access_token=xyz&type=signup', null],
    ['', '#type=recovery', null],
    ['?login=true', '', null],
    ['', '', null],
  ])('%s %s -> %s', (search, hash, want) => {
    expect(authForwardTarget(search, hash)).toBe(want);
  });
});
