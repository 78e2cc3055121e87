import { useTranslation } from 'react-i18next';
import { planForTier } from '../../../shared/plans';
import { formatDay } from '../../lib/format';
import type { PurchaseEffect } from './plan-offer';

/** The words for what a purchase would do: start, extend, or convert the days left on an upgrade. */
export function useEffectText(): (effect: PurchaseEffect, plan: string) => string {
  const { t, i18n } = useTranslation('coins');
  return (effect, plan) => {
    const date = formatDay(effect.expiresAt, i18n.language);
    if (effect.kind !== 'upgrade') return t(`effect.${effect.kind}`, { plan, date });
    return t('effect.upgrade', {
      from: planForTier(effect.from).name, plan, date,
      left: t('effect.days', { count: effect.daysLeft }), converted: t('effect.days', { count: effect.daysConverted }),
    });
  };
}
