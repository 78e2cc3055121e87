import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Plan } from '../../../../shared/plans';
import { CheckIcon } from '../../../components/icons';
import { AccountButton } from '../account-button';
import { planPriceLabel } from '../plan-prices';
import classes from './pricing.module.css';

export function PlanCard({ plan }: { plan: Plan }) {
  const { t, i18n } = useTranslation(['landing', 'plans']);
  const lng = i18n.resolvedLanguage ?? 'en';
  const free = plan.priceUsd === 0;
  const label = planPriceLabel(plan, lng);
  return (
    <li className={classes.card} data-featured={plan.featured || undefined}>
      {plan.featured && <span className={classes.popular}>{t('pricing.mostPopular')}</span>}
      <Title order={3} className={classes.name}>{plan.name}</Title>
      <Text className={classes.tagline}>{t(`plans:tagline.${plan.id}`)}</Text>
      <p className={classes.price}>
        <span className={classes.amount}>{label.price}</span>
        <span className={classes.period}>{free ? t('pricing.forever') : t('pricing.perMonth')}</span>
      </p>
      <Text className={classes.coins}>
        {label.coins === null ? t('pricing.noPayment') : t('pricing.orCoins', { coins: label.coins })}
      </Text>
      <AccountButton action="signup" fullWidth size="md" variant={plan.featured ? 'filled' : 'default'} className={classes.cta}>
        {free ? t('pricing.ctaFree') : t('pricing.ctaPaid', { plan: plan.name })}
      </AccountButton>
      <ul className={classes.features} aria-label={t('pricing.includes', { plan: plan.name })}>
        {plan.featureKeys.map((key) => (
          <li key={key}><CheckIcon size={16} />{t(`plans:${key}`)}</li>
        ))}
      </ul>
    </li>
  );
}
