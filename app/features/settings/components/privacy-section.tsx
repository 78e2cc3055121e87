import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useConsent } from '../../cookie-consent';
import { SettingsSection } from './settings-section';

export function PrivacySection() {
  const { t } = useTranslation('settings');
  const reopen = useConsent((s) => s.reopen);
  return (
    <SettingsSection title={t('privacy.title')} description={t('privacy.description')}>
      <Group>
        <Button variant="default" onClick={reopen}>{t('privacy.cookies')}</Button>
      </Group>
    </SettingsSection>
  );
}
