import { useTranslation } from 'react-i18next';
import { PendingContestEntries } from '../contest';
import { MonthEntries } from './month-entries';
import { ReviewPage } from './review-page';

/**
 * /admin/contests: the photos waiting for review (the contest feature's section, as moderators see
 * it), then this month's approved entries, which an admin may disqualify for manipulation.
 */
export function AdminContestsPage() {
  const { t } = useTranslation('admin-review');
  return (
    <ReviewPage title={t('contests.title')} intro={t('contests.intro')} wide>
      <PendingContestEntries />
      <MonthEntries />
    </ReviewPage>
  );
}
