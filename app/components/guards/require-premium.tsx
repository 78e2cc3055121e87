import { Button, Card, Center, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { tierSatisfies, type PremiumTier } from '../../../shared/plans';
import { useSession } from '../../lib/session/store';

/**
 * Premium pages: a loading state until claims are known, then the page or an upgrade notice
 * that returns here after purchase. HerpPro satisfies a HerpPlus requirement.
 */
export function RequirePremium({ tier, children }: { tier: PremiumTier; children: ReactNode }) {
  const { t } = useTranslation();
  const claims = useSession((s) => s.claims);
  const location = useLocation();
  if (!claims) {
    return (
      <Center mih="40vh" role="status">
        <Loader aria-label={t('guards.checkingPlan')} />
      </Center>
    );
  }
  if (tierSatisfies(claims.premiumTier, tier)) return <>{children}</>;
  const returnPath = `${location.pathname}${location.search}`;
  return (
    <Center mih="50vh" p="md">
      <Card withBorder maw={440} p="xl" radius="lg">
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>★</ThemeIcon>
          <Title order={2}>{t('guards.premiumTitle', { tier })}</Title>
          <Text c="dimmed">{t('guards.premiumBody', { tier })}</Text>
          <Button component={Link} to={`/repticoins?returnPath=${encodeURIComponent(returnPath)}`}>
            {t('guards.upgrade')}
          </Button>
        </Stack>
      </Card>
    </Center>
  );
}
