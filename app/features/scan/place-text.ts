import type { TFunction } from 'i18next';
import type { LocalEnclosure, LocalRack } from '../enclosures';

/** Where an enclosure is, in words: "Rack A · shelf 2, tub 1", the rack alone, its room, or ''. */
export function placeText(t: TFunction, enclosure: LocalEnclosure, rack: LocalRack | null | undefined): string {
  if (rack && enclosure.shelf !== null && enclosure.position !== null) return t('scan:place.tub', { rack: rack.name, shelf: enclosure.shelf, position: enclosure.position });
  if (rack) return t('scan:place.rack', { rack: rack.name });
  return enclosure.room ?? '';
}
