/**
 * What the care card shows, gathered from this device only (it works offline): the profile, its
 * latest measurements, rhythm and the recent logs, as text in the keeper's language and units.
 */
import type { TFunction } from 'i18next';
import { feedingItems, manualItemsText } from '../../../shared/rules/feeding';
import { expectedInterval, isPaused } from '../../../shared/rules/feeding-rhythm';
import { todayIn } from '../../../shared/rules/calendar-date';
import type { LengthUnit, WeightUnit } from '../../../shared/schemas/auth';
import type { LocalFeeder, LocalGrowthLog, LocalLog, LocalReptile } from '../../lib/db';
import { morphName } from '../genetics';
import { ageText, formatDate, lengthText, weightText } from '../../lib/format';

export const CARD_FEEDINGS = 10;
export const CARD_SHEDS = 5;

export interface CareCardInput {
  reptile: LocalReptile;
  growth: readonly LocalGrowthLog[];
  /** Each newest first. */
  feedings: readonly LocalLog<'feedingLogs'>[];
  sheds: readonly LocalLog<'sheddingLogs'>[];
  health: readonly LocalLog<'healthLogs'>[];
  feeders: readonly LocalFeeder[];
  units: { weightUnit: WeightUnit; lengthUnit: LengthUnit };
  lng: string;
  today?: string;
}

export interface CareCardView {
  name: string;
  facts: { label: string; value: string }[];
  morphs: string | null;
  rhythm: string;
  feedings: { date: string; food: string; outcome: string; notes: string | null }[];
  sheds: { date: string; state: string; notes: string | null }[];
  health: { date: string; issue: string; detail: string | null }[];
  notes: string | null;
  footer: string;
}

/**
 * What a feeding offered, as every other screen writes it: "2 × Mouse (12 g)" in the keeper's
 * unit, an inventory feeding by its feeder's name and size today (shared/rules/feeding.ts).
 */
function foodOf(t: TFunction, size: (grams: number) => string, entry: LocalLog<'feedingLogs'>, feeders: readonly LocalFeeder[]): string {
  const source = entry.source;
  const items = feedingItems(source, source.kind === 'inventory' ? feeders.find((f) => f.id === source.feederId) : null);
  if (items) return manualItemsText(items, size);
  return t('careCard.feederGone', { count: source.kind === 'inventory' ? source.quantity : 0 });
}

/** `t` is the `transfers` namespace's; `tr` the reptiles'; `tg` the genetics'. */
export function careCardView(t: TFunction, tr: TFunction<'reptiles'>, tg: TFunction<'genetics'>, input: CareCardInput): CareCardView {
  const { reptile, lng, units } = input;
  const today = input.today ?? todayIn();
  const size = (grams: number) => weightText(tr, lng, grams, units.weightUnit) ?? '';
  const notRecorded = t('careCard.notRecorded');
  const measured = (value: string | null, date: string | null) => (value === null ? notRecorded : date ? t('careCard.measuredOn', { value, date: formatDate(date, lng) }) : value);
  const lastWeight = input.growth.find((g) => g.weightGrams !== null);
  const lastLength = input.growth.find((g) => g.lengthCm !== null);
  const weight = lastWeight ? measured(weightText(tr, lng, lastWeight.weightGrams, units.weightUnit), lastWeight.date) : measured(weightText(tr, lng, reptile.weightGrams, units.weightUnit), null);
  const length = lastLength ? measured(lengthText(tr, lng, lastLength.lengthCm, units.lengthUnit), lastLength.date) : measured(lengthText(tr, lng, reptile.lengthCm, units.lengthUnit), null);
  const age = ageText(tr, reptile.hatchDate, today);
  const facts = [
    { label: t('careCard.species'), value: reptile.species },
    { label: t('careCard.sex'), value: tr(`sex.${reptile.sex}`) },
    { label: t('careCard.hatched'), value: reptile.hatchDate ? formatDate(reptile.hatchDate, lng) : notRecorded },
    ...(age ? [{ label: t('careCard.age'), value: age }] : []),
    { label: t('careCard.weight'), value: weight },
    { label: t('careCard.length'), value: length },
  ];
  return {
    name: reptile.name,
    facts,
    // The morph as the profile and the pairing planner name it.
    morphs: morphName(reptile.morphs ?? null, tg),
    rhythm: rhythmText(t, lng, reptile, today),
    feedings: input.feedings.slice(0, CARD_FEEDINGS).map((f) => ({
      date: formatDate(f.date, lng), food: foodOf(t, size, f, input.feeders), outcome: t(`careCard.outcome.${f.outcome}`), notes: f.notes ?? null,
    })),
    sheds: input.sheds.slice(0, CARD_SHEDS).map((s) => ({
      date: formatDate(s.date, lng), state: t(s.complete ? 'careCard.shedComplete' : 'careCard.shedStuck'), notes: s.observations ?? null,
    })),
    health: input.health.filter((h) => h.status === 'ongoing').map((h) => ({
      date: t('careCard.since', { date: formatDate(h.date, lng) }), issue: h.issue,
      detail: [h.severity ? t(`logs:health.severity.${h.severity}`) : null, h.treatment, h.notes].filter(Boolean).join(' · ') || null,
    })),
    notes: reptile.notes,
    footer: t('careCard.footer', { date: formatDate(today, lng) }),
  };
}

function rhythmText(t: TFunction, lng: string, reptile: LocalReptile, today: string): string {
  const pause = { feedingPaused: reptile.feedingPaused ?? false, feedingPausedUntil: reptile.feedingPausedUntil ?? null };
  if (isPaused(pause, today)) return pause.feedingPausedUntil ? t('careCard.pausedUntil', { date: formatDate(pause.feedingPausedUntil, lng) }) : t('careCard.paused');
  const interval = expectedInterval({ species: reptile.species, hatchDate: reptile.hatchDate, feedingIntervalDays: reptile.feedingIntervalDays ?? null }, today);
  if (!interval) return t('careCard.rhythmUnknown');
  if (interval.source === 'keeper') return t('careCard.rhythmKeeper', { count: interval.minDays });
  return interval.minDays === interval.maxDays ? t('careCard.rhythmSpeciesOne', { count: interval.minDays }) : t('careCard.rhythmSpecies', { min: interval.minDays, max: interval.maxDays });
}
