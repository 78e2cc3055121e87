import { useTranslation } from 'react-i18next';
import { QueryState } from '../calendar';
import { failureKey } from './failure-text';
import { ReviewPage } from './review-page';
import { SettingsForm } from './settings-form';
import { useContestSettings } from './use-contest-settings';

/** /admin/settings: the photo contest's settings (its phase days, the entries a keeper may send, the prizes). */
export function AdminSettingsPage() {
  const { t } = useTranslation('admin-review');
  const query = useContestSettings();
  return (
    <ReviewPage title={t('settings.title')} intro={t('settings.intro')}>
      <QueryState query={query} loadingLabel={t('settings.loading')} errorText={(e) => t(failureKey(e, 'settings.loadFailed'))}>
        {(saved) => <SettingsForm key={JSON.stringify(saved)} saved={saved} />}
      </QueryState>
    </ReviewPage>
  );
}
