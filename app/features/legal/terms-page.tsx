import { Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LegalDocument } from './legal-document';
import { LEGAL_NAMESPACE } from './legal-documents';

/** `/terms`: the terms of service as a page of their own, open to everyone. */
export function TermsPage() {
  const { t } = useTranslation(LEGAL_NAMESPACE);
  return (
    <Container size="sm">
      <Title order={1} mb="md">{t('terms.title')}</Title>
      <LegalDocument doc="terms" headingOrder={2} />
    </Container>
  );
}
