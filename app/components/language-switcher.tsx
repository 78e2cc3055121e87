import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { rememberLanguageChoice } from '../lib/i18n/language-choice';

/**
 * With two languages a single button that switches to the other one is the quickest control,
 * and it keeps the landing page free of the popover machinery a menu would load. The label is
 * written in the target language so a reader of that language recognises it. Its name starts with
 * what it shows, so a voice command naming the button ("БГ") finds it.
 */
const OTHER = { en: { lng: 'bg', short: 'БГ', name: 'Български' }, bg: { lng: 'en', short: 'EN', name: 'English' } } as const;

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage === 'bg' ? 'bg' : 'en';
  const other = OTHER[current];
  return (
    <Button variant="default" size="compact-md" h={34} px={10} radius="md" lang={other.lng}
      aria-label={`${other.short}: ${t('language.switchTo')} ${other.name}`} title={other.name}
      onClick={() => {
        rememberLanguageChoice();
        void i18n.changeLanguage(other.lng);
      }}>
      {other.short}
    </Button>
  );
}
