import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PLANS } from '../../../../shared/plans';
import { SectionHeading } from './section-heading';
import section from './section.module.css';
import classes from './faq.module.css';

const QUESTIONS = ['offline', 'export', 'coins', 'language', 'privacy', 'plans', 'ocr'] as const;

/** Numbers in the answers come from the plan table, so an answer never contradicts the pricing. */
const FACTS = {
  plus: PLANS.herpPlus.coinPrice,
  pro: PLANS.herpPro.coinPrice,
  reptiles: PLANS.basic.reptileLimit,
  basic: PLANS.basic.ocrImportLimit,
};

/**
 * The FAQ accordion is built on <details>: the browser gives each question its button role,
 * expanded state and keyboard handling, the shared `name` keeps one answer open at a time, and
 * answers stay findable with the browser's find-in-page. A library accordion would add about
 * 5 KB of script to the one page that has a size budget.
 */
export function FaqSection() {
  const { t } = useTranslation('landing');
  return (
    <section id="faq" tabIndex={-1} aria-labelledby="faq-title" className={`${section.section} ${section.alt}`}>
      <Container size="md">
        <SectionHeading id="faq-title" eyebrow={t('nav.faq')} title={t('faq.title')} subtitle={t('faq.subtitle')} />
        <div className={classes.list}>
          {QUESTIONS.map((q) => (
            <details key={q} name="faq" className={classes.item}>
              <summary className={classes.question}>
                <h3 className={classes.label}>{t(`faq.items.${q}.q`)}</h3>
                <span className={classes.chevron} aria-hidden="true" />
              </summary>
              <p className={classes.answer}>{t(`faq.items.${q}.a`, FACTS)}</p>
            </details>
          ))}
        </div>
      </Container>
    </section>
  );
}
