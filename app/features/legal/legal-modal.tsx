// The rest of Mantine's stylesheet: `/` links only what it paints (app/main.tsx, decision 0021).
import '@mantine/core/styles.layer.css';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { LegalDocument } from './legal-document';
import { LEGAL_NAMESPACE, type LegalDoc } from './legal-documents';

interface LegalModalProps {
  doc: LegalDoc;
  opened: boolean;
  onClose: () => void;
}

/**
 * A legal document over the landing page. The caller keeps `doc` while `opened` turns false so
 * the text stays in place during the closing transition. Full screen on phones, where a long
 * policy in a floating card is hard to read.
 */
export function LegalModal({ doc, opened, onClose }: LegalModalProps) {
  const { t } = useTranslation([LEGAL_NAMESPACE, 'common']);
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  return (
    <Modal opened={opened} onClose={onClose} title={t(`${doc}.title`)} size="lg" radius="lg" fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      styles={{ title: { fontSize: 'var(--mantine-h3-font-size)', fontWeight: 700 } }}>
      <LegalDocument doc={doc} headingOrder={3} />
    </Modal>
  );
}
