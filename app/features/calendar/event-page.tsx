import { Alert, Anchor, Button, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { CalendarEventView } from '../../../shared/api/calendar';
import { isWebUrl } from '../../../shared/calendar/event-input';
import { ApiError } from '../../lib/api/client';
import { useCalendarEvent } from './calendar-queries';
import { downloadIcs } from './download-ics';
import { formatWhen } from './event-when';
import { fetchErrorKey, QueryState } from './query-state';
import { StatusBadge } from './status-badge';

/**
 * /calendar/:id: one event, its details, a link to its own site and "Add to my calendar" (.ics).
 * A keeper's own pending or rejected event says so (with the moderator's note). An event that is
 * not there, or not theirs to see, reads as not found: the server answers both the same way.
 */
export function EventPage() {
  const { t } = useTranslation('community-calendar');
  const { id = '' } = useParams();
  const query = useCalendarEvent(id);
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  return (
    <Stack gap="lg" maw={720}>
      <Anchor component={Link} to="/calendar" size="sm">{t('event.back')}</Anchor>
      {notFound ? (
        <Stack gap="xs">
          <Title order={1}>{t('event.notFoundTitle')}</Title>
          <Text>{t('event.notFound')}</Text>
        </Stack>
      ) : (
        <QueryState query={query} loadingLabel={t('loading')} errorText={(e) => t(fetchErrorKey(e))}>
          {(event) => <EventDetails event={event} />}
        </QueryState>
      )}
    </Stack>
  );
}

function EventDetails({ event }: { event: CalendarEventView }) {
  const { t, i18n } = useTranslation('community-calendar');
  const save = () => {
    try {
      downloadIcs(event);
    } catch {
      notifications.show({ color: 'red', message: t('errors.downloadFailed') });
    }
  };
  return (
    <Stack gap="md">
      <Group gap="sm" align="center">
        <Title order={1}>{event.title}</Title>
        {event.mine && <StatusBadge status={event.status} />}
      </Group>
      {event.mine && event.status !== 'approved' && (
        <Alert color={event.status === 'pending' ? 'yellow' : 'red'} variant="light">
          <Stack gap={4}>
            <Text size="sm">{t(event.status === 'pending' ? 'event.pendingNote' : 'event.rejectedNote')}</Text>
            {event.decisionNote && <Text size="sm">{t('mine.note', { note: event.decisionNote })}</Text>}
          </Stack>
        </Alert>
      )}
      <Stack gap={2}>
        <Text size="sm" fw={600}>{t('event.when')}</Text>
        <Text>{formatWhen(t, i18n.language, event, 'full')}</Text>
      </Stack>
      {event.location && (
        <Stack gap={2}>
          <Text size="sm" fw={600}>{t('event.location')}</Text>
          <Text>{event.location}</Text>
        </Stack>
      )}
      {/* Plain text: whatever a keeper typed is never read as HTML. */}
      {event.description && <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{event.description}</Text>}
      <Group gap="sm">
        {event.status === 'approved' && <Button onClick={save}>{t('event.addToCalendar')}</Button>}
        {event.url && isWebUrl(event.url) && (
          <Button component="a" href={event.url} target="_blank" rel="noopener noreferrer" variant="default">
            {t('event.website')}{' '}<VisuallyHidden>({t('event.websiteNote')})</VisuallyHidden>
          </Button>
        )}
      </Group>
    </Stack>
  );
}
