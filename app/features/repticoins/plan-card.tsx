import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../components/icons';
import { formatUsd } from '../../lib/format';
import { formatCoins } from './format';
import type { PlanOffer } from './plan-offer';
import { useCoinMessage } from './coin-message';
import { useEffectText } from './use-effect-text';
import classes from './repticoins.module.css';

/**
 * One plan: price, coin price, features, and the button that buys a month with coins. A plan that
 * cannot be bought now keeps its button, disabled, with the reason beside it.
 */
export function PlanCard({ offer, online, onBuy }: { offer: PlanOffer; online: boolean; onBuy: () => void }) {
  const { t, i18n } = useTranslation(['coins', 'plans']);
  const message = useCoinMessage();
  const effectText = useEffectText();
  const noteId = useId();
  const lng = i18n.language;
  const { plan, coins } = offer;
  const free = plan.priceUsd === 0;
  const reason = coins?.blocked ? message(coins.blocked) : null;
  const titleId = `${noteId}-title`;
  return (
    <Card component="li" withBorder radius="lg" padding="lg" className={classes.plan} data-featured={plan.featured || undefined}
      aria-labelledby={titleId} aria-current={offer.current || undefined}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h4" id={titleId}>{plan.name}</Title>
          <Group gap={6}>
            {plan.featured && <Badge color="moss">{t('plans:mostPopular')}</Badge>}
            {offer.current && <Badge color="yellow" variant="light">{t('plans:current')}</Badge>}
          </Group>
        </Group>
        <Text size="sm" c="dimmed">{t(`plans:tagline.${plan.id}`)}</Text>
        <div>
          <Text component="span" fz={28} fw={800}>{formatUsd(plan.priceUsd, lng)}</Text>{' '}
          {!free && <Text component="span" c="dimmed">{t('plans:perMonth')}</Text>}
          {plan.coinPrice !== null && <Text fw={600} c="var(--ht-coin-color)">{t('plans:orCoins', { coins: formatCoins(plan.coinPrice, lng) })}</Text>}
        </div>
        <ul className={classes.features} aria-label={t('plans:includes', { plan: plan.name })}>
          {plan.featureKeys.map((key) => (
            <li key={key}><CheckIcon size={16} aria-hidden />{t(`plans:${key}`)}</li>
          ))}
        </ul>
        {coins && (
          <Stack gap={6} mt="auto">
            {coins.effect && !reason && <Text size="sm">{effectText(coins.effect, plan.name)}</Text>}
            {reason && <Text size="sm" c="dimmed" id={noteId}>{reason}</Text>}
            <Button onClick={onBuy} disabled={reason !== null || !online} variant={plan.featured ? 'filled' : 'default'}
              aria-describedby={reason ? noteId : undefined}>
              {t('offer.buy', { coins: formatCoins(coins.price, lng) })}
            </Button>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
