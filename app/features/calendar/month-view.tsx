import { ActionIcon, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarEventView } from '../../../shared/api/calendar';
import { eventsByDay, monthGrid, monthOf, shiftMonth } from '../../../shared/calendar/month-grid';
import { addDays, todayIn } from '../../../shared/rules/calendar-date';
import { ArrowRightIcon } from '../../components/icons';
import { useEventsBetween } from './calendar-queries';
import { EventList } from './event-item';
import { formatDate, formatMonth } from '../../lib/format';
import { localMidnight } from './local-day';
import { MonthTable, type MonthTableProps } from './month-table';
import { fetchErrorKey, QueryState } from './query-state';

/**
 * The month view: the grid of a month with its events, previous / next month and back to today,
 * and the chosen day's events listed below it. The grid asks the server for its whole span (with
 * a day's margin either side, for time zones) and places each event on the keeper's own days.
 */
export function MonthView() {
  const { t, i18n } = useTranslation('community-calendar');
  const lng = i18n.language;
  const today = todayIn();
  const [month, setMonth] = useState(() => monthOf(today));
  const [selected, setSelected] = useState(today);
  const weeks = useMemo(() => monthGrid(month, lng === 'bg' ? 1 : 0), [month, lng]);
  const first = weeks[0]?.[0]?.date ?? month;
  const last = weeks.at(-1)?.[6]?.date ?? month;
  const query = useEventsBetween(localMidnight(addDays(first, -1)), localMidnight(addDays(last, 2)));
  const monthName = formatMonth(month.slice(0, 7), lng);

  const go = (to: string, day: string) => {
    setMonth(monthOf(to));
    setSelected(day);
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="default" size="lg" aria-label={t('month.previous')} onClick={() => go(shiftMonth(month, -1), shiftMonth(month, -1))}>
            <ArrowRightIcon style={{ transform: 'scaleX(-1)' }} />
          </ActionIcon>
          <ActionIcon variant="default" size="lg" aria-label={t('month.next')} onClick={() => go(shiftMonth(month, 1), shiftMonth(month, 1))}>
            <ArrowRightIcon />
          </ActionIcon>
          <Title order={2} size="h3" ml="xs" aria-live="polite">{monthName}</Title>
        </Group>
        <Button variant="default" size="sm" onClick={() => go(today, today)} disabled={month === monthOf(today) && selected === today}>{t('month.today')}</Button>
      </Group>
      <QueryState query={query} loadingLabel={t('loading')} errorText={(e) => t(fetchErrorKey(e))}>
        {(events) => <MonthWithEvents events={events} weeks={weeks} caption={monthName} first={first} last={last} today={today} selected={selected} onSelect={setSelected} />}
      </QueryState>
    </Stack>
  );
}

type MonthWithEventsProps = Omit<MonthTableProps, 'byDay'> & { events: readonly CalendarEventView[]; first: string; last: string };

function MonthWithEvents({ events, first, last, selected, ...table }: MonthWithEventsProps) {
  const { t, i18n } = useTranslation('community-calendar');
  const byDay = useMemo(() => eventsByDay(events, first, last), [events, first, last]);
  const onDay = byDay.get(selected) ?? [];
  return (
    <Stack gap="md">
      <Card withBorder padding={4} radius="md">
        <MonthTable {...table} selected={selected} byDay={byDay} />
      </Card>
      <Stack gap="xs" component="section" aria-labelledby="calendar-day-title">
        <Title order={3} size="h4" id="calendar-day-title">{formatDate(selected, i18n.language, 'full')}</Title>
        {onDay.length === 0 ? <Text size="sm" c="dimmed">{t('month.dayEmpty')}</Text> : <EventList events={onDay} />}
      </Stack>
    </Stack>
  );
}
