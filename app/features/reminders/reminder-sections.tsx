import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LocalReminder } from '../../lib/db';
import type { ReminderGroups } from './reminder-groups';
import { ReminderItem, type ReminderItemProps } from './reminder-item';

const ORDER = ['overdue', 'today', 'upcoming', 'later', 'completed'] as const;

export interface ReminderSectionsProps extends Omit<ReminderItemProps, 'reminder' | 'reptileName'> {
  groups: ReminderGroups<LocalReminder>;
  names: ReadonlyMap<string, string>;
  /** Heading level of the section titles (h2 on the page, h3 inside a reptile's panel). */
  order?: 2 | 3;
}

/** The non-empty sections, each a labelled list, in the order a keeper works through them. */
export function ReminderSections({ groups, names, order = 2, ...item }: ReminderSectionsProps) {
  const { t } = useTranslation('reminders');
  return (
    <Stack gap="lg">
      {ORDER.filter((key) => groups[key].length > 0).map((key) => (
        <Stack gap="xs" key={key}>
          <Title order={order} size="h5" c={key === 'overdue' ? 'red' : undefined}>{t(`sections.${key}`)}</Title>
          {key === 'completed' && <Text size="xs" c="dimmed">{t('sections.completedHint')}</Text>}
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t(`sections.${key}`)}>
            {groups[key].map((r) => (
              <ReminderItem key={r.id} reminder={r} reptileName={r.reptileId ? (names.get(r.reptileId) ?? null) : null} {...item} />
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
