import { Container, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../components/logo';
import { useConsent } from '../cookie-consent';
import type { LegalDoc } from '../legal';
import classes from './landing-footer.module.css';

const LEGAL_LINKS: readonly LegalDoc[] = ['about', 'privacy', 'terms'];

/** Legal documents open as modals (the spec); "Cookie settings" reopens the consent dialog. */
export function LandingFooter({ onOpenLegal }: { onOpenLegal: (doc: LegalDoc) => void }) {
  const { t } = useTranslation('landing');
  const reopenConsent = useConsent((s) => s.reopen);
  return (
    <footer className={classes.footer}>
      <Container size="lg" className={classes.inner}>
        <div className={classes.brand}>
          <Logo size={28} />
          <Text className={classes.tagline}>{t('footer.tagline')}</Text>
        </div>
        <nav aria-label={t('footer.legal')}>
          <ul className={classes.links}>
            {LEGAL_LINKS.map((doc) => (
              <li key={doc}>
                <UnstyledButton className={classes.link} aria-haspopup="dialog" onClick={() => onOpenLegal(doc)}>
                  {t(`footer.${doc}`)}
                </UnstyledButton>
              </li>
            ))}
            <li>
              <UnstyledButton className={classes.link} aria-haspopup="dialog" onClick={reopenConsent}>
                {t('footer.cookies')}
              </UnstyledButton>
            </li>
          </ul>
        </nav>
      </Container>
      <Container size="lg">
        {/* The build-time HTML carries the build's year; past a new year the page's own wins. */}
        <Text className={classes.copyright} suppressHydrationWarning>{t('footer.copyright', { year: new Date().getFullYear() })}</Text>
      </Container>
    </footer>
  );
}
