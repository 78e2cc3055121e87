import { Button, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalReminder } from '../../lib/db';
import type { ReminderGroups } from './reminder-groups';
import { ReminderItem, type ReminderItemProps } from './reminder-item';

const ORDER = ['overdue', 'today', 'upcoming', 'later', 'paused', 'completed'] as const;
type Section = (typeof ORDER)[number];

/** Tasks drawn at first and added by each "show more": a breeder's 300 tasks are not drawn at once. */
export const REMINDERS_PAGE = 50;

/**
 * The first `limit` tasks in the order the sections show them (overdue, today, the next days,
 * later, completed), by section: the page draws what is due soonest and pages the rest.
 */
export function pageOfSections<T>(groups: Readonly<Record<Section, readonly T[]>>, limit: number): { key: Section; rows: readonly T[] }[] {
  const page: { key: Section; rows: readonly T[] }[] = [];
  let left = limit;
  for (const key of ORDER) {
    if (left <= 0) break;
    const rows = groups[key].slice(0, left);
    if (rows.length > 0) page.push({ key, rows });
    left -= rows.length;
  }
  return page;
}

export interface ReminderSectionsProps extends Omit<ReminderItemProps, 'reminder' | 'reptileName'> {
  groups: ReminderGroups<LocalReminder>;
  names: ReadonlyMap<string, string>;
  /** Heading level of the section titles (h2 on the page, h3 inside a reptile's panel). */
  order?: 2 | 3;
}

/**
 * The non-empty sections, each a labelled list, in the order a keeper works through them; the
 * first REMINDERS_PAGE tasks of them, then "show more" for the next.
 */
export function ReminderSections({ groups, names, order = 2, ...item }: ReminderSectionsProps) {
  const { t } = useTranslation('reminders');
  const [limit, setLimit] = useState(REMINDERS_PAGE);
  const total = ORDER.reduce((n, key) => n + groups[key].length, 0);
  const page = pageOfSections(groups, limit);
  const shown = page.reduce((n, s) => n + s.rows.length, 0);
  return (
    <Stack gap="lg">
      {page.map(({ key, rows }) => (
        <Stack gap="xs" key={key}>
          <Title order={order} size="h5" c={key === 'overdue' ? 'red' : undefined}>{t(`sections.${key}`)}</Title>
          {key === 'completed' && <Text size="xs" c="dimmed">{t('sections.completedHint')}</Text>}
          {key === 'paused' && <Text size="xs" c="dimmed">{t('sections.pausedHint')}</Text>}
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t(`sections.${key}`)}>
            {rows.map((r) => (
              <ReminderItem key={r.id} reminder={r} reptileName={r.reptileId ? (names.get(r.reptileId) ?? null) : null} {...item} />
            ))}
          </Stack>
        </Stack>
      ))}
      {shown < total && (
        <Stack gap={4} align="flex-start">
          <Text size="sm" c="dimmed" role="status">{t('sections.shown', { shown, total })}</Text>
          <Button variant="default" onClick={() => setLimit((n) => n + REMINDERS_PAGE)}>
            {t('sections.showMore', { count: Math.min(REMINDERS_PAGE, total - shown) })}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
