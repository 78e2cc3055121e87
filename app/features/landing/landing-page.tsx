import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LegalDoc } from '../legal';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';
import { ContactSection } from './sections/contact-section';
import { FaqSection } from './sections/faq-section';
import { FeaturesSection } from './sections/features-section';
import { HeroSection } from './sections/hero-section';
import { PricingSection } from './sections/pricing-section';
import classes from './landing-page.module.css';

// The modal and the policies' text load on the first click: most visitors never open them.
// eslint-disable-next-line import-x/no-restricted-paths -- a lazy chunk: through the index it would load with the landing page
const LegalModal = lazy(() => import('../legal/legal-modal').then((m) => ({ default: m.LegalModal })));

/**
 * `/` for visitors: hero, features, pricing, FAQ, contact, and a footer whose About, Privacy and
 * Terms open as modals. Auth links and `?login=true` are LandingGate's business, not this page's.
 */
export function LandingPage() {
  // Both namespaces are requested together so the sections below do not load them one by one.
  const { t } = useTranslation(['landing', 'plans']);
  const [legal, setLegal] = useState<{ doc: LegalDoc; opened: boolean } | null>(null);
  return (
    <div className={classes.page}>
      <a href="#main" className={classes.skip} onClick={(e) => {
        e.preventDefault();
        document.getElementById('main')?.focus();
      }}>{t('nav.skip')}</a>
      <LandingHeader />
      <main id="main" tabIndex={-1} className={classes.main}>
        <HeroSection />
        <FeaturesSection />
        <PricingSection />
        <FaqSection />
        <ContactSection />
      </main>
      <LandingFooter onOpenLegal={(doc) => setLegal({ doc, opened: true })} />
      {legal && (
        <Suspense fallback={null}>
          <LegalModal doc={legal.doc} opened={legal.opened} onClose={() => setLegal({ ...legal, opened: false })} />
        </Suspense>
      )}
    </div>
  );
}
