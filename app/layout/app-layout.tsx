import { AppShell, Badge, Group, NavLink, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, NavLink as RouterNavLink, Outlet, useLocation } from 'react-router';
import { LanguageSwitcher } from '../components/language-switcher';
import { Logo } from '../components/logo';
import { ThemeToggle } from '../components/theme-toggle';
import { HeaderSlots } from './header-slots';
import { NAV_ITEMS } from './nav-items';
import classes from './app-layout.module.css';

/**
 * The signed-in frame: header, a 240px sidebar from `md` up, a bottom bar below `md`.
 * Feature parts of the header (sync status, coins, bell, profile) come from HeaderSlots.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const bottom = NAV_ITEMS.filter((i) => i.bottomBar);
  const desktop = useMediaQuery('(min-width: 62em)', false, { getInitialValueInEffect: false });
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'md', collapsed: { mobile: true } }}
      footer={{ height: 64, collapsed: desktop }}
      padding="md"
      classNames={{ footer: classes.footer }}
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <UnstyledButton component={Link} to="/dashboard" aria-label={t('nav.home')}>
            <Logo />
          </UnstyledButton>
          <Group gap="xs" wrap="nowrap">
            <HeaderSlots />
            <ThemeToggle visibleFrom="md" />
            <LanguageSwitcher />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm" aria-label={t('nav.main')}>
        <ScrollArea>
          <Stack gap={2}>
            {NAV_ITEMS.map((item) => (
              <NavLink key={item.to} component={RouterNavLink} to={item.to} label={t(item.labelKey)}
                leftSection={<item.icon />} active={pathname === item.to || pathname.startsWith(`${item.to}/`)}
                rightSection={item.premium ? <Badge size="xs" variant="light" color="yellow">{t('nav.premium')}</Badge> : undefined} />
            ))}
          </Stack>
        </ScrollArea>
      </AppShell.Navbar>

      <AppShell.Main>
        <Outlet />
      </AppShell.Main>

      <AppShell.Footer hiddenFrom="md" component="nav" aria-label={t('nav.main')}>
        <Group h="100%" justify="space-around" wrap="nowrap" gap={0}>
          {bottom.map((item) => {
            const active = pathname === item.to || pathname.startsWith(`${item.to}/`);
            return (
              <UnstyledButton key={item.to} component={Link} to={item.to} className={classes.tab}
                data-active={active || undefined} aria-current={active ? 'page' : undefined}>
                <item.icon size={22} />
                <Text size="xs" lineClamp={1}>{t(item.labelKey)}</Text>
              </UnstyledButton>
            );
          })}
        </Group>
      </AppShell.Footer>
    </AppShell>
  );
}
