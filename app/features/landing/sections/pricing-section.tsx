import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PLAN_LIST } from '../../../../shared/plans';
import { PlanCard } from './plan-card';
import { SectionHeading } from './section-heading';
import section from './section.module.css';
import classes from './pricing.module.css';

/** Generated from the one plan table in shared/plans.ts: prices and limits are never typed here. */
export function PricingSection() {
  const { t } = useTranslation('landing');
  return (
    <section id="pricing" tabIndex={-1} aria-labelledby="pricing-title" className={section.section}>
      <Container size="lg">
        <SectionHeading id="pricing-title" eyebrow={t('nav.pricing')} title={t('pricing.title')} subtitle={t('pricing.subtitle')} />
        <ul className={classes.grid}>
          {PLAN_LIST.map((plan) => <PlanCard key={plan.id} plan={plan} />)}
        </ul>
      </Container>
    </section>
  );
}
