import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UPKEEP_KINDS, type UpkeepKind } from '../../../shared/schemas/climate';
import type { UpkeepKindState } from '../../../shared/enclosures/upkeep';
import { todayIn } from '../../../shared/rules/calendar-date';
import { formatDate } from '../../lib/format';
import type { LocalEnclosure } from '../enclosures';
import { logFailureKey } from '../logs';
import { EntryCredit, useSpaceAccess } from '../spaces';
import { UpkeepIntervalsDialog } from './upkeep-intervals-dialog';
import { deleteUpkeep, logUpkeep } from './upkeep-repository';
import { useUpkeep, useUpkeepState, type LocalUpkeep } from './use-upkeep';

/** How many entries of the history show before "Show all". */
const HISTORY_SHOWN = 10;

/** "Due today", "Overdue by 3 days"; nothing otherwise. */
export function UpkeepBadge({ state }: { state: UpkeepKindState }) {
  const { t } = useTranslation('climate');
  if (state.status === 'overdue') return <Badge color="red" variant="filled">{t('upkeep.badge.overdue', { count: state.overdueDays })}</Badge>;
  if (state.status === 'due') return <Badge color="yellow" variant="light">{t('upkeep.badge.dueToday')}</Badge>;
  return null;
}

/**
 * An enclosure's cleaning: one tap per kind logs it done today; each recurring kind's last and
 * next day with a badge when due or overdue; the history, with delete for the roles that may; and
 * the intervals, the enclosure's own, synced with it (upkeep-intervals.ts).
 */
export function EnclosureUpkeep({ enclosure }: { enclosure: LocalEnclosure }) {
  const { t, i18n } = useTranslation(['climate', 'logs']);
  const lng = i18n.language;
  const headingId = useId();
  const access = useSpaceAccess(enclosure.userId);
  const events = useUpkeep(enclosure.id);
  const today = todayIn();
  const states = useUpkeepState(enclosure.id, events, today);
  const [busy, setBusy] = useState<UpkeepKind | null>(null);
  const [settings, setSettings] = useState(false);
  const [showAll, setShowAll] = useState(false);
  const canLog = access.can('upkeep.create.v1');
  const canDelete = access.can('upkeep.delete.v1');
  const kindName = (kind: string) => t(`climate:upkeep.kinds.${kind}`, { defaultValue: t('climate:upkeep.kinds.other') });

  const log = async (kind: UpkeepKind) => {
    setBusy(kind);
    try {
      await logUpkeep(enclosure.id, kind, today);
      notifications.show({ color: 'teal', message: t('climate:upkeep.logged', { kind: kindName(kind), name: enclosure.name }) });
    } catch (error) {
      notifications.show({ color: 'red', message: t(`logs:${logFailureKey(error)}`) });
    } finally {
      setBusy(null);
    }
  };
  const remove = async (e: LocalUpkeep) => {
    try {
      await deleteUpkeep(e.id);
    } catch (error) {
      notifications.show({ color: 'red', message: t(`logs:${logFailureKey(error)}`) });
    }
  };

  const recurring = (states ?? []).filter((s) => s.everyDays !== null || s.last !== null).filter((s) => s.kind !== 'other');
  const shown = events ? (showAll ? events : events.slice(0, HISTORY_SHOWN)) : [];
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="center" gap="xs">
        <Title order={2} size="h4" id={headingId}>{t('climate:upkeep.title')}</Title>
        {access.can('enclosure.update.v1') && <Button size="xs" variant="default" onClick={() => setSettings(true)}>{t('climate:upkeep.intervals.open')}</Button>}
      </Group>
      {canLog && (
        <Stack gap={4} role="group" aria-label={t('climate:upkeep.doneToday')}>
          <Text size="sm" c="dimmed">{t('climate:upkeep.doneToday')}</Text>
          <Group gap="xs">
            {UPKEEP_KINDS.map((kind) => (
              <Button key={kind} size="sm" variant="light" loading={busy === kind} disabled={busy !== null && busy !== kind} onClick={() => void log(kind)}
                aria-label={t('climate:upkeep.cleaned', { kind: kindName(kind) })}>{kindName(kind)}</Button>
            ))}
          </Group>
        </Stack>
      )}
      {states && (
        <Paper withBorder p={0}>
          <Table aria-label={t('climate:upkeep.scheduleOf', { name: enclosure.name })}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('climate:upkeep.columns.kind')}</Table.Th>
                <Table.Th>{t('climate:upkeep.columns.last')}</Table.Th>
                <Table.Th>{t('climate:upkeep.columns.next')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {recurring.map((s) => (
                <Table.Tr key={s.kind}>
                  <Table.Th scope="row" fw={500}>
                    {kindName(s.kind)}
                    {s.everyDays !== null && <Text size="xs" c="dimmed" fw={400}>{t('climate:upkeep.every', { count: s.everyDays })}</Text>}
                  </Table.Th>
                  <Table.Td>{s.last ? formatDate(s.last, lng) : t('climate:upkeep.never')}</Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="wrap">
                      <span>{s.next ? formatDate(s.next, lng) : s.everyDays === null ? t('climate:upkeep.notRecurring') : '–'}</span>
                      <UpkeepBadge state={s} />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
      <Stack gap={4}>
        <Title order={3} size="h5">{t('climate:upkeep.history')}</Title>
        {events !== undefined && events.length === 0 && <Text c="dimmed" size="sm">{t('climate:upkeep.historyEmpty')}</Text>}
        {shown.length > 0 && (
          <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('climate:upkeep.historyOf', { name: enclosure.name })}>
            {shown.map((e) => (
              <Group component="li" key={e.id} justify="space-between" gap="xs" wrap="nowrap">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm">{t('climate:upkeep.entry', { kind: kindName(e.kind), date: formatDate(e.date, lng) })}</Text>
                  {e.notes && <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>{e.notes}</Text>}
                  <EntryCredit spaceId={e.userId} authorId={e.authorId} />
                </Stack>
                {canDelete && (
                  <Button size="compact-xs" variant="subtle" color="red" onClick={() => void remove(e)}
                    aria-label={t('climate:upkeep.deleteOf', { kind: kindName(e.kind), date: formatDate(e.date, lng) })}>{t('climate:upkeep.delete')}</Button>
                )}
              </Group>
            ))}
          </Stack>
        )}
        {events && events.length > HISTORY_SHOWN && (
          <Button size="xs" variant="subtle" onClick={() => setShowAll((v) => !v)} style={{ alignSelf: 'flex-start' }}>
            {showAll ? t('climate:upkeep.showFewer') : t('climate:upkeep.showAll', { count: events.length })}
          </Button>
        )}
      </Stack>
      {settings && <UpkeepIntervalsDialog enclosure={enclosure} onClose={() => setSettings(false)} />}
    </Stack>
  );
}
