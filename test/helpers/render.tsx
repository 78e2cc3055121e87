/**
 * Renders a component the way the app does (Mantine with our theme, a router, i18next) but with
 * every translation loaded up front from locales/, so nothing suspends and tests can query by
 * the real English or Bulgarian text. Each call gets its own i18next instance: a test that
 * switches language cannot leak into the next one.
 */
import { MantineProvider } from '@mantine/core';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { theme } from '../../app/lib/theme';

const files = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', { eager: true, import: 'default' });

/** { en: { common: {...}, landing: {...} }, bg: {...} }, built from the locale files on disk. */
export const resources: Resource = Object.entries(files).reduce<Resource>((all, [path, json]) => {
  const match = /locales\/(\w+)\/([\w-]+)\.json$/.exec(path);
  if (!match) return all;
  const [, lng = '', ns = ''] = match;
  all[lng] = { ...all[lng], [ns]: json };
  return all;
}, {});

export function createTestI18n(lng: 'en' | 'bg' = 'en'): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    supportedLngs: ['en', 'bg'],
    ns: Object.keys(resources.en ?? {}),
    defaultNS: 'common',
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The router's starting URL, e.g. `/?login=true`. Default `/`. */
  route?: string;
  lng?: 'en' | 'bg';
}

export function renderWithProviders(ui: ReactElement, { route = '/', lng = 'en', ...options }: RenderWithProvidersOptions = {}):
  RenderResult & { i18n: I18n } {
  const i18n = createTestI18n(lng);
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <I18nextProvider i18n={i18n}>
        {/* env="test" turns off transitions and renders portals in place, so dialogs are queryable at once. */}
        <MantineProvider theme={theme} env="test">
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </MantineProvider>
      </I18nextProvider>
    );
  }
  return { ...render(ui, { wrapper: Wrapper, ...options }), i18n };
}
