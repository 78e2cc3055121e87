import { Button, Group, Modal, Select, Stack } from '@mantine/core';
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

function useMoveSave(onClose: () => void) {
  const [date, setDate] = useState(todayIn());
  const [saving, setSaving] = useState(false);
  const save = async (reptileId: string, enclosureId: string | null) => {
    setSaving(true);
    try {
      await moveAnimal(reptileId, enclosureId, date);
      onClose();
    } finally {
      setSaving(false);
    }
  };
  return { date, setDate, saving, save };
}

/** "Move": the animal into another enclosure of its own collection, or into none, from a day (today by default). */
export function MoveAnimalDialog({ reptile, current, onClose }: { reptile: LocalReptile; current: string | null; onClose: () => void }) {
  const { t } = useTranslation('enclosures');
  const choices = useEnclosureChoices(reptile.userId);
  const [target, setTarget] = useState<string | null>(current);
  const [error, setError] = useState<string | null>(null);
  const { date, setDate, saving, save } = useMoveSave(onClose);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (target === null) {
      setError(t('move.pickEnclosure'));
      return;
    }
    void save(reptile.id, target === NONE ? null : target);
  };
  return (
    <Modal opened onClose={onClose} title={t('move.title', { name: reptile.name })} closeButtonProps={{ 'aria-label': t('actions.close') }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Select label={t('move.to')} required searchable value={target} onChange={(v) => { setTarget(v); setError(null); }} error={error}
            nothingFoundMessage={t('move.nothingFound')} data={[{ group: t('move.outGroup'), items: [{ value: NONE, label: t('move.none') }] }, ...choices]} />
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

/** "Move an animal in": one of the collection's kept animals into this enclosure, from a day. */
export function MoveInDialog({ enclosure, onClose }: { enclosure: LocalEnclosure; onClose: () => void }) {
  const { t } = useTranslation('enclosures');
  const kept = useKeptReptiles();
  const where = useWhereabouts();
  const enclosures = useEnclosures();
  const [animal, setAnimal] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { date, setDate, saving, save } = useMoveSave(onClose);
  const data = useMemo(() => {
    const names = new Map((enclosures ?? []).map((e) => [e.id, e.name]));
    return (kept ?? []).filter((r) => r.userId === enclosure.userId && where?.enclosureOf.get(r.id) !== enclosure.id).map((r) => {
      const now = where?.enclosureOf.get(r.id);
      const place = now ? names.get(now) : undefined;
      return { value: r.id, label: place ? t('move.animalOption', { name: r.name, place }) : r.name };
    });
  }, [kept, where, enclosures, enclosure, t]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (animal === null) {
      setError(t('move.pickAnimal'));
      return;
    }
    void save(animal, enclosure.id);
  };
  return (
    <Modal opened onClose={onClose} title={t('moveIn.title', { name: enclosure.name })} closeButtonProps={{ 'aria-label': t('actions.close') }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Select label={t('moveIn.animal')} required searchable value={animal} onChange={(v) => { setAnimal(v); setError(null); }} error={error}
            nothingFoundMessage={t('moveIn.nothingFound')} data={data} />
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
