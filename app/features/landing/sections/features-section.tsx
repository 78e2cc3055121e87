import { Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANDING_FEATURES } from '../landing-features';
import { SectionHeading } from './section-heading';
import section from './section.module.css';
import classes from './features.module.css';

export function FeaturesSection() {
  const { t } = useTranslation('landing');
  return (
    <section id="features" tabIndex={-1} aria-labelledby="features-title" className={`${section.section} ${section.alt}`}>
      <Container size="lg">
        <SectionHeading id="features-title" eyebrow={t('nav.features')} title={t('features.title')} subtitle={t('features.subtitle')} />
        <ul className={classes.grid}>
          {LANDING_FEATURES.map(({ key, icon: Icon, premium }) => (
            <li key={key} className={classes.card}>
              <span className={classes.icon}><Icon size={22} /></span>
              <div>
                <div className={classes.titleRow}>
                  <Title order={3} className={classes.title}>{t(`features.items.${key}.title`)}</Title>
                  {premium && <span className={classes.premium}>{t('features.premium')}</span>}
                </div>
                <Text className={classes.body}>{t(`features.items.${key}.body`)}</Text>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
