import { Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarEventView } from '../../../shared/api/calendar';
import { notOverAt } from '../../../shared/calendar/event-times';
import { addDays, todayIn } from '../../../shared/rules/calendar-date';
import { useEventsBetween } from './calendar-queries';
import { EventList } from './event-item';
import { localMidnight } from './local-day';
import { fetchErrorKey, QueryState } from './query-state';

/** How far ahead the list looks (the server answers at most 400 days at a time). */
const AHEAD_DAYS = 365;

/** The list view: every event from today on for a year, in order, those already over left out. */
export function ListView() {
  const { t } = useTranslation('community-calendar');
  // Fixed while the view is open, so the query's key (and its cached answer) stays the same.
  const [now] = useState(() => Date.now());
  const today = todayIn(now);
  const query = useEventsBetween(localMidnight(addDays(today, -1)), localMidnight(addDays(today, AHEAD_DAYS)));
  return (
    <Stack gap="xs" component="section" aria-labelledby="calendar-list-title">
      <Title order={2} size="h3" id="calendar-list-title">{t('list.title')}</Title>
      <QueryState query={query} loadingLabel={t('loading')} errorText={(e) => t(fetchErrorKey(e))}>
        {(events) => <Upcoming events={events} now={now} />}
      </QueryState>
    </Stack>
  );
}

function Upcoming({ events, now }: { events: readonly CalendarEventView[]; now: number }) {
  const { t } = useTranslation('community-calendar');
  const upcoming = useMemo(() => events.filter((e) => notOverAt(e, now)).sort((a, b) => a.startsAt - b.startsAt), [events, now]);
  if (upcoming.length === 0) return <Text size="sm" c="dimmed">{t('list.empty')}</Text>;
  return <EventList events={upcoming} />;
}
