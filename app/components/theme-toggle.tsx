import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MoonIcon, SunIcon } from './icons';

/** Light/dark switch; Mantine's colour scheme manager persists the choice in localStorage. */
export function ThemeToggle(props: { visibleFrom?: 'xs' | 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('dark');
  const next = scheme === 'dark' ? 'light' : 'dark';
  const label = next === 'light' ? t('theme.toLight') : t('theme.toDark');
  return (
    <ActionIcon variant="default" size="lg" radius="md" aria-label={label} title={label} onClick={() => setColorScheme(next)} {...props}>
      {scheme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </ActionIcon>
  );
}
