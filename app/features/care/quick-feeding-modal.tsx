import { Alert, Button, Divider, Group, Modal, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todayIn } from '../../../shared/rules/calendar-date';
import { mealsOn } from '../../../shared/rules/feeding-rhythm';
import { FEEDING_OUTCOMES, type FeedingOutcome } from '../../../shared/schemas/feeding-log';
import type { LocalLog, LocalReptile } from '../../lib/db';
import { useEntryForm } from '../../lib/forms/use-entry-form';
import { mealNotice } from '../../lib/format';
import { usePreferences } from '../../lib/session';
import { useFeeder } from '../inventory';
import { logFailureKey, useLogWrites, type LogInput } from '../logs';
import { useSpaceAccess } from '../spaces';
import { emptyQuickFeeding, toQuickFeedingInput, type QuickFeedingValues } from './quick-values';
import { repeatBlocker, sourceText } from './source-text';
import { DateField } from '../../components/date-field';

/** A feeding's own failure texts, as on the feeding tab. */
const failureKey = (e: unknown) => `logs:${logFailureKey(e)}`;

interface Props {
  reptile: LocalReptile;
  latest: LocalLog<'feedingLogs'> | null;
  /** The newest meal it ate (a refusal logged after a meal the same day leaves that meal here). */
  lastAte: LocalLog<'feedingLogs'> | null;
  onClose: () => void;
}

/**
 * "Log feeding" from the dashboard: the first button repeats the last feeding's food today (the
 * second tap of the two), the form below takes one item by hand. The full form with inventory
 * and several items is on the reptile's feeding tab.
 */
export function QuickFeedingModal({ reptile, latest, lastAte, onClose }: Props) {
  const { t, i18n } = useTranslation(['dashboard', 'logs', 'reptiles']);
  const units = usePreferences();
  const { add } = useLogWrites('feedingLogs', reptile.id);
  const [repeating, setRepeating] = useState(false);
  const [repeatFailure, setRepeatFailure] = useState<string | null>(null);
  const lastSource = latest?.source ?? null;
  const lastFeeder = useFeeder(lastSource?.kind === 'inventory' ? lastSource.feederId : undefined);
  // Only a feeder of the animal's own space can feed it (the server takes stock from no other):
  // one of another space (a feeding still waiting to be refused) is as good as gone.
  const feeder = lastFeeder && lastFeeder.userId !== reptile.userId ? null : lastFeeder;
  // From the inventory, repeating needs the feeder still there and, when deducting, enough stock.
  const blocker = lastSource ? repeatBlocker(lastSource, feeder) : null;
  // A meal already eaten today (logged here, or synced from another device of a household that
  // shares the account): said before a second one is saved, never refused (it may have eaten twice).
  const fedToday = mealsOn(lastAte ? [lastAte] : [], todayIn())[0] ?? null;
  // In a shared collection, who fed it: "Maria fed Nagini today" (none when it was this keeper).
  const access = useSpaceAccess(reptile.userId);
  const fedBy = fedToday && fedToday.authorId !== access.me ? access.nameOf(fedToday.authorId) : null;
  // "Maria fed Nagini at 08:10 today": the time the meal was logged, read from its id.
  const fedNotice = fedToday ? mealNotice('quick.fedToday', fedToday, fedBy, i18n.language) : { key: '', member: null, time: null };

  const saved = () => {
    notifications.show({ color: 'teal', message: t('quick.feedingSaved', { name: reptile.name }) });
    onClose();
  };
  const { values, set, err, failure, saving, formRef, submit } = useEntryForm<QuickFeedingValues, LogInput<'feedingLogs'>>(t, {
    initial: emptyQuickFeeding(todayIn()),
    parse: (v) => toQuickFeedingInput(v, units.weightUnit),
    save: async (input) => {
      await add(input);
      saved();
    },
    failureKey,
  });

  async function repeat(source: LocalLog<'feedingLogs'>['source']) {
    setRepeating(true);
    setRepeatFailure(null);
    try {
      await add({ date: todayIn(), source, outcome: 'ate', notes: null });
      saved();
    } catch (e) {
      setRepeatFailure(failureKey(e));
      setRepeating(false);
    }
  }

  return (
    <Modal opened onClose={onClose} title={t('quick.feedingTitle', { name: reptile.name })}>
      <Stack gap="md">
        {fedToday && (
          <Alert color="yellow" role="status">
            {t(fedNotice.key, { ...fedNotice, name: reptile.name, food: sourceText(t, i18n.language, units.weightUnit, fedToday.source, feeder) })}
          </Alert>
        )}
        {lastSource && (
          <Stack gap={4}>
            <Button size="md" fullWidth loading={repeating} disabled={blocker !== null} onClick={() => void repeat(lastSource)} data-autofocus>{t('quick.sameAsLast')}</Button>
            <Text size="sm" c="dimmed" ta="center">
              {blocker ? t(blocker, { count: feeder?.quantity ?? 0 }) : t('quick.sameAsLastHint', { food: sourceText(t, i18n.language, units.weightUnit, lastSource, feeder) })}
            </Text>
            {repeatFailure && <Alert color="red" role="alert">{t(repeatFailure)}</Alert>}
          </Stack>
        )}
        {lastSource && <Divider label={t('quick.orByHand')} labelPosition="center" />}
        <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap="sm">
            <TextInput label={t('logs:feeding.fields.foodItem')} required value={values.foodItem} onChange={(e) => set('foodItem')(e.currentTarget.value)} error={err('foodItem')} maxLength={100} />
            <SimpleGrid cols={2}>
              <TextInput label={t('logs:feeding.fields.count')} inputMode="numeric" required value={values.count} onChange={(e) => set('count')(e.currentTarget.value)} error={err('count')} />
              <TextInput label={t('logs:feeding.fields.sizePerItem', { unit: t(`reptiles:units.${units.weightUnit}`) })} inputMode="decimal" required value={values.size}
                onChange={(e) => set('size')(e.currentTarget.value)} error={err('size')} />
            </SimpleGrid>
            <Stack gap={4}>
              <Text size="sm" fw={500} id="quick-outcome-label">{t('logs:feeding.fields.outcome')}</Text>
              <SegmentedControl aria-labelledby="quick-outcome-label" fullWidth value={values.outcome} onChange={(v) => set('outcome')(v as FeedingOutcome)}
                data={FEEDING_OUTCOMES.map((o) => ({ value: o, label: t(`logs:feeding.outcomes.${o}`) }))} />
            </Stack>
            <DateField label={t('logs:feeding.fields.date')} required value={values.date} max={todayIn()} onChange={set('date')} error={err('date')} />
            {failure && <Alert color="red" role="alert">{t(failure)}</Alert>}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose} disabled={saving}>{t('logs:entries.actions.cancel')}</Button>
              <Button type="submit" loading={saving}>{t('quick.saveFeeding')}</Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Modal>
  );
}
