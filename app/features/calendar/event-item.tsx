import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CalendarEventView } from '../../../shared/api/calendar';
import { formatWhen } from './event-when';
import { StatusBadge } from './status-badge';

/** One event in a list: its title (to its page), when, where, and the state of one's own submission. */
export function EventItem({ event, note = false }: { event: CalendarEventView; note?: boolean }) {
  const { t, i18n } = useTranslation('community-calendar');
  return (
    <Paper component="li" withBorder p="sm" radius="md">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Anchor component={Link} to={`/calendar/${event.id}`} fw={600}>{event.title}</Anchor>
          {event.mine && <StatusBadge status={event.status} />}
        </Group>
        <Text size="sm">{formatWhen(t, i18n.language, event)}</Text>
        {event.location && <Text size="sm" c="dimmed">{event.location}</Text>}
        {note && event.decisionNote && <Text size="sm">{t('mine.note', { note: event.decisionNote })}</Text>}
      </Stack>
    </Paper>
  );
}

export function EventList({ events, note }: { events: readonly CalendarEventView[]; note?: boolean }) {
  return (
    <Stack component="ul" gap="xs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {events.map((e) => <EventItem key={e.id} event={e} note={note} />)}
    </Stack>
  );
}
