import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LogEntriesTab } from '../log-tabs';
import { EventForm } from './event-form';

/** The events tab of a reptile: cleanings, maintenance, behaviour notes and anything else, newest first. */
export function EventsTab({ reptileId }: { reptileId: string }) {
  const { t } = useTranslation('logs');
  return (
    <LogEntriesTab
      table="eventLogs"
      reptileId={reptileId}
      labels={{ addTitle: t('events.addTitle'), editTitle: t('events.editTitle'), listTitle: t('events.listTitle'), empty: t('events.empty'), deleteTitle: t('events.deleteTitle') }}
      form={<EventForm reptileId={reptileId} />}
      renderEntry={(log) => (
        <>
          <Badge variant="light" color="grape" w="fit-content">{t(`events.types.${log.eventType}`)}</Badge>
          {log.description && <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>{log.description}</Text>}
        </>
      )}
    />
  );
}
