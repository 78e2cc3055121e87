import { useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../../lib/i18n';
import { LabelledChoice } from './labelled-choice';
import { SettingsSection } from './settings-section';
import { useSavePreference } from './units-section';

/** Language names are written in their own language, so anyone can find theirs. */
const NATIVE: Record<Language, string> = { en: 'English', bg: 'Български' };

/** Language and theme apply at once on this device and follow the account to others. */
export function AppearanceSection() {
  const { t, i18n } = useTranslation('settings');
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('dark');
  const save = useSavePreference();
  const language: Language = i18n.resolvedLanguage === 'bg' ? 'bg' : 'en';
  return (
    <SettingsSection title={t('appearance.title')}>
      <LabelledChoice label={t('appearance.language')} value={language}
        options={LANGUAGES.map((l) => ({ value: l, label: NATIVE[l] }))}
        onChange={(l) => {
          void i18n.changeLanguage(l);
          save({ language: l });
        }} />
      <LabelledChoice label={t('appearance.theme')} value={scheme}
        options={[{ value: 'dark', label: t('appearance.dark') }, { value: 'light', label: t('appearance.light') }] as const}
        onChange={(theme) => {
          setColorScheme(theme);
          save({ theme });
        }} />
    </SettingsSection>
  );
}
