// The rest of Mantine's stylesheet: `/` links only what it paints (app/main.tsx, decision 0021).
import '@mantine/core/styles.layer.css';
import { AppShell, Badge, Burger, Group, NavLink, ScrollArea, Stack, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Suspense, useEffect } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query/client';
import { useTranslation } from 'react-i18next';
import { Link, NavLink as RouterNavLink, Outlet, useLocation } from 'react-router';
import { LanguageSwitcher } from '../components/language-switcher';
import { Logo } from '../components/logo';
import { ThemeToggle } from '../components/theme-toggle';
import { AchievementToasts, type CountBadge } from '../features/achievements';
import { HeaderSlots } from './header-slots';
import { useSession } from '../lib/session/store';
import { NAV_ITEMS, visibleTo, type NavItem } from './nav-items';
import classes from './app-layout.module.css';

/**
 * An entry's red count badge ("9+" above 9), hidden at 0. The number is for the eye; assistive
 * technology reads the label ("3 new achievements") as part of the link's name.
 */
function CountBadgeView({ useBadge, corner }: { useBadge: () => CountBadge; corner?: boolean }) {
  const { count, text, label } = useBadge();
  if (count <= 0) return null;
  return (
    <>
      <Badge color="red" size="sm" circle={text.length === 1} className={corner ? classes.cornerBadge : undefined} aria-hidden>{text}</Badge>
      <VisuallyHidden>{label}</VisuallyHidden>
    </>
  );
}

/** The badge may wait for its strings: the entry shows meanwhile, without it. */
function EntryBadge({ item, corner }: { item: NavItem; corner?: boolean }) {
  if (!item.useBadge) return null;
  return (
    <Suspense fallback={null}>
      <CountBadgeView useBadge={item.useBadge} corner={corner} />
    </Suspense>
  );
}

const SIDEBAR_ID = 'app-sidebar';

/**
 * The signed-in frame: header, a 240px sidebar from `md` up, a bottom bar below `md`.
 * Feature parts of the header (sync status, coins, bell, profile) come from HeaderSlots.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const claims = useSession((s) => s.claims);
  const items = NAV_ITEMS.filter((i) => visibleTo(i, claims));
  const bottom = items.filter((i) => i.bottomBar);
  const desktop = useMediaQuery('(min-width: 62em)', false, { getInitialValueInEffect: false });
  const [menuOpen, { toggle: toggleMenu, close: closeMenu }] = useDisclosure(false);
  // A chosen entry (or any navigation) closes the phone's menu.
  useEffect(closeMenu, [pathname, closeMenu]);
  return (
    <QueryClientProvider client={queryClient}>
      <AppShell
        header={{ height: 60 }}
        navbar={{ width: 240, breakpoint: 'md', collapsed: { mobile: !menuOpen } }}
        footer={{ height: 64, collapsed: desktop }}
        padding="md"
        classNames={{ footer: classes.footer }}
      >
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="xs" wrap="nowrap">
              {/* Phones: every entry of the sidebar (calendar, contest, moderation...) behind the menu. */}
              <Burger opened={menuOpen} onClick={toggleMenu} hiddenFrom="md" size="sm"
                aria-label={t(menuOpen ? 'nav.closeMenu' : 'nav.openMenu')} aria-expanded={menuOpen} aria-controls={SIDEBAR_ID} />
              <UnstyledButton component={Link} to="/dashboard" aria-label={t('nav.home')}>
                <Logo narrowText={false} />
              </UnstyledButton>
            </Group>
            <Group gap="xs" wrap="nowrap">
              <HeaderSlots />
              <ThemeToggle visibleFrom="md" />
              <LanguageSwitcher />
            </Group>
          </Group>
        </AppShell.Header>

        {/* Closed on a phone, the sidebar is only moved off screen: inert keeps its links out of the tab order. */}
        <AppShell.Navbar p="sm" aria-label={t('nav.main')} id={SIDEBAR_ID} inert={!desktop && !menuOpen}>
          <ScrollArea>
            <Stack gap={2}>
              {items.map((item) => (
                <NavLink key={item.to} component={RouterNavLink} to={item.to} label={t(item.labelKey)}
                  leftSection={<item.icon />} active={pathname === item.to || pathname.startsWith(`${item.to}/`)}
                  rightSection={(item.premium || item.useBadge) && (
                    <Group gap={4} wrap="nowrap">
                      <EntryBadge item={item} />
                      {item.premium && <Badge size="xs" variant="light" color="yellow">{t('nav.premium')}</Badge>}
                    </Group>
                  )} />
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
                  <span className={classes.tabLabel}>{t(item.labelKey)}</span>
                  {/* After the label, so the link reads "Achievements, 3 new achievements"; CSS puts it on the icon. */}
                  <EntryBadge item={item} corner />
                </UnstyledButton>
              );
            })}
          </Group>
        </AppShell.Footer>

        <Suspense fallback={null}>
          <AchievementToasts />
        </Suspense>
      </AppShell>
    </QueryClientProvider>
  );
}
