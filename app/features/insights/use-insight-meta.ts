import { useTranslation } from 'react-i18next';
import { formatMoment } from '../../lib/format';
import type { LocalInsight } from './insight-queries';

/** "Nov 24, 2026, 2:26 PM · In English": when an insight was made and in which language. */
export function useInsightMeta(): (insight: LocalInsight) => string {
  const { t, i18n } = useTranslation('insights');
  return (insight) => t('insight.meta', {
    date: formatMoment(insight.generatedAt, i18n.language),
    language: t(`insight.language.${insight.language}`, { defaultValue: insight.language }),
  });
}
