import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STATUSES_OF, type FeedbackKind } from '../../../shared/api/feedback';

/** Each status's colour; its words are `feedback:status.<kind>.<status>`, so colour is never alone. */
export const STATUS_COLORS: Record<FeedbackKind, Record<string, string>> = {
  bug: { open: 'blue', inProgress: 'yellow', resolved: 'moss', closed: 'gray' },
  feature: { open: 'blue', underReview: 'yellow', planned: 'cyan', inDevelopment: 'grape', completed: 'moss', rejected: 'red' },
};

/** A status of `kind` as the keeper reads it; a status this build does not know is shown as sent. */
export function useStatusLabel(): (kind: FeedbackKind, status: string) => string {
  const { t } = useTranslation('feedback');
  return (kind, status) => ((STATUSES_OF[kind] as readonly string[]).includes(status) ? t(`status.${kind}.${status}`) : status);
}

/** A bug report's or feature request's status: its translated name in its colour. */
export function FeedbackStatusBadge({ kind, status, size = 'sm' }: { kind: FeedbackKind; status: string; size?: BadgeProps['size'] }) {
  const label = useStatusLabel();
  // Never shrunk to an ellipsis beside a long line: the line wraps or truncates instead.
  return <Badge color={STATUS_COLORS[kind][status] ?? 'gray'} variant="light" size={size} style={{ flexShrink: 0 }}>{label(kind, status)}</Badge>;
}
