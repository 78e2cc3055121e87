/**
 * How places are named on screen: a preset type in the keeper's language ("tub", "кутия"), the
 * keeper's own type as typed; a rack as "Rack A"; a tub with its rack ("A3-2 · Rack A").
 */
import type { TFunction } from 'i18next';
import { ENCLOSURE_TYPES } from '../../../shared/schemas/enclosure';
import { isPreset } from './place-form-values';

export const typeLabel = (t: TFunction<'enclosures'>, type: string): string => (isPreset(type) ? t(`types.${type}`) : type);

/** A type as typed back to what is stored: a preset's words in either case are the preset. */
export function typeFromText(t: TFunction<'enclosures'>, text: string): string {
  const typed = text.trim();
  const preset = ENCLOSURE_TYPES.find((p) => t(`types.${p}`).toLocaleLowerCase() === typed.toLocaleLowerCase() || p === typed.toLocaleLowerCase());
  return preset ?? typed;
}

/** "60 × 40 × 30 cm"; a side not given reads "?"; null when none is. */
export function sizeText(t: TFunction<'enclosures'>, e: { widthCm: number | null; depthCm: number | null; heightCm: number | null }, lng: string): string | null {
  const sides = [e.widthCm, e.depthCm, e.heightCm];
  if (sides.every((s) => s === null)) return null;
  const nf = new Intl.NumberFormat(lng, { maximumFractionDigits: 1 });
  return t('size.value', { sides: sides.map((s) => (s === null ? '?' : nf.format(s))).join(' × ') });
}

/** "6 shelves × 2 tubs", each count with its own plural. */
export const rackSizeText = (t: TFunction<'enclosures'>, r: { shelves: number; perShelf: number }): string =>
  t('rack.size', { shelves: t('rack.shelves', { count: r.shelves }), tubs: t('rack.tubs', { count: r.perShelf }) });
