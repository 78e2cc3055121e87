import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LogEntriesTab } from '../log-tabs';
import { formatDate } from '../../lib/format';
import { HealthForm } from './health-form';
import { MarkResolved } from './mark-resolved';

const SEVERITY_COLOR = { mild: 'yellow', moderate: 'orange', severe: 'red' } as const;

/**
 * The health tab of a reptile: log an issue, follow it while ongoing, and mark it resolved in
 * one tap when it clears up (days later, often on another device).
 */
export function HealthTab({ reptileId }: { reptileId: string }) {
  const { t, i18n } = useTranslation('logs');
  const lng = i18n.language;
  return (
    <LogEntriesTab
      table="healthLogs"
      reptileId={reptileId}
      labels={{ addTitle: t('health.addTitle'), editTitle: t('health.editTitle'), listTitle: t('health.listTitle'), empty: t('health.empty'), deleteTitle: t('health.deleteTitle') }}
      entryLabel={(log) => `${log.issue} (${formatDate(log.date, lng)})`}
      form={<HealthForm reptileId={reptileId} />}
      renderEntry={(log) => (
        <>
          <Text style={{ overflowWrap: 'anywhere' }}>{log.issue}</Text>
          <Group gap="xs">
            <Badge variant="light" color={log.status === 'ongoing' ? 'orange' : 'teal'}>{t(`health.status.${log.status}`)}</Badge>
            {log.severity && <Badge variant="outline" color={SEVERITY_COLOR[log.severity]}>{t(`health.severity.${log.severity}`)}</Badge>}
          </Group>
          {log.status === 'resolved' && log.resolvedDate && <Text size="sm">{t('health.resolvedOn', { date: formatDate(log.resolvedDate, lng) })}</Text>}
          {log.treatment && <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>{t('health.treatment', { text: log.treatment })}</Text>}
          {log.notes && <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>{log.notes}</Text>}
        </>
      )}
      renderActions={(log) => log.status === 'ongoing' && <MarkResolved log={log} label={`${log.issue} (${formatDate(log.date, lng)})`} />}
    />
  );
}
