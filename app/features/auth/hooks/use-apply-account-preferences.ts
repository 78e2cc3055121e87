import { useMantineColorScheme } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Preferences } from '../../../../shared/schemas/auth';
import { languageWasChosen } from '../../../lib/i18n/language-choice';
import { COLOR_SCHEME_KEY } from '../../../lib/theme';

function deviceHasThemeChoice(): boolean {
  try {
    return localStorage.getItem(COLOR_SCHEME_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * After a password sign-in the account's language and theme follow the keeper to this device,
 * each unless one was chosen here: the theme with the header's toggle, the language with its
 * switch or a `?lng=` link on this visit.
 */
export function useApplyAccountPreferences(): (p: Preferences) => void {
  const { i18n } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  return useCallback((p: Preferences) => {
    if (!languageWasChosen() && i18n.resolvedLanguage !== p.language) void i18n.changeLanguage(p.language);
    if (!deviceHasThemeChoice()) setColorScheme(p.theme);
  }, [i18n, setColorScheme]);
}
