import { Button, Container, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MailIcon } from '../../../components/icons';
import { useSupportEmail } from '../../../lib/support';
import { SectionHeading } from './section-heading';
import section from './section.module.css';
import classes from './contact.module.css';

export function ContactSection() {
  const { t } = useTranslation('landing');
  const supportEmail = useSupportEmail();
  return (
    <section id="contact" tabIndex={-1} aria-labelledby="contact-title" className={section.section}>
      <Container size="sm">
        <div className={classes.card}>
          <span className={classes.icon}><MailIcon size={26} /></span>
          <SectionHeading id="contact-title" eyebrow={t('nav.contact')} title={t('contact.title')} subtitle={t('contact.body')} />
          <Text className={classes.address}>{supportEmail}</Text>
          <Button component="a" href={`mailto:${supportEmail}`} size="md" leftSection={<MailIcon size={18} />} className={classes.button}>
            {t('contact.button')}
          </Button>
          <Text className={classes.note}>{t('contact.appNote')}</Text>
        </div>
      </Container>
    </section>
  );
}
