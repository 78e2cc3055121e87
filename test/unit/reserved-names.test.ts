import { describe, expect, it } from 'vitest';
import { ProfileUpdate } from '../../shared/schemas/auth';
import { isReservedUsername, nameSkeleton } from '../../shared/rules/reserved-names';

describe('a username\'s skeleton (issue 24)', () => {
  it.each([
    ['HerpTrack', 'herptrack'],
    ['Herp.Track-Support', 'herptracksupport'],
    ['аdmin', 'admin'], // Cyrillic а
    ['ΑDΜΙΝ', 'admin'], // Greek capitals: Α, Μ, Ι, Ν
    ['НЕRРТRАСК', 'herptrack'], // Cyrillic capitals
    ['ＡＤＭＩＮ', 'admin'], // full-width (NFKC)
    ['àdmîn', 'admin'],
    ['adm1n', 'admin'],
    ['4dm!n', 'admin'],
    ['adrnin', 'admin'],
    ['m0derat0r', 'moderator'],
    ['5upp0rt', 'support'],
    ['GeckoGal', 'geckogai'],
  ])('%s looks like %s', (name, skeleton) => {
    expect(nameSkeleton(name)).toBe(skeleton);
  });
});

describe('reserved usernames', () => {
  it.each([
    'HerpTrack', 'herptrack', 'Herp_Track', 'HerpTrack.Support', 'HERPTRACK-team', 'TheHerpTrackShop', 'HerpTrak',
    'admin', 'Admin', 'аdmin', 'аdмin', 'ADM1N', 'adm.in', 'ΑDΜΙΝ', 'sysadmin', 'admin42', 'Administrator',
    'moderator', 'Mod3rator', 'support', 'Supp0rt_Desk', 'official', 'OfficialHerps', '0fficial',
    'ReptiCoins', 'repticoin_bank', 'noreply', 'no-reply',
    'staff', 'Staff', 'system', 'Security', 'help', 'H3LP', 'team', 'Team', 'mod', 'root', 'owner',
  ])('%s is refused', (name) => {
    expect(isReservedUsername(name)).toBe(true);
  });

  it.each([
    'GeckoGal', 'ball_python_fan', 'Иван', 'Ivan.Petrov', 'steamy_boa', 'whelping', 'helpful-herps', 'TeamPython', 'staffy',
    'systematic', 'modular', 'rootbeer', 'herps', 'track_runner', 'madmax', 'd4ve', 'Кобра', 'λ_lizard',
  ])('%s is allowed', (name) => {
    expect(isReservedUsername(name)).toBe(false);
  });

  it('the profile form and the server refuse one with its own message', () => {
    const r = ProfileUpdate.safeParse({ username: 'HerpTrack.Support' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual(['errors.usernameReserved']);
    expect(ProfileUpdate.safeParse({ username: 'GeckoGal' }).success).toBe(true);
  });
});
