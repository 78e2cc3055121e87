import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { LENGTH_UNITS, WEIGHT_UNITS, type Preferences } from '../../../../shared/schemas/auth';
import { updatePreferences, usePreferences } from '../../../lib/session';
import { LabelledChoice } from './labelled-choice';
import { SettingsSection } from './settings-section';

/** Saves a preference; works offline (sent later), and says so only if the server refuses it. */
export function useSavePreference() {
  const { t } = useTranslation('settings');
  return (patch: Partial<Preferences>) => {
    updatePreferences(patch).catch(() => notifications.show({ color: 'red', message: t('preferences.saveFailed') }));
  };
}

export function UnitsSection() {
  const { t } = useTranslation('settings');
  const prefs = usePreferences();
  const save = useSavePreference();
  return (
    <SettingsSection title={t('units.title')} description={t('units.description')}>
      <LabelledChoice label={t('units.weight')} value={prefs.weightUnit} onChange={(weightUnit) => save({ weightUnit })}
        options={WEIGHT_UNITS.map((u) => ({ value: u, label: t(`units.names.${u}`) }))} />
      <LabelledChoice label={t('units.length')} value={prefs.lengthUnit} onChange={(lengthUnit) => save({ lengthUnit })}
        options={LENGTH_UNITS.map((u) => ({ value: u, label: t(`units.names.${u}`) }))} />
    </SettingsSection>
  );
}
