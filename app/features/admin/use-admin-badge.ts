import { useTranslation } from 'react-i18next';
import { unreadBadgeText } from '../../../shared/notifications/unread';
import { useOnline } from '../../lib/use-online';
import type { CountBadge } from '../achievements';
import { countOrZero, useAdminCountQueries } from './admin-count-queries';

/**
 * The navigation's Admin badge (spec section 2): pending events + pending contest entries + bug
 * reports not archived. It must never break the layout, so a failed call counts 0 and an offline
 * device shows no badge rather than a number it cannot check.
 */
export function useAdminBadge(): CountBadge {
  const { t } = useTranslation('admin');
  const online = useOnline();
  const { pendingEvents, pendingEntries, bugReports } = useAdminCountQueries();
  const count = online ? countOrZero(pendingEvents) + countOrZero(pendingEntries) + countOrZero(bugReports) : 0;
  return { count, text: unreadBadgeText(count), label: t('badge', { count }) };
}
