import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EventStatus } from '../../../shared/api/calendar';

export const STATUS_COLOR: Record<EventStatus, string> = { pending: 'yellow', approved: 'moss', rejected: 'red' };

/** A submission's state in words (never colour alone). Approved events are the calendar itself: no badge unless asked. */
export function StatusBadge({ status, always = false }: { status: EventStatus; always?: boolean }) {
  const { t } = useTranslation('community-calendar');
  if (status === 'approved' && !always) return null;
  // Never shrunk to an ellipsis beside a long title: the title wraps instead.
  return <Badge color={STATUS_COLOR[status]} variant="light" size="sm" style={{ flexShrink: 0 }}>{t(`status.${status}`)}</Badge>;
}
