import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FeederRef } from '../../../shared/rules/feeding';
import { usePreferences } from '../../lib/session';
import { TYPE_COLOR, entryLink, type ActivityEntry } from './activity';
import { formatDate } from '../../lib/format';
import { entrySummary } from './entry-summary';
import classes from './activity.module.css';

/**
 * One logged entry as a link to its tab on the reptile's page: type (colour and name), reptile,
 * date and what it says. Used by the dashboard's recent activity and the calendar's day list, which
 * read the feeders once for all their entries (`useFeederMap`).
 */
export function ActivityEntryItem({ entry, reptileName, feeders, withDate = true }:
  { entry: ActivityEntry; reptileName: string; feeders: ReadonlyMap<string, FeederRef> | undefined; withDate?: boolean }) {
  const { t, i18n } = useTranslation(['calendar', 'reptiles']);
  const units = usePreferences();
  const summary = entrySummary(t, i18n.language, units, entry, feeders);
  return (
    <UnstyledButton component={Link} to={entryLink(entry)} className={classes.entry} w="100%">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Badge color={TYPE_COLOR[entry.type]} variant="light" miw={84} style={{ flexShrink: 0 }}>{t(`types.${entry.type}`)}</Badge>
        <Stack gap={0} miw={0} style={{ flex: 1 }}>
          <Group gap={6} wrap="nowrap" justify="space-between">
            <Text fw={600} size="sm" truncate>{reptileName}</Text>
            {withDate && <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>{formatDate(entry.row.date, i18n.language)}</Text>}
          </Group>
          {summary && <Text size="sm" c="dimmed" lineClamp={2}>{summary}</Text>}
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
