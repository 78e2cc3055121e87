import { useTranslation } from 'react-i18next';
import { NeedsConnection } from '../../components/needs-connection';
import { useOnline } from '../../lib/use-online';
import { NotificationForm } from './notification-form';
import { ReviewPage } from './review-page';

/**
 * /admin/notifications: a message to one keeper or to everyone. The form stays usable offline
 * (nothing typed is lost), but sending needs the server, so the shared state says so above it.
 */
export function AdminNotificationsPage() {
  const { t } = useTranslation('admin-review');
  const online = useOnline();
  return (
    <ReviewPage title={t('notifications.title')} intro={t('notifications.intro')} wide>
      {!online && <NeedsConnection />}
      <NotificationForm />
    </ReviewPage>
  );
}
