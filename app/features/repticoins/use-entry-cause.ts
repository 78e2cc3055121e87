import { useTranslation } from 'react-i18next';
import { achievementById } from '../../../shared/achievements/catalogue';
import { ledgerKindOf } from '../../../shared/coins/ledger-key';
import { LEDGER_KIND_KEYS } from '../../../shared/coins/messages';
import { formatMonth } from '../../lib/format';

export interface EntryCause {
  /** What kind of cause: "Achievement reward", "Plan purchase"... */
  label: string;
  /** Which one: the achievement's name, the contest's month and place, the team's reason. */
  detail: string | null;
}

const CONTEST = /^contest:(\d{4}-\d{2}):([1-3])$/;

/**
 * Names a ledger entry's cause from its key (ledger-key.ts) in the keeper's language. The key is
 * all the device knows of a cause, besides the team's own words for an adjustment (`reason`,
 * shown as written). A key from a newer server than this app knows shows as "Other".
 */
export function useEntryCause(): (entry: { key: string; reason: string | null }) => EntryCause {
  const { t, i18n } = useTranslation(['coins', 'achievements']);
  return ({ key, reason }) => {
    const kind = ledgerKindOf(key);
    if (kind === null) return { label: t('history.other'), detail: null };
    const label = t(LEDGER_KIND_KEYS[kind]);
    if (kind === 'achievement') {
      const achievement = achievementById(key.slice('achievement:'.length));
      return { label, detail: achievement ? t(achievement.nameKey, { ns: 'achievements' }) : null };
    }
    if (kind === 'contest') {
      const [, month = '', place = ''] = CONTEST.exec(key) ?? [];
      return { label, detail: t('history.contestDetail', { month: formatMonth(month, i18n.language), place: t(`history.places.${place}`) }) };
    }
    if (kind === 'admin') return { label, detail: reason?.trim() || null };
    return { label, detail: null };
  };
}
