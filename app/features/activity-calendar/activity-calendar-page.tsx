import { Badge, Button, Card, Center, Chip, Group, Loader, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Calendar, DatesProvider } from '@mantine/dates';
import '@mantine/dates/styles.layer.css';
import 'dayjs/locale/bg';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseIsoDate, todayIn } from '../../../shared/rules/calendar-date';
import type { LocalReminder } from '../../lib/db';
import { useIncubatingClutches } from '../breeding';
import { useReminders } from '../reminders';
import { useReptiles } from '../reptiles';
import { ACTIVITY_TYPES, TYPE_COLOR, groupByDay, shownCounts, type ActivityType } from './activity';
import { ActivityEntryItem } from './activity-entry-item';
import { DayCell } from './day-cell';
import { HatchList } from './hatch-list';
import { formatDate } from '../../lib/format';
import { gridRange, lastDayOf, monthOf } from './month';
import { useCountsBetween, useDayEntries } from './activity-queries';
import { useFeederMap } from './use-feeder-map';
import classes from './activity-calendar.module.css';

const REMINDERS = 'reminders';
type Shown = ActivityType | typeof REMINDERS;

/** Entries a day's list draws at first and adds with each "show more": a rack day has 300. */
export const DAY_PAGE = 50;

/**
 * /activity-calendar: a month of everything logged (and tasks due), per day, filtered by reptile
 * and log type; choosing a day lists its entries, each opening its reptile's tab. Read from this
 * device, so it works offline; @mantine/dates and dayjs load with this page only. The grid reads
 * the month as counts per day, the day list its newest DAY_PAGE entries, then more on request.
 */
export function ActivityCalendarPage() {
  const { t, i18n } = useTranslation(['calendar', 'reminders', 'reptiles']);
  const lng = i18n.language === 'bg' ? 'bg' : 'en';
  const today = todayIn();
  const [month, setMonth] = useState(() => monthOf(today));
  const [selected, setSelected] = useState(today);
  const [reptileId, setReptileId] = useState<string | null>(null);
  const [shown, setShown] = useState<Shown[]>([...ACTIVITY_TYPES, REMINDERS]);
  // The day's page grows with "show more" and starts again with another day or filter.
  const [page, setPage] = useState({ key: '', limit: DAY_PAGE });
  const reptiles = useReptiles();
  const names = useMemo(() => new Map((reptiles ?? []).map((r) => [r.id, r.name])), [reptiles]);
  const { from, to } = gridRange(month);
  const counts = useCountsBetween(from, to, reptileId);
  const types = useMemo(() => shown.filter((s): s is ActivityType => s !== REMINDERS), [shown]);
  const pageKey = `${selected}|${reptileId ?? ''}|${types.join(',')}`;
  const limit = page.key === pageKey ? page.limit : DAY_PAGE;
  const dayEntries = useDayEntries(selected, reptileId, types, limit);
  const reminders = useReminders();
  const feeders = useFeederMap();
  const incubating = useIncubatingClutches();
  // Hatch windows show with breeding entries, as what that log type is waiting for.
  const hatchWindows = useMemo(
    () => (shown.includes('breeding') ? (incubating ?? []).filter((c) => reptileId === null || c.reptileId === reptileId) : []),
    [incubating, reptileId, shown],
  );
  const hatchingOn = (date: string) => hatchWindows.filter((c) => c.from <= date && date <= c.to);

  const countsOn = (date: string) => shownCounts(counts?.get(date), types);
  const dueByDay = useMemo(() => {
    const due = shown.includes(REMINDERS) ? (reminders ?? []).filter((r) => !r.completed && (reptileId === null || r.reptileId === reptileId)) : [];
    return groupByDay(due.map((r) => ({ row: { date: r.dueDate }, reminder: r })));
  }, [reminders, reptileId, shown]);

  const monthTotal = [...(counts?.keys() ?? [])].filter((day) => day >= month && day <= lastDayOf(month))
    .reduce((n, day) => countsOn(day).reduce((m, c) => m + c.count, n), 0);
  const dayTotal = countsOn(selected).reduce((n, c) => n + c.count, 0);
  const dayReminders = (dueByDay.get(selected) ?? []).map((d) => d.reminder);
  const dayHatching = hatchingOn(selected);

  const dayLabel = (date: string) => {
    const dayCounts = countsOn(date);
    const due = dueByDay.get(date)?.length ?? 0;
    const hatching = hatchingOn(date).length;
    const parts = [
      ...dayCounts.map((c) => `${t(`types.${c.type}`)} ${c.count}`),
      ...(due > 0 ? [`${t('day.reminders')} ${due}`] : []),
      ...(hatching > 0 ? [`${t('day.hatchWindow')} ${hatching}`] : []),
    ];
    const total = dayCounts.reduce((n, c) => n + c.count, 0);
    const entriesText = total > 0 ? `${t('day.entries', { count: total })}: ${parts.join(', ')}` : parts.length > 0 ? parts.join(', ') : t('day.none');
    return t('day.label', { date: formatDate(date, lng, 'full'), entries: entriesText });
  };

  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed" size="sm">{t('description')}</Text>
      </Stack>
      <Stack gap="sm">
        <Select label={t('filters.reptile')} value={reptileId ?? ''} allowDeselect={false} maw={360} onChange={(v) => setReptileId(v ? v : null)}
          data={[{ value: '', label: t('filters.allReptiles') }, ...(reptiles ?? []).map((r) => ({ value: r.id, label: r.name }))]} />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="calendar-types-label">{t('filters.types')}</Text>
          <Chip.Group multiple value={shown} onChange={(v) => setShown(v as Shown[])}>
            <Group gap={6} role="group" aria-labelledby="calendar-types-label">
              {ACTIVITY_TYPES.map((type) => <Chip key={type} value={type} size="sm" color={TYPE_COLOR[type]} variant="light">{t(`types.${type}`)}</Chip>)}
              <Chip value={REMINDERS} size="sm" color="cyan" variant="light">{t('filters.reminders')}</Chip>
            </Group>
          </Chip.Group>
        </Stack>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder padding="sm">
          <DatesProvider settings={{ locale: lng, firstDayOfWeek: lng === 'bg' ? 1 : 0, consistentWeeks: true }}>
            <Calendar
              date={month}
              onDateChange={(d) => setMonth(monthOf(d))}
              maxLevel="month"
              fullWidth
              size="md"
              highlightToday
              ariaLabels={{ previousMonth: t('month.previous'), nextMonth: t('month.next') }}
              classNames={{ day: classes.day }}
              getDayProps={(date) => ({ selected: date === selected, onClick: () => setSelected(date) })}
              getDayAriaLabel={dayLabel}
              renderDay={(date) => <DayCell day={parseIsoDate(date).day} counts={countsOn(date)} reminders={dueByDay.get(date)?.length ?? 0} hatching={hatchingOn(date).length > 0} />}
            />
          </DatesProvider>
          <Group justify="space-between" mt="xs" gap="xs">
            {counts === undefined ? <Loader size="xs" aria-label={t('loading')} /> : <Text size="sm" c="dimmed" role="status">{t('month.total', { count: monthTotal })}</Text>}
          </Group>
        </Card>
        <Card withBorder padding="md" component="section" aria-labelledby="calendar-day-title">
          <Stack gap="xs">
            <Title order={2} size="h4" id="calendar-day-title">{formatDate(selected, lng, 'full')}</Title>
            {dayEntries === undefined ? (
              <Center mih={60}><Loader size="sm" aria-label={t('loading')} /></Center>
            ) : dayEntries.length === 0 && dayReminders.length === 0 && dayHatching.length === 0 ? (
              <Text size="sm" c="dimmed">{t('day.empty')}</Text>
            ) : (
              <Stack component="ul" gap={2} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {dayEntries.map((e) => <li key={`${e.type}:${e.row.id}`}><ActivityEntryItem entry={e} reptileName={names.get(e.row.reptileId) ?? ''} feeders={feeders} withDate={false} /></li>)}
              </Stack>
            )}
            {dayEntries !== undefined && dayTotal > dayEntries.length && (
              <Group gap="sm">
                <Text size="sm" c="dimmed">{t('day.shown', { shown: dayEntries.length, total: dayTotal })}</Text>
                <Button size="compact-sm" variant="default" onClick={() => setPage({ key: pageKey, limit: limit + DAY_PAGE })}>
                  {t('day.showMore', { count: Math.min(DAY_PAGE, dayTotal - dayEntries.length) })}
                </Button>
              </Group>
            )}
            {dayReminders.length > 0 && <DueList reminders={dayReminders} names={names} />}
            {dayHatching.length > 0 && <HatchList clutches={dayHatching} />}
          </Stack>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}

/** Tasks due on the chosen day: what the keeper planned, beside what they logged. */
function DueList({ reminders, names }: { reminders: readonly LocalReminder[]; names: ReadonlyMap<string, string> }) {
  const { t } = useTranslation(['calendar', 'reminders']);
  return (
    <Stack gap={4} mt="xs">
      <Text size="sm" fw={600}>{t('day.reminders')}</Text>
      <Stack component="ul" gap={4} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {reminders.map((r) => {
          const what = r.taskType === 'other' && r.description ? r.description : t(`reminders:taskTypes.${r.taskType}`);
          const reptile = r.reptileId ? names.get(r.reptileId) : undefined;
          return (
            <Group component="li" key={r.id} gap="sm" wrap="nowrap">
              <Badge color="cyan" variant="outline" miw={84}>{t('day.due')}</Badge>
              <Text size="sm">{reptile ? t('reminders:taskFor', { task: what, reptile }) : what}</Text>
            </Group>
          );
        })}
      </Stack>
    </Stack>
  );
}
