import { useTranslation } from 'react-i18next';
import type { ClutchOutlook } from '../../../shared/rules/incubation';
import { dateTimeFormat } from '../../lib/format';

const dayOf = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** "12–18 Jan" in the keeper's language: the days only, the window is never more than months away. */
export function hatchRangeText(lng: string, from: string, to: string): string {
  const format = dateTimeFormat(lng, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return from === to ? format.format(dayOf(from)) : format.formatRange(dayOf(from), dayOf(to));
}

/** A clutch's expected hatch window with its countdown: "Expected to hatch 12–18 Jan, in 9 days". */
export function useHatchWindowText(): (outlook: ClutchOutlook) => string {
  const { t, i18n } = useTranslation('logs');
  return (o) => {
    const range = hatchRangeText(i18n.language, o.from, o.to);
    if (o.daysToFrom > 0) return t('breeding.hatch.upcoming', { range, count: o.daysToFrom });
    if (o.daysToTo >= 0) return t('breeding.hatch.due', { range });
    return t('breeding.hatch.late', { range, count: -o.daysToTo });
  };
}
