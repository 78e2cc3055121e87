import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatResetDay } from './format';
import { useInsightQuota } from './use-insight-quota';

/**
 * The profile's line (spec: "AI insights remaining with reset date"): "AI insights: 7 of 10 left
 * this month, resets December 1". Nothing on Basic, whose plan has none; "(counted on this device)"
 * when the server could not be asked.
 */
export function InsightsRemaining() {
  const { t, i18n } = useTranslation('insights');
  const { quota, estimated } = useInsightQuota();
  if (!quota || quota.limit === 0) return null;
  const left = t('quota.left', { count: quota.remaining, limit: quota.limit, date: formatResetDay(quota.resetsAt, i18n.language) });
  return <Text size="sm">{t('profile.remaining', { left })}{estimated ? ` ${t('profile.estimated')}` : ''}</Text>;
}
