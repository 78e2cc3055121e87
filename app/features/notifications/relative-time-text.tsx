import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { relativeTime } from '../../../shared/rules/relative-time';
import { formatDay, formatMoment } from '../../lib/format';

/** The current time, moving on every minute while shown, so "just now" becomes "1 minute ago". */
function useNow(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Spec section 9: "just now" under 60 s, then minutes, hours and days up to 29 days, then a date. */
export function RelativeTimeText({ at }: { at: number }) {
  const { t, i18n } = useTranslation('notifications');
  const r = relativeTime(at, useNow());
  const text = r.unit === 'justNow' ? t('relativeTime.justNow') : r.unit === 'date' ? formatDay(at, i18n.language) : t(`relativeTime.${r.unit}`, { count: r.value });
  return <time dateTime={new Date(at).toISOString()} title={formatMoment(at, i18n.language, 'full')}>{text}</time>;
}
