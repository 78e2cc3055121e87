import { Text, Title, type TitleOrder } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSupportEmail } from '../../lib/support';
import { DATED_DOCS, LEGAL_NAMESPACE, LEGAL_SECTIONS, type LegalDoc } from './legal-documents';
import { LegalText } from './legal-text';
import classes from './legal.module.css';

/**
 * About, Privacy or Terms, the same text in the landing page's modal and on /terms. The caller
 * owns the document title; `headingOrder` keeps section headings one level below it.
 */
export function LegalDocument({ doc, headingOrder }: { doc: LegalDoc; headingOrder: TitleOrder }) {
  const { t } = useTranslation(LEGAL_NAMESPACE);
  const email = useSupportEmail();
  return (
    <div className={classes.document}>
      {DATED_DOCS.has(doc) && <Text size="xs" className={classes.updated}>{t('updated')}</Text>}
      <Text className={classes.intro}>{t(`${doc}.intro`)}</Text>
      {LEGAL_SECTIONS[doc].map((section) => (
        <section key={section} className={classes.section}>
          <Title order={headingOrder} className={classes.heading}>{t(`${doc}.sections.${section}.title`)}</Title>
          <LegalText body={t(`${doc}.sections.${section}.body`, { email })} />
        </section>
      ))}
    </div>
  );
}
