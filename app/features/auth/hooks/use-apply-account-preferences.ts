import { useMantineColorScheme } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Preferences } from '../../../../shared/schemas/auth';

/** After a password sign-in the account's language and theme follow the keeper to this device. */
export function useApplyAccountPreferences(): (p: Preferences) => void {
  const { i18n } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  return useCallback((p: Preferences) => {
    if (i18n.resolvedLanguage !== p.language) void i18n.changeLanguage(p.language);
    setColorScheme(p.theme);
  }, [i18n, setColorScheme]);
}
