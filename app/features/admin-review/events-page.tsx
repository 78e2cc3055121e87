import { Center, Loader } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingEvents } from '../moderator';
import { ReviewPage } from './review-page';

/**
 * /admin/events: community events waiting for a decision. The moderator panel's section, as it
 * is: the same list, the same confirmations and the same refusals, so admins and moderators decide
 * alike (and the admin badge follows, since it reads the same query). It arrives as its own chunk.
 */
export function AdminEventsPage() {
  const { t } = useTranslation('admin-review');
  return (
    <ReviewPage title={t('events.title')} intro={t('events.intro')}>
      <Suspense fallback={<Center mih={120}><Loader aria-label={t('events.loading')} /></Center>}>
        <PendingEvents />
      </Suspense>
    </ReviewPage>
  );
}
