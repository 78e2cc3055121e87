import { useTranslation } from 'react-i18next';
import { badgeText } from './earned';
import { useNewAchievementCount } from './use-earned-achievements';

export interface CountBadge {
  /** 0 hides the badge. */
  count: number;
  /** What the badge shows: the count, "9+" above 9. */
  text: string;
  /** What assistive technology reads ("3 new achievements"). */
  label: string;
}

/** The navigation's Achievements badge: earned achievements the keeper has not seen yet. */
export function useNewAchievementsBadge(): CountBadge {
  const { t } = useTranslation('achievements');
  const count = useNewAchievementCount();
  return { count, text: badgeText(count), label: t('badge', { count }) };
}
