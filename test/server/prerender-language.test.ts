import { describe, expect, it } from 'vitest';
import { landingLanguage } from '../../sync-server/src/plugins/static-app';

// The language `/` is answered in must be the one the app's detector will pick, or the browser
// renders the page again instead of taking it over (theme-init.js, decision 0021).
describe('the language of the build-time landing page', () => {
  it('asks ?lng= first, then the i18next cookie, then the browser by weight', () => {
    expect(landingLanguage('lng=bg', 'i18next=en', 'en')).toBe('bg');
    expect(landingLanguage('lng=bg-BG', undefined, undefined)).toBe('bg');
    expect(landingLanguage('x=1', 'theme=dark; i18next=bg', 'en-US')).toBe('bg');
    expect(landingLanguage(undefined, 'i18next=de', 'bg-BG,bg;q=0.9')).toBe('bg');
    expect(landingLanguage(undefined, undefined, 'de;q=1, en;q=0.3, bg;q=0.7')).toBe('bg');
    expect(landingLanguage(undefined, undefined, 'bg;q=0, en-GB')).toBe('en');
  });

  it('is English when nothing asked is a language of the app', () => {
    expect(landingLanguage('lng=fr', 'i18next=de', 'fr-FR, de;q=0.8')).toBe('en');
    expect(landingLanguage(undefined, undefined, undefined)).toBe('en');
  });
});
