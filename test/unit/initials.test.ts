import { describe, expect, it } from 'vitest';
import { avatarInitials } from '../../shared/rules/initials';

describe('avatar initials', () => {
  it.each([
    [null, 'a@example.com', 'A'],
    [null, 'john.doe@example.com', 'JD'],
    [null, 'nagini@example.com', 'NA'],
    [null, 'r2d2@example.com', 'RD'],
    [null, '12345@example.com', ''],
    [null, '_@example.com', ''],
    ['snake_lover', 'x@example.com', 'SL'],
    ['Rex', 'a@example.com', 'RE'],
    ['иван-петров', 'a@example.com', 'ИП'],
    ['Змейко', 'a@example.com', 'ЗМ'],
    ['  ', 'mia@example.com', 'MI'],
    ['42', 'mia@example.com', 'MI'],
    ['42', '7@example.com', ''],
  ])('%j, %j -> %j', (username, email, initials) => expect(avatarInitials(username, email)).toBe(initials));
});
