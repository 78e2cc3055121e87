/**
 * i18next setup. English is the fallback; Bulgarian is a full translation. Detection order is the
 * spec's: query string (?lng=), cookie, localStorage, browser, <html lang>; a ?lng= link counts as
 * this visit's choice (language-choice.ts). Each namespace is one JSON file in locales/<lng>/ and
 * is loaded lazily as its own chunk (precached by the service worker), so the entry chunk carries
 * no strings and adding a namespace needs no code here.
 */
import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { rememberLinkLanguage } from './language-choice';

export const LANGUAGES = ['en', 'bg'] as const;
export type Language = (typeof LANGUAGES)[number];

const files = import.meta.glob<{ default: Record<string, unknown> }>('../../../locales/*/*.json');

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = files[`../../../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then((m) => callback(null, m.default), (err: unknown) => callback(err as Error, null));
  },
};

export const i18nReady = i18n
  .use(lazyBackend)
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    // `errors` holds the words of every server error code: any screen may need them.
    ns: ['common', 'errors'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    detection: {
      order: ['querystring', 'cookie', 'localStorage', 'navigator', 'htmlTag'],
      lookupQuerystring: 'lng',
      lookupCookie: 'i18next',
      lookupLocalStorage: 'i18nextLng',
      caches: ['localStorage', 'cookie'],
      cookieOptions: { path: '/', sameSite: 'strict' },
    },
    react: { useSuspense: true },
  });

rememberLinkLanguage(window.location.search, LANGUAGES);

i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
});

export function currentLanguage(): Language {
  return i18n.resolvedLanguage === 'bg' ? 'bg' : 'en';
}

export default i18n;
