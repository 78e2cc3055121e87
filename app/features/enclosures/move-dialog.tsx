import { Button, Group, Modal, Select, Stack, type ComboboxData } from '@mantine/core';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { todayIn } from '../../../shared/rules/calendar-date';
import { DateField } from '../../components/date-field';
import type { LocalReptile } from '../../lib/db';
import { useKeptReptiles } from '../reptiles';
import { moveAnimal } from './places-repository';
import { useEnclosures, useRacks, useWhereabouts, type LocalEnclosure, type LocalRack } from './use-places';

const NONE = 'none';

/** Where a move may go, grouped by rack ("A3-2 · Rack A"), then the enclosures standing alone: the space's own only. */
export function useEnclosureChoices(spaceId: string | undefined) {
  const { t } = useTranslation('enclosures');
  const enclosures = useEnclosures();
  const racks = useRacks();
  return useMemo(() => {
    const own = (enclosures ?? []).filter((e) => e.userId === spaceId);
    const byRack = new Map<string, LocalEnclosure[]>();
    for (const e of own) if (e.rackId) byRack.set(e.rackId, [...(byRack.get(e.rackId) ?? []), e]);
    const groups = (racks ?? []).filter((r: LocalRack) => byRack.has(r.id)).map((r) => {
      const rack = t('rack.title', { name: r.name });
      return { group: rack, items: (byRack.get(r.id) ?? []).map((e) => ({ value: e.id, label: t('move.tubOption', { tub: e.name, rack }) })) };
    });
    const alone = own.filter((e) => !e.rackId).map((e) => ({ value: e.id, label: e.name }));
    return [...groups, ...(alone.length > 0 ? [{ group: t('move.standalone'), items: alone }] : [])];
  }, [enclosures, racks, spaceId, t]);
}

interface MoveFormProps {
  title: string;
  /** The one choice the form asks for (where to, or which animal), as a searchable Select. */
  pick: { label: string; nothingFound: string; data: ComboboxData; initial: string | null; missing: string };
  /** The move itself, with the choice and the day. */
  move: (picked: string, date: string) => Promise<void>;
  onClose: () => void;
}

/** Both moves' dialog: one choice, the day (today by default, never later), Cancel and Move. */
function MoveForm({ title, pick, move, onClose }: MoveFormProps) {
  const { t } = useTranslation('enclosures');
  const [value, setValue] = useState<string | null>(pick.initial);
  const [error, setError] = useState<string | null>(null);
  const [date, setDate] = useState(todayIn());
  const [saving, setSaving] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (value === null) {
      setError(pick.missing);
      return;
    }
    setSaving(true);
    try {
      await move(value, date);
      onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={title} closeButtonProps={{ 'aria-label': t('actions.close') }}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <Select label={pick.label} required searchable value={value} onChange={(v) => { setValue(v); setError(null); }} error={error}
            nothingFoundMessage={pick.nothingFound} data={pick.data} />
          <DateField label={t('move.date')} required value={date} max={todayIn()} onChange={setDate} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>{t('actions.cancel')}</Button>
            <Button type="submit" loading={saving}>{t('move.submit')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** "Move": the animal into another enclosure of its own collection, or into none, from a day (today by default). */
export function MoveAnimalDialog({ reptile, current, onClose }: { reptile: LocalReptile; current: string | null; onClose: () => void }) {
  const { t } = useTranslation('enclosures');
  const choices = useEnclosureChoices(reptile.userId);
  const data = useMemo(() => [{ group: t('move.outGroup'), items: [{ value: NONE, label: t('move.none') }] }, ...choices], [choices, t]);
  return (
    <MoveForm title={t('move.title', { name: reptile.name })} onClose={onClose}
      pick={{ label: t('move.to'), nothingFound: t('move.nothingFound'), data, initial: current, missing: t('move.pickEnclosure') }}
      move={(target, date) => moveAnimal(reptile.id, target === NONE ? null : target, date).then(() => undefined)} />
  );
}

/** "Move an animal in": one of the collection's kept animals into this enclosure, from a day. */
export function MoveInDialog({ enclosure, onClose }: { enclosure: LocalEnclosure; onClose: () => void }) {
  const { t } = useTranslation('enclosures');
  const kept = useKeptReptiles();
  const where = useWhereabouts();
  const enclosures = useEnclosures();
  const data = useMemo(() => {
    const names = new Map((enclosures ?? []).map((e) => [e.id, e.name]));
    return (kept ?? []).filter((r) => r.userId === enclosure.userId && where?.enclosureOf.get(r.id) !== enclosure.id).map((r) => {
      const now = where?.enclosureOf.get(r.id);
      const place = now ? names.get(now) : undefined;
      return { value: r.id, label: place ? t('move.animalOption', { name: r.name, place }) : r.name };
    });
  }, [kept, where, enclosures, enclosure, t]);
  return (
    <MoveForm title={t('moveIn.title', { name: enclosure.name })} onClose={onClose}
      pick={{ label: t('moveIn.animal'), nothingFound: t('moveIn.nothingFound'), data, initial: null, missing: t('move.pickAnimal') }}
      move={(animal, date) => moveAnimal(animal, enclosure.id, date).then(() => undefined)} />
  );
}
