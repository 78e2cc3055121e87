import { useTranslation } from 'react-i18next';
import { ExportMenu } from '../../export';
import { SettingsSection } from './settings-section';

export function DataSection() {
  const { t } = useTranslation('export');
  return (
    <SettingsSection title={t('settings.title')} description={t('settings.description')}>
      <ExportMenu />
    </SettingsSection>
  );
}
