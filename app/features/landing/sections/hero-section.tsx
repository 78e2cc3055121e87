import { Button, Container, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PLANS } from '../../../../shared/plans';
import { ArrowRightIcon, CheckIcon } from '../../../components/icons';
import { AccountButton } from '../account-button';
import { SectionLink } from '../section-link';
import { PhoneMockup } from './phone-mockup';
import { TypewriterHeadline } from './typewriter-headline';
import classes from './hero.module.css';

export function HeroSection() {
  const { t } = useTranslation('landing');
  const headline = t('hero.headline');
  const points = [
    t('hero.points.free', { count: PLANS.basic.reptileLimit ?? 0 }),
    t('hero.points.offline'),
    t('hero.points.languages'),
  ];
  return (
    <section id="home" tabIndex={-1} className={classes.hero}>
      <Container size="lg" className={classes.grid}>
        <div className={classes.copy}>
          <Text component="p" className={classes.eyebrow}>{t('hero.eyebrow')}</Text>
          {/* Remounting on a new language restarts the typing in that language. */}
          <TypewriterHeadline key={headline} text={headline} />
          <Text className={classes.subtitle}>{t('hero.subtitle')}</Text>
          <div className={classes.ctas}>
            <AccountButton action="signup" size="lg" rightSection={<ArrowRightIcon size={18} />}>
              {t('hero.primaryCta')}
            </AccountButton>
            <Button component={SectionLink} to="features" size="lg" variant="default">
              {t('hero.secondaryCta')}
            </Button>
          </div>
          <ul className={classes.points}>
            {points.map((p) => (
              <li key={p}><CheckIcon size={16} />{p}</li>
            ))}
          </ul>
        </div>
        <PhoneMockup />
      </Container>
    </section>
  );
}
