import { UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CalendarEventView } from '../../../shared/api/calendar';
import type { GridDay } from '../../../shared/calendar/month-grid';
import { dateToInstant } from '../../../shared/calendar/event-times';
import { parseIsoDate } from '../../../shared/rules/calendar-date';
import { dateTimeFormat, formatDate } from '../../lib/format';
import { formatStartTime } from './event-when';
import classes from './month-view.module.css';

/** How many events a day shows by title before "+N more" (the day's list below shows them all). */
const SHOWN_PER_DAY = 3;

export interface MonthTableProps {
  weeks: readonly (readonly GridDay[])[];
  caption: string;
  byDay: ReadonlyMap<string, readonly CalendarEventView[]>;
  today: string;
  selected: string;
  onSelect: (date: string) => void;
}

/**
 * The month as a table of weeks. Each day is a button (its name says the date and how many
 * events) that picks the day listed below the grid; from tablet width up each day also lists its
 * events' titles as links, the keeper's own unapproved ones dashed and named with their state.
 * On a phone a day shows dots instead, and the list below the grid carries the titles.
 */
export function MonthTable({ weeks, caption, byDay, today, selected, onSelect }: MonthTableProps) {
  const { t, i18n } = useTranslation('community-calendar');
  const lng = i18n.language;
  const weekday = (format: 'short' | 'long', date: string) => dateTimeFormat(lng, { weekday: format, timeZone: 'UTC' }).format(dateToInstant(date));
  return (
    <table className={classes.table}>
      <VisuallyHidden component="caption">{caption}</VisuallyHidden>
      <thead>
        <tr>
          {(weeks[0] ?? []).map((d) => (
            <th key={d.date} scope="col" className={classes.weekday}><abbr title={weekday('long', d.date)}>{weekday('short', d.date)}</abbr></th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]?.date}>
            {week.map((d) => {
              const events = byDay.get(d.date) ?? [];
              const count = events.length > 0 ? t('month.events', { count: events.length }) : t('month.none');
              return (
                <td key={d.date} className={classes.cell} data-outside={!d.inMonth || undefined} data-today={d.date === today || undefined}>
                  <UnstyledButton className={classes.day} aria-pressed={d.date === selected} aria-current={d.date === today ? 'date' : undefined}
                    aria-label={t('month.dayLabel', { date: formatDate(d.date, lng, 'full'), events: count })} onClick={() => onSelect(d.date)}>
                    <span className={classes.number}>{parseIsoDate(d.date).day}</span>
                    {events.length > 0 && (
                      <span className={classes.dots} aria-hidden="true">
                        {events.slice(0, SHOWN_PER_DAY).map((e) => <span key={e.id} className={classes.dot} data-status={e.status} />)}
                      </span>
                    )}
                  </UnstyledButton>
                  {events.length > 0 && (
                    <ul className={classes.events}>
                      {events.slice(0, SHOWN_PER_DAY).map((e) => (
                        <li key={e.id}>
                          <Link to={`/calendar/${e.id}`} className={classes.event} data-status={e.status}>
                            {/* The spaces stand between the parts, never inside them: a name is trimmed part by part. */}
                            {!e.allDay && <><span className={classes.time}>{formatStartTime(lng, e)}</span>{' '}</>}
                            {e.title}
                            {e.status !== 'approved' && <>{' '}<VisuallyHidden>({t(`status.${e.status}`)})</VisuallyHidden></>}
                          </Link>
                        </li>
                      ))}
                      {events.length > SHOWN_PER_DAY && <li className={classes.more}>{t('month.more', { count: events.length - SHOWN_PER_DAY })}</li>}
                    </ul>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
