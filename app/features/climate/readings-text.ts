/**
 * Readings and flags in words, in the language's number format: "Hot side 36.5 °C — above 35 °C".
 * A flag is never shown by colour alone.
 */
import type { TFunction } from 'i18next';
import type { ClimateFlag, ClimateSpot, FlagKind, Range } from '../../../shared/enclosures/climate-targets';
import { formatReading } from '../../../shared/rules/units';
import flagClasses from './flags.module.css';

type T = TFunction<'climate'>;

export const valueText = (t: T, lng: string, spot: ClimateSpot, value: number): string =>
  t(spot === 'humidityPct' ? 'readings.percent' : 'readings.celsius', { value: formatReading(lng, value) });

export const rangeText = (t: T, lng: string, spot: ClimateSpot, range: Range): string =>
  t(spot === 'humidityPct' ? 'targets.rangePercent' : 'targets.rangeCelsius', { min: formatReading(lng, range.min), max: formatReading(lng, range.max) });

export const flagText = (t: T, lng: string, flag: ClimateFlag): string =>
  t(`readings.flag.${flag.kind}`, { spot: t(`readings.spots.${flag.spot}`), value: valueText(t, lng, flag.spot, flag.value), limit: valueText(t, lng, flag.spot, flag.limit) });

/** Mantine colours by what is wrong: heat red, cold blue, dry orange, damp cyan (a badge's tint). */
export const FLAG_COLOR: Record<FlagKind, string> = { tooHot: 'red', tooCold: 'blue', tooDry: 'orange', tooHumid: 'cyan' };

/** The same as text, in shades that read at 4.5 : 1 in both schemes (flags.module.css). */
export const FLAG_TEXT: Record<FlagKind, string> = { tooHot: flagClasses.tooHot!, tooCold: flagClasses.tooCold!, tooDry: flagClasses.tooDry!, tooHumid: flagClasses.tooHumid! };
