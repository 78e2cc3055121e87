import { Badge, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { daysBetween } from '../../../shared/rules/calendar-date';
import { formatDate, weightText } from '../../lib/format';
import { usePreferences } from '../../lib/session';
import { logFailureKey } from '../logs';
import { deleteCourse, giveDose, stopCourse } from './course-repository';
import { doseRateText, everyText, formatMl, routeText } from './course-text';
import type { CourseView, DoseView } from './use-courses';

export interface CourseCardProps {
  view: CourseView;
  today: string;
  /** What the member's role allows on this animal's courses. */
  can: { give: boolean; stop: boolean; remove: boolean };
}

const STATE_COLOR = { active: 'teal', finished: 'gray', stopped: 'orange' } as const;

/** One course: what is given and how, its progress and next dose, its doses, and its actions. */
export function CourseCard({ view, today, can }: CourseCardProps) {
  const { t, i18n } = useTranslation(['medication', 'logs']);
  const { t: tm } = useTranslation('medication');
  const { t: tr } = useTranslation('reptiles');
  const { weightUnit } = usePreferences();
  const lng = i18n.language;
  const { course: c, next } = view;
  const [showDoses, setShowDoses] = useState(false);
  const [confirm, setConfirm] = useState<'stop' | 'delete' | null>(null);
  const [busy, setBusy] = useState(false);
  const attempt = async (write: () => Promise<void>, done?: string) => {
    setBusy(true);
    try {
      await write();
      if (done) notifications.show({ color: 'teal', message: done });
      setConfirm(null);
    } catch (error) {
      notifications.show({ color: 'red', message: t(`logs:${logFailureKey(error)}`) });
    } finally {
      setBusy(false);
    }
  };
  const canGiveNow = can.give && next !== null && next.date <= today;
  return (
    <Paper component="li" withBorder p="sm">
      <Stack gap={4}>
        <Group gap="xs" wrap="wrap">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>{c.drug}</Text>
          <Badge variant="light" color={STATE_COLOR[view.state]}>{tm(`state.${view.state}`)}</Badge>
        </Group>
        <Text size="sm">
          {[tm('volume.perDose', { ml: formatMl(lng, c.volumeMl) }), routeText(tm, c.route), everyText(tm, c.everyHours), tm('forDays', { count: c.days })].join(' · ')}
        </Text>
        <Text size="sm" c="dimmed">
          {tm('workedOut', { rate: doseRateText(tm, lng, c), weight: weightText(tr, lng, c.weightGrams, weightUnit), date: formatDate(c.weighedOn, lng) })}
        </Text>
        <Text size="sm">{tm('progress', { given: view.given, count: view.total })}</Text>
        {next && <NextDose dose={next} today={today} />}
        {c.stoppedOn && <Text size="sm">{tm('stoppedOn', { date: formatDate(c.stoppedOn, lng) })}</Text>}
        {c.notes && <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>{c.notes}</Text>}
        <Group gap="xs" mt={4}>
          {canGiveNow && next && (
            <Button size="xs" loading={busy} aria-label={tm('actions.giveOf', { drug: c.drug, n: next.n, total: view.total })}
              onClick={() => void attempt(() => giveDose(c, next.id, next.reminder?.description), tm('given', { drug: c.drug, n: next.n, total: view.total }))}>
              {tm('actions.give')}
            </Button>
          )}
          <Button size="xs" variant="subtle" aria-expanded={showDoses} onClick={() => setShowDoses((s) => !s)}>
            {tm(showDoses ? 'doses.hide' : 'doses.show', { count: view.total })}
          </Button>
          {can.stop && view.state === 'active' && (
            <Button size="xs" variant="default" onClick={() => setConfirm('stop')} aria-label={tm('actions.stopOf', { drug: c.drug })}>{tm('actions.stop')}</Button>
          )}
          {can.remove && (
            <Button size="xs" variant="default" color="red" onClick={() => setConfirm('delete')} aria-label={tm('actions.deleteOf', { drug: c.drug })}>{tm('actions.delete')}</Button>
          )}
        </Group>
        {showDoses && <DoseList doses={view.doses} drug={c.drug} />}
      </Stack>
      {confirm && (
        <Modal opened onClose={() => setConfirm(null)} title={tm(confirm === 'stop' ? 'confirm.stopTitle' : 'confirm.deleteTitle', { drug: c.drug })}
          closeButtonProps={{ 'aria-label': tm('actions.close') }}>
          <Stack gap="md">
            <Text size="sm">{tm(confirm === 'stop' ? 'confirm.stopBody' : 'confirm.deleteBody')}</Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setConfirm(null)} disabled={busy}>{tm('actions.cancel')}</Button>
              <Button color="red" loading={busy} onClick={() => void attempt(() => (confirm === 'stop' ? stopCourse(c.id, today) : deleteCourse(c.id)))}>
                {tm(confirm === 'stop' ? 'confirm.stop' : 'confirm.delete')}
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
    </Paper>
  );
}

/** "Next dose today", "Next dose 2 Dec", or, past its day, "Dose 3 was due 1 Dec: 2 days overdue". */
function NextDose({ dose, today }: { dose: DoseView; today: string }) {
  const { t, i18n } = useTranslation('medication');
  const date = formatDate(dose.date, i18n.language);
  if (dose.date < today) return <Text size="sm" c="red.4" fw={500}>{t('next.overdue', { n: dose.n, date, count: daysBetween(dose.date, today) })}</Text>;
  return <Text size="sm">{dose.date === today ? t('next.today') : t('next.on', { date })}</Text>;
}

function DoseList({ doses, drug }: { doses: readonly DoseView[]; drug: string }) {
  const { t, i18n } = useTranslation('medication');
  return (
    <Stack gap={2} component="ol" p={0} m={0} mt={4} style={{ listStyle: 'none' }} aria-label={t('doses.list', { drug })}>
      {doses.map((d) => (
        <Text key={d.id} component="li" size="sm" c={d.given ? undefined : 'dimmed'}>
          {[t('doses.n', { n: d.n }), formatDate(d.date, i18n.language), d.part ? t(`parts.${d.part}`) : null, t(d.given ? 'doses.given' : d.reminder ? 'doses.pending' : 'doses.notGiven')]
            .filter(Boolean).join(' · ')}
        </Text>
      ))}
    </Stack>
  );
}
