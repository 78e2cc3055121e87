import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_UPKEEP_DAYS, UPKEEP_DAYS_MAX, intervalsOf, isUpkeepDays, type UpkeepIntervals } from '../../../shared/enclosures/upkeep';
import { UPKEEP_KINDS, type UpkeepKind } from '../../../shared/schemas/climate';
import type { LocalEnclosure } from '../enclosures';
import { setUpkeepIntervals, useUpkeepIntervals } from './upkeep-intervals';

/** The kinds whose interval a keeper sets ("other" is whatever it was, never recurring by default). */
const SETTABLE = UPKEEP_KINDS.filter((k) => k !== 'other');

type Texts = Record<UpkeepKind, string>;

/**
 * How often each kind of cleaning comes round in this enclosure, in days (empty: not recurring).
 * Saved with the enclosure (synced): every device and every member of a shared collection counts
 * the same due days.
 */
export function UpkeepIntervalsDialog({ enclosure, onClose }: { enclosure: LocalEnclosure; onClose: () => void }) {
  const { t } = useTranslation('climate');
  const own = useUpkeepIntervals(enclosure.id);
  const [texts, setTexts] = useState<Texts>(() => {
    const every = intervalsOf(own);
    return Object.fromEntries(UPKEEP_KINDS.map((k) => [k, every[k]?.toString() ?? ''])) as Texts;
  });
  const [errors, setErrors] = useState<Partial<Record<UpkeepKind, boolean>>>({});
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const store = async (intervals: UpkeepIntervals | null) => {
    setSaving(true);
    setFailed(false);
    try {
      await setUpkeepIntervals(enclosure.id, intervals);
      onClose();
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: UpkeepIntervals = {};
    const bad: Partial<Record<UpkeepKind, boolean>> = {};
    for (const kind of SETTABLE) {
      const text = texts[kind].trim();
      const days = text === '' ? null : Number(text);
      if (days !== null && !isUpkeepDays(days)) bad[kind] = true;
      // Only what differs from the default is kept, so a later change of a default reaches it.
      else if (days !== DEFAULT_UPKEEP_DAYS[kind]) next[kind] = days;
    }
    if (Object.keys(bad).length > 0) {
      setErrors(bad);
      return;
    }
    void store(next);
  };
  const reset = () => void store(null);

  return (
    <Modal opened onClose={onClose} title={t('upkeep.intervals.title', { name: enclosure.name })} closeButtonProps={{ 'aria-label': t('upkeep.intervals.close') }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {SETTABLE.map((kind) => (
            <TextInput key={kind} label={t('upkeep.intervals.field', { kind: t(`upkeep.kinds.${kind}`) })} inputMode="numeric"
              description={t('upkeep.intervals.defaultIs', { count: DEFAULT_UPKEEP_DAYS[kind] ?? 0 })}
              value={texts[kind]} error={errors[kind] ? t('upkeep.intervals.invalid', { max: UPKEEP_DAYS_MAX }) : undefined}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setTexts((old) => ({ ...old, [kind]: value }));
                setErrors((old) => ({ ...old, [kind]: false }));
              }} />
          ))}
          <Text size="xs" c="dimmed">{t('upkeep.intervals.emptyHint')}</Text>
          {failed && <Alert color="red" variant="light" role="alert">{t('upkeep.intervals.saveFailed')}</Alert>}
          <Group justify="space-between" gap="sm">
            <Button variant="subtle" onClick={reset}>{t('upkeep.intervals.reset')}</Button>
            <Group gap="sm">
              <Button variant="default" onClick={onClose}>{t('upkeep.intervals.cancel')}</Button>
              <Button type="submit" loading={saving}>{t('upkeep.intervals.save')}</Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
