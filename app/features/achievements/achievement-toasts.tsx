import { notifications } from '@mantine/notifications';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { TrophyIcon } from '../../components/icons';
import { useUserDb } from '../../lib/db/use-user-db';
import { claimUnannounced } from './announced-store';
import { earnedOf, unseenOf } from './earned';
import { toastPlan } from './toast-plan';

const ACHIEVEMENTS_PATH = '/achievements';

/**
 * Announces achievements this device learns of (rows a pull brings, not yet seen and not yet
 * announced here) with a toast. Rendered once in the signed-in layout; renders nothing itself.
 * On /achievements nothing is toasted: the page shows them and marks them seen, and they are
 * recorded as announced so leaving the page does not toast them afterwards.
 */
export function AchievementToasts() {
  const { t, i18n } = useTranslation('achievements');
  const db = useUserDb();
  const { pathname } = useLocation();
  const onPage = pathname === ACHIEVEMENTS_PATH;
  const unseen = useLiveQuery(async () => (db ? unseenOf(earnedOf(await db.achievements.toArray())) : undefined), [db]);

  useEffect(() => {
    if (!db || !unseen || unseen.length === 0) return;
    const freshIds = new Set(claimUnannounced(db.userId, unseen.map((e) => e.rowId)));
    if (onPage || freshIds.size === 0) return;
    const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
    for (const toast of toastPlan(unseen.filter((e) => freshIds.has(e.rowId)), Date.now())) {
      notifications.show(toast.kind === 'one'
        ? {
            id: `achievement-${toast.rowId}`, color: 'yellow', icon: <TrophyIcon size={18} />, withCloseButton: true,
            title: t('toast.unlocked', { name: t(toast.achievement.nameKey) }),
            message: t('toast.reward', { coins: number(toast.achievement.reward) }),
          }
        : {
            color: 'yellow', icon: <TrophyIcon size={18} />, withCloseButton: true,
            title: t('toast.summary', { count: toast.count }),
            message: t('toast.summaryBody', { coins: number(toast.coins) }),
          });
    }
  }, [db, unseen, onPage, t, i18n.language]);

  return null;
}
