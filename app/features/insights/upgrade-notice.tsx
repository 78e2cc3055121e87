import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SparklesIcon } from '../../components/icons';

/** The plan that first includes insights (shared/plans.ts: HerpPlus 10 a month, HerpPro 30). */
const TIER = 'HerpPlus';

/**
 * Insights on Basic: the premium guard's notice (spec section 9), with its button to the shop
 * that brings the keeper back here after a purchase. Insights got before stay readable below it.
 */
export function UpgradeNotice({ reptileId, hasHistory }: { reptileId: string; hasHistory: boolean }) {
  const { t } = useTranslation('insights');
  const titleId = useId();
  const returnPath = `/reptiles/${reptileId}/insights`;
  return (
    <Card withBorder radius="lg" p="lg" component="section" aria-labelledby={titleId}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon size={44} radius="xl" variant="light" aria-hidden><SparklesIcon size={24} /></ThemeIcon>
        <Stack gap="xs" style={{ minWidth: 0 }}>
          <Title order={2} size="h4" id={titleId}>{t('upgrade.title', { tier: TIER })}</Title>
          <Text size="sm" c="dimmed">{t('upgrade.body', { tier: TIER })}</Text>
          {hasHistory && <Text size="sm" c="dimmed">{t('upgrade.history')}</Text>}
          <Button component={Link} to={`/repticoins?returnPath=${encodeURIComponent(returnPath)}`} w="fit-content">{t('upgrade.action')}</Button>
        </Stack>
      </Group>
    </Card>
  );
}

/** A shared collection on its owner's Basic plan: a member cannot upgrade it, so no shop button; its owner can. */
export function OwnerPlanNotice({ owner }: { owner: string }) {
  const { t } = useTranslation('insights');
  const titleId = useId();
  return (
    <Card withBorder radius="lg" p="lg" component="section" aria-labelledby={titleId}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon size={44} radius="xl" variant="light" aria-hidden><SparklesIcon size={24} /></ThemeIcon>
        <Stack gap="xs" style={{ minWidth: 0 }}>
          <Title order={2} size="h4" id={titleId}>{t('upgrade.title', { tier: TIER })}</Title>
          <Text size="sm" c="dimmed">{t('shared.ownerPlan', { tier: TIER, owner })}</Text>
        </Stack>
      </Group>
    </Card>
  );
}
