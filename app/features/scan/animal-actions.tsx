import { Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todayIn } from '../../../shared/rules/calendar-date';
import type { LocalReptile } from '../../lib/db';
import { formatDate, mealNotice, weightText } from '../../lib/format';
import { usePreferences } from '../../lib/session';
import { RhythmStatus, rhythmOf, type ReptileSummary } from '../care';
import { useFeeder } from '../inventory';
import { useSpaceAccess } from '../spaces';
import { FedModal } from './fed-modal';
import { refusedSource, repeatBlocker } from './repeat-food';
import { useQuickLogs, type QuickAction } from './use-quick-logs';
import { WeightModal } from './weight-modal';
import classes from './scan.module.css';

interface Props {
  reptile: LocalReptile;
  summary: ReptileSummary | undefined;
  /** The enclosure it lives in, or null: "Cleaned" (a spot clean of it) is offered only for an animal in one. */
  enclosureId: string | null;
}

/**
 * An animal's state as its label's scan needs it (fed today, or when it last ate and its feeding
 * rhythm; its last weight) and the quick actions its keeper's role allows, large for a wet thumb:
 * "Fed" and "Weighed" ask one thing more in a dialog, the others are done at the tap (with Undo).
 */
export function AnimalActions({ reptile, summary, enclosureId }: Props) {
  const { t, i18n } = useTranslation(['scan', 'reptiles']);
  const { t: tr } = useTranslation('reptiles');
  const units = usePreferences();
  const lng = i18n.language;
  const logs = useQuickLogs(reptile);
  const [open, setOpen] = useState<'fed' | 'weighed' | null>(null);
  const [busy, setBusy] = useState<QuickAction | null>(null);
  const today = todayIn();
  const lastSource = summary?.latestFeeding?.source ?? null;
  const lastFeeder = useFeeder(lastSource?.kind === 'inventory' ? lastSource.feederId : undefined);
  const feeder = lastFeeder && lastFeeder.userId !== reptile.userId ? null : lastFeeder;
  const lastAte = summary?.lastAte ?? null;
  const fedToday = lastAte?.date === today;
  // Who fed it today and when ("Maria fed Nagini at 08:10 today"), said before a second meal.
  const access = useSpaceAccess(reptile.userId);
  const already = lastAte && fedToday
    ? mealNotice('fed.already', lastAte, lastAte.authorId !== access.me ? access.nameOf(lastAte.authorId) : null, lng) : null;
  const rhythm = summary ? rhythmOf(reptile, summary, today) : null;
  const weight = summary?.lastWeight ?? null;
  const refusal = lastSource ? refusedSource(lastSource) : null;
  const refuseBlocker = summary ? repeatBlocker(refusal, feeder) : 'food.checking';

  const tap = (action: QuickAction, run: () => Promise<void>) => {
    setBusy(action);
    // A failure has its toast (use-quick-logs.tsx).
    run().catch(() => undefined).finally(() => setBusy(null));
  };
  const named = (action: QuickAction) => ({ 'aria-label': t('actions.for', { action: t(`actions.${action}`), name: reptile.name }) });
  const actions: { action: QuickAction; node: React.ReactNode }[] = [
    { action: 'fed', node: <Button size="lg" className={classes.action} onClick={() => setOpen('fed')} disabled={!summary} {...named('fed')}>{t('actions.fed')}</Button> },
    { action: 'refused', node: (
      <Button size="lg" variant="light" color="orange" className={classes.action} disabled={refuseBlocker !== null} loading={busy === 'refused'}
        onClick={() => refusal && tap('refused', () => logs.refused(refusal))} {...named('refused')}>{t('actions.refused')}</Button>
    ) },
    { action: 'weighed', node: <Button size="lg" variant="light" className={classes.action} onClick={() => setOpen('weighed')} {...named('weighed')}>{t('actions.weighed')}</Button> },
    { action: 'shed', node: <Button size="lg" variant="light" className={classes.action} loading={busy === 'shed'} onClick={() => tap('shed', logs.shed)} {...named('shed')}>{t('actions.shed')}</Button> },
    ...(enclosureId === null ? [] : [{ action: 'cleaned' as const, node: (
      <Button size="lg" variant="light" color="gray" className={classes.action} loading={busy === 'cleaned'}
        onClick={() => tap('cleaned', () => logs.cleaned(enclosureId))} {...named('cleaned')}>{t('actions.cleaned')}</Button>
    ) }]),
  ];
  const allowed = actions.filter((a) => logs.can(a.action));

  return (
    <Stack gap="sm">
      <Stack gap={6} aria-live="polite">
        {fedToday ? (
          <Group gap="xs"><Badge color="green" size="lg" variant="light">{t('state.fedToday')}</Badge></Group>
        ) : (
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" c="dimmed">{t('state.lastFed')}</Text>
            <Text size="sm" ta="right">{lastAte ? formatDate(lastAte.date, lng) : t('state.neverFed')}</Text>
          </Group>
        )}
        {rhythm && !fedToday && <RhythmStatus rhythm={rhythm} label={t('state.nextMeal')} />}
        {summary?.latestFeeding && summary.latestFeeding.outcome === 'refused' && summary.latestFeeding.date === today && (
          <Group gap="xs"><Badge color="orange" variant="light">{t('state.refusedToday')}</Badge></Group>
        )}
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed">{t('state.lastWeight')}</Text>
          <Text size="sm" ta="right">{weight ? `${weightText(tr, lng, weight.grams, units.weightUnit)} · ${formatDate(weight.date, lng)}` : t('state.noWeight')}</Text>
        </Group>
      </Stack>
      {allowed.length > 0 ? (
        <SimpleGrid cols={2} spacing="sm">{allowed.map((a) => <div key={a.action}>{a.node}</div>)}</SimpleGrid>
      ) : (
        <Text size="sm" c="dimmed">{t('readOnly')}</Text>
      )}
      {open === 'fed' && (
        <FedModal name={reptile.name} reptileId={reptile.id} already={already && t(already.key, { ...already, name: reptile.name })} lastSource={lastSource}
          onConfirm={logs.fed} onClose={() => setOpen(null)} />
      )}
      {open === 'weighed' && <WeightModal reptile={reptile} onSave={logs.weighed} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
