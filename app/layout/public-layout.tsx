// The rest of Mantine's stylesheet: `/` links only what it paints (app/main.tsx, decision 0021).
import '@mantine/core/styles.layer.css';
import { Box, Container, Group, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { LanguageSwitcher } from '../components/language-switcher';
import { Logo } from '../components/logo';
import { ThemeToggle } from '../components/theme-toggle';

/** Visitor pages other than the landing page (terms, sign-in, reset...): a slim header. */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <Box mih="100vh">
      <Box component="header" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Container size="lg">
          <Group justify="space-between">
            <UnstyledButton component={Link} to="/" aria-label={t('nav.home')}>
              <Logo />
            </UnstyledButton>
            <Group gap="xs">
              <ThemeToggle visibleFrom="md" />
              <LanguageSwitcher />
            </Group>
          </Group>
        </Container>
      </Box>
      <Box component="main" py="xl">
        <Outlet />
      </Box>
    </Box>
  );
}
