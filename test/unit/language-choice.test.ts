// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { languageWasChosen, rememberLanguageChoice, rememberLinkLanguage } from '../../app/lib/i18n/language-choice';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('a language chosen on purpose', () => {
  it.each([
    ['?lng=bg', true],
    ['?lng=BG-bg', true],
    ['?login=true&lng=en', true],
    ['?lng=de', false],
    ['?lng=', false],
    ['?login=true', false],
    ['', false],
  ])('a link with %j counts for this visit: %s', (search, chosen) => {
    rememberLinkLanguage(search, ['en', 'bg']);
    expect(languageWasChosen()).toBe(chosen);
    expect(localStorage.length).toBe(0);
  });

  it('the header switch counts on this device', () => {
    expect(languageWasChosen()).toBe(false);
    rememberLanguageChoice();
    expect(languageWasChosen()).toBe(true);
  });
});
