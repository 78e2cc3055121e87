/**
 * What a label says, independent of what it labels: the address its QR code opens, a title (the
 * animal's name, the enclosure's name or code) and detail lines. An animal's label is built by
 * animalLabel, an enclosure's by enclosureLabel; the plan and the PDF take any LabelContent.
 */
import type { Sex } from '../schemas/reptile';
import { animalLabelUrl, enclosureLabelUrl } from './urls';

export interface LabelDetail {
  text: string;
  /** Which lines stay when the label is too short for all: the higher, the longer kept. */
  keep: number;
  /** May run over several lines (as many as the label's size allows), the last one cut with an ellipsis. */
  wrap?: boolean;
}

export interface LabelContent {
  /** Absolute, so a phone's camera opens it: the quick actions of what is labelled (urls.ts). */
  url: string;
  /** The name or code: printed first and kept longest. */
  title: string;
  /** In printing order. */
  details: readonly LabelDetail[];
}

export interface LabelAnimal {
  id: string;
  name: string;
  species: string;
  sex: Sex;
  hatchDate?: string | null;
}

/** Symbols read the same in every language and take one character on the smallest label. */
const SEX_SYMBOL: Record<Sex, string> = { male: '♂', female: '♀', unknown: '' };

/** "♂ 2023", "♀", "2021", or '' when neither is known. */
export function sexAndYear(animal: Pick<LabelAnimal, 'sex' | 'hatchDate'>): string {
  const year = /^(\d{4})-/.exec(animal.hatchDate ?? '')?.[1] ?? '';
  return [SEX_SYMBOL[animal.sex], year].filter(Boolean).join(' ');
}

/**
 * An animal's label: its name, species, sex and hatch year, and its morph as the genetics feature
 * names it (`morph`, already in the keeper's language; null when none is recorded). On a label
 * too short for everything the morph goes first, then sex and year, then the species.
 */
export function animalLabel(animal: LabelAnimal, { origin, morph }: { origin: string; morph: string | null }): LabelContent {
  const details: LabelDetail[] = [
    { text: animal.species, keep: 3 },
    { text: sexAndYear(animal), keep: 2 },
    { text: morph ?? '', keep: 1, wrap: true },
  ];
  return { url: animalLabelUrl(origin, animal.id), title: animal.name, details: details.filter((d) => d.text.trim() !== '') };
}

export interface LabelEnclosure {
  id: string;
  name: string;
}

/**
 * An enclosure's label: its name or code, where it is (`place`: "Rack A · shelf 2, tub 1" or the
 * room, in the keeper's language), its type, and who lives in it (names in tub order). The names
 * wrap and are cut with an ellipsis when they run past the label; they go first on a short label,
 * then the type: the place stays, since a tub is found by it.
 */
export function enclosureLabel(
  enclosure: LabelEnclosure,
  { origin, place, type, residents }: { origin: string; place: string; type: string; residents: readonly string[] },
): LabelContent {
  const details: LabelDetail[] = [
    { text: place, keep: 3 },
    { text: type, keep: 2 },
    { text: residents.join(', '), keep: 1, wrap: true },
  ];
  return { url: enclosureLabelUrl(origin, enclosure.id), title: enclosure.name, details: details.filter((d) => d.text.trim() !== '') };
}
