import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { enclosureLabel, type LabelContent } from '../../../shared/labels/content';
import { ENCLOSURE_TYPES } from '../../../shared/schemas/enclosure';
import type { LocalReptile } from '../../lib/db';
import { useEnclosures, useRacks, useWhereabouts, type LocalEnclosure, type LocalRack } from '../enclosures';
import type { PickItem } from './animal-picker';

/** An enclosure offered for a label: the picker's row, whose it is, and its label. */
export interface EnclosureChoice extends PickItem {
  userId: string;
  label: (origin: string) => LabelContent;
}

const isPreset = (type: string): type is (typeof ENCLOSURE_TYPES)[number] => (ENCLOSURE_TYPES as readonly string[]).includes(type);

/**
 * Every enclosure the keeper sees, in rack and tub order, with what its label says: its place
 * ("Rack A · shelf 2 · tub 1", or its room), its type in the keeper's language (a type of their
 * own as typed) and the names of the animals living in it now (those still kept). Undefined
 * while the device is answering.
 */
export function useEnclosureChoices(kept: readonly LocalReptile[] | undefined): EnclosureChoice[] | undefined {
  const { t } = useTranslation(['labels', 'enclosures']);
  const enclosures = useEnclosures();
  const racks = useRacks();
  const where = useWhereabouts();
  return useMemo(() => {
    if (!enclosures || !racks || !where || !kept) return undefined;
    const rackOf = new Map(racks.map((r) => [r.id, r]));
    const nameOf = new Map(kept.map((r) => [r.id, r.name]));
    const place = (e: LocalEnclosure, rack: LocalRack | undefined) => {
      if (rack && e.shelf !== null && e.position !== null) return t('labels:enclosures.place.tub', { rack: rack.name, shelf: e.shelf, position: e.position });
      if (rack) return t('labels:enclosures.place.rack', { rack: rack.name });
      return e.room ?? '';
    };
    return enclosures.map((e) => {
      const where_ = place(e, e.rackId ? rackOf.get(e.rackId) : undefined);
      const type = isPreset(e.type) ? t(`enclosures:types.${e.type}`) : e.type;
      const residents = (where.residentsOf.get(e.id) ?? []).flatMap((id) => nameOf.get(id) ?? [])
        .sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
      return {
        id: e.id,
        name: e.name,
        userId: e.userId,
        detail: [where_, residents.join(', ')].filter(Boolean).join(' · '),
        label: (origin: string) => enclosureLabel(e, { origin, place: where_, type, residents }),
      };
    });
  }, [enclosures, racks, where, kept, t]);
}
