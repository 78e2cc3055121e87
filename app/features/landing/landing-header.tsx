import { Container, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon, MenuIcon } from '../../components/icons';
import { LanguageSwitcher } from '../../components/language-switcher';
import { Logo } from '../../components/logo';
import { AccountButton } from './account-button';
import { NAV_SECTIONS } from './landing-sections';
import { SectionLink } from './section-link';
import classes from './landing-header.module.css';

const MENU_ID = 'landing-menu';

/**
 * The landing page's own top bar. No theme toggle here (the spec keeps it off `/`). Below `md`
 * the section links and, on phones, the account buttons move into a disclosure menu: a plain
 * button and list rather than a popover, which would cost the page a positioning library.
 */
export function LandingHeader() {
  const { t } = useTranslation(['landing', 'common']);
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <header className={classes.header} onKeyDown={(e) => { if (e.key === 'Escape') close(); }}>
      <Container size="lg" className={classes.bar}>
        <SectionLink to="home" className={classes.brand} aria-label={t('common:nav.home')} onNavigate={close}>
          <Logo size={30} />
        </SectionLink>
        <nav aria-label={t('nav.label')} className={classes.desktopNav}>
          {NAV_SECTIONS.map((id) => (
            <SectionLink key={id} to={id} className={classes.navLink}>{t(`nav.${id}`)}</SectionLink>
          ))}
        </nav>
        <div className={classes.actions}>
          <LanguageSwitcher />
          <AccountButton action="login" variant="subtle" color="gray" visibleFrom="sm" className={classes.login}>
            {t('nav.login')}
          </AccountButton>
          <AccountButton action="signup" visibleFrom="sm">{t('nav.signup')}</AccountButton>
          <UnstyledButton className={classes.burger} aria-expanded={open} aria-controls={MENU_ID}
            aria-label={t('nav.menu')} onClick={() => setOpen((o) => !o)}>
            {open ? <CloseIcon size={22} /> : <MenuIcon size={22} />}
          </UnstyledButton>
        </div>
      </Container>
      <nav id={MENU_ID} aria-label={t('nav.label')} className={classes.menu} hidden={!open}>
        <Container size="lg">
          <ul className={classes.menuList}>
            {NAV_SECTIONS.map((id) => (
              <li key={id}>
                <SectionLink to={id} className={classes.menuLink} onNavigate={close}>{t(`nav.${id}`)}</SectionLink>
              </li>
            ))}
          </ul>
          <div className={classes.menuActions}>
            <AccountButton action="login" variant="default" fullWidth onClick={close}>{t('nav.login')}</AccountButton>
            <AccountButton action="signup" fullWidth onClick={close}>{t('nav.signup')}</AccountButton>
          </div>
        </Container>
      </nav>
    </header>
  );
}
