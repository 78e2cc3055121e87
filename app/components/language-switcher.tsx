import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../lib/i18n';
import { GlobeIcon } from './icons';

/** Language names are written in their own language, so anyone can find theirs. */
const NATIVE_NAMES: Record<(typeof LANGUAGES)[number], string> = { en: 'English', bg: 'Български' };

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const label = t('language.choose');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Tooltip label={label}>
          <ActionIcon variant="default" size="lg" radius="md" aria-label={label}>
            <GlobeIcon />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        {LANGUAGES.map((lng) => (
          <Menu.Item key={lng} lang={lng} onClick={() => void i18n.changeLanguage(lng)}
            fw={i18n.resolvedLanguage === lng ? 700 : 400} aria-current={i18n.resolvedLanguage === lng ? 'true' : undefined}>
            {NATIVE_NAMES[lng]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
