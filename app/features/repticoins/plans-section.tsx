import { Alert, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAN_LIST } from '../../../shared/plans';
import { ConfirmPurchaseDialog } from './confirm-purchase-dialog';
import { PlanCard } from './plan-card';
import { planOffer, type PlanOffer } from './plan-offer';
import { useOnline } from '../../lib/use-online';
import { usePurchase } from './use-purchase';
import type { Wallet } from './use-wallet';
import classes from './repticoins.module.css';

/**
 * The plans from the one plan table (shared/plans.ts), bought with coins only: this server has no
 * payment provider, and the section says so rather than showing a card form that cannot work.
 */
export function PlansSection({ wallet, returnPath }: { wallet: Wallet; returnPath: string | null }) {
  const { t } = useTranslation('coins');
  const online = useOnline();
  const purchase = usePurchase(returnPath);
  // The offer confirmed is judged by the clock of the click, not of the last wallet read.
  const [confirming, setConfirming] = useState<PlanOffer | null>(null);
  return (
    <Stack gap="sm" component="section" aria-labelledby="plans-title">
      <Title order={2} size="h3" id="plans-title">{t('offer.title')}</Title>
      <Text size="sm" c="dimmed">{t('offer.noCards')}</Text>
      {!online && <Alert color="gray" variant="light">{t('offer.offline')}</Alert>}
      <ul className={classes.plans}>
        {PLAN_LIST.map((plan) => {
          const offer = planOffer(plan, wallet, wallet.now);
          return <PlanCard key={plan.id} offer={offer} online={online} onBuy={() => setConfirming(planOffer(plan, wallet, Date.now()))} />;
        })}
      </ul>
      <ConfirmPurchaseDialog offer={confirming} purchase={purchase} online={online} onClose={() => setConfirming(null)} />
    </Stack>
  );
}
