import { Box, Group, Text } from '@mantine/core';
import { TYPE_COLOR, type ActivityType } from './activity';
import classes from './activity-calendar.module.css';

/**
 * A day in the month grid: its number, one dot per type logged (colours match the type badges),
 * a ring for tasks due and a pink ring inside a clutch's hatch window, and the total as a number,
 * so the count never rests on colour. The day button's aria-label says it all in words.
 */
export function DayCell({ day, counts, reminders, hatching }: { day: number; counts: readonly { type: ActivityType; count: number }[]; reminders: number; hatching: boolean }) {
  const total = counts.reduce((n, c) => n + c.count, 0);
  return (
    <Box className={classes.cell} aria-hidden="true">
      <Text span size="sm" className={classes.number}>{day}</Text>
      <Group gap={2} justify="center" wrap="nowrap" className={classes.dots}>
        {counts.map((c) => <span key={c.type} className={classes.dot} style={{ background: `var(--mantine-color-${TYPE_COLOR[c.type]}-filled)` }} />)}
        {reminders > 0 && <span className={`${classes.dot} ${classes.reminder}`} />}
        {hatching && <span className={`${classes.dot} ${classes.hatch}`} />}
      </Group>
      {total > 0 && <Text span size="xs" className={classes.total}>{total}</Text>}
    </Box>
  );
}
