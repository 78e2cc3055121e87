import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SparklesIcon } from '../../components/icons';

/** The plan that first includes insights (shared/plans.ts: HerpPlus 10 a month, HerpPro 30). */
const TIER = 'HerpPlus';

/** The notice's frame: the sparkles, a title, and what follows it. */
function PlanNotice({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card withBorder radius="lg" p="lg" component="section" aria-labelledby={titleId}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon size={44} radius="xl" variant="light" aria-hidden><SparklesIcon size={24} /></ThemeIcon>
        <Stack gap="xs" style={{ minWidth: 0 }}>
          <Title order={2} size="h4" id={titleId}>{title}</Title>
          {children}
        </Stack>
      </Group>
    </Card>
  );
}

/**
 * Insights on Basic: the premium guard's notice (spec section 9), with its button to the shop
 * that brings the keeper back here after a purchase. Insights got before stay readable below it.
 */
export function UpgradeNotice({ reptileId, hasHistory }: { reptileId: string; hasHistory: boolean }) {
  const { t } = useTranslation('insights');
  const returnPath = `/reptiles/${reptileId}/insights`;
  return (
    <PlanNotice title={t('upgrade.title', { tier: TIER })}>
      <Text size="sm" c="dimmed">{t('upgrade.body', { tier: TIER })}</Text>
      {hasHistory && <Text size="sm" c="dimmed">{t('upgrade.history')}</Text>}
      <Button component={Link} to={`/repticoins?returnPath=${encodeURIComponent(returnPath)}`} w="fit-content">{t('upgrade.action')}</Button>
    </PlanNotice>
  );
}

/** A shared collection on its owner's Basic plan: a member cannot upgrade it, so no shop button; its owner can. */
export function OwnerPlanNotice({ owner }: { owner: string }) {
  const { t } = useTranslation('insights');
  return (
    <PlanNotice title={t('upgrade.title', { tier: TIER })}>
      <Text size="sm" c="dimmed">{t('shared.ownerPlan', { tier: TIER, owner })}</Text>
    </PlanNotice>
  );
}
