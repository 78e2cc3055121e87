import { describe, expect, it } from 'vitest';
import { isKept, offerExpired, statusAt } from '../../shared/rules/transfers';

describe('transfer rules', () => {
  it('keeps an animal with no transfer time, also one stored before transfers existed', () => {
    expect(isKept({ transferredAt: null })).toBe(true);
    expect(isKept({})).toBe(true);
    expect(isKept({ transferredAt: 1 })).toBe(false);
  });

  it('reads a pending offer as expired from its expiry on, and nothing else', () => {
    expect(offerExpired({ status: 'pending', expiresAt: 1000 }, 999)).toBe(false);
    expect(offerExpired({ status: 'pending', expiresAt: 1000 }, 1000)).toBe(true);
    expect(offerExpired({ status: 'pending', expiresAt: '1000' }, 1001)).toBe(true);
    expect(offerExpired({ status: 'accepted', expiresAt: 1000 }, 5000)).toBe(false);
    expect(statusAt({ status: 'pending', expiresAt: 1000 }, 2000)).toBe('expired');
    expect(statusAt({ status: 'declined', expiresAt: 1000 }, 2000)).toBe('declined');
    expect(statusAt({ status: 'pending', expiresAt: 1000 }, 10)).toBe('pending');
  });
});
