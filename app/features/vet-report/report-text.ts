/**
 * The report's model (report-model.ts) in the keeper's language: every label a key of the
 * `vet-report` namespace, dates through formatDate, numbers in the language's format (a decimal
 * comma in Bulgarian). Weights are always grams and lengths centimetres, as a vet reads them,
 * whatever units the keeper uses on screen.
 */
import type { TFunction } from 'i18next';
import { addDays } from '../../../shared/rules/calendar-date';
import { formatReading } from '../../../shared/rules/units';
import { formatDate, formatDay } from '../../lib/format';
import type { Fact, ReportChart, ReportDocument, ReportTable } from './report-document';
import type { CareModeRow, CourseLine, FeedingLine, VetReportModel } from './report-model';

type T = TFunction<'vet-report'>;

/** What the model does not hold: words other namespaces write, and who made the report when. */
export interface ReportExtras {
  keeper: string | null;
  /** The day it was made (today). */
  madeOn: string;
  /** "2 years 3 months" (lib/format ageText); null when unknown. */
  age: string | null;
  /** The morph as breeders write it (genetics' morphName); null when none recorded. */
  morph: string | null;
}

const DASH = '—';

/** Weights and lengths as logged, to the hundredth they are kept to (formatReading rounds 287.5 g to 288). */
const exactFormats = new Map<string, Intl.NumberFormat>();
export function exact(lng: string, value: number): string {
  let f = exactFormats.get(lng);
  if (!f) exactFormats.set(lng, (f = new Intl.NumberFormat(lng, { maximumFractionDigits: 2 })));
  return f.format(value);
}
const atOf = (date: string) => Date.parse(`${date}T00:00:00Z`);

export function reportDocument(model: VetReportModel, t: T, lng: string, extras: ReportExtras): ReportDocument {
  const date = (iso: string) => formatDate(iso, lng);
  const num = (v: number) => exact(lng, v);
  const count = (n: number) => new Intl.NumberFormat(lng).format(n);
  const grams = (v: number) => t('units.g', { value: num(v) });
  const { period, reptile } = model;
  const periodText = period.from === null
    ? t('period.allRange', { to: date(period.to) })
    : t('period.range', { from: date(period.from), to: date(period.to) });

  const header: Fact[] = [
    ...(extras.keeper ? [[t('header.keeper'), extras.keeper] as const] : []),
    [t('header.made'), date(extras.madeOn)],
    [t('header.period'), periodText],
  ];

  const weight = model.weight
    ? (model.weight.date ? t('profile.weighedOn', { weight: grams(model.weight.grams), date: date(model.weight.date) }) : grams(model.weight.grams))
    : t('profile.unknown');
  const profile: Fact[] = [
    [t('profile.name'), reptile.name],
    [t('profile.species'), reptile.species],
    [t('profile.sex'), t(`sex.${reptile.sex}`)],
    [t('profile.hatched'), reptile.hatchDate
      ? (extras.age ? t('profile.hatchedAge', { date: date(reptile.hatchDate), age: extras.age }) : date(reptile.hatchDate))
      : t('profile.unknown')],
    ...(extras.morph ? [[t('profile.morph'), extras.morph] as const] : []),
    [t('profile.weight'), weight],
    ...(model.place ? [[t('profile.place'), model.place.rack ? t('profile.placeInRack', { enclosure: model.place.enclosure, rack: model.place.rack }) : model.place.enclosure] as const] : []),
  ];

  const tables: ReportTable[] = [
    weightsTable(model, t, lng),
    feedingsTable(model, t, lng),
    {
      id: 'sheds', title: t('sheds.title'), summary: model.sheds.length ? t('sheds.summary', { count: model.sheds.length, n: count(model.sheds.length) }) : null,
      columns: [{ label: t('sheds.date'), width: 0.22 }, { label: t('sheds.result'), width: 0.3 }, { label: t('sheds.notes'), width: 0.48 }],
      rows: model.sheds.map((s) => [date(s.date), t(s.complete ? 'sheds.complete' : 'sheds.incomplete'), s.observations ?? '']),
      empty: t('sheds.empty'),
    },
    {
      id: 'health', title: t('health.title'), summary: model.health.length ? t('health.summary', { count: model.health.length, n: count(model.health.length) }) : null,
      columns: [
        { label: t('health.date'), width: 0.13 }, { label: t('health.issue'), width: 0.2 }, { label: t('health.severity'), width: 0.12 },
        { label: t('health.treatment'), width: 0.27 }, { label: t('health.status'), width: 0.13 }, { label: t('health.resolved'), width: 0.15 },
      ],
      rows: model.health.map((h) => [
        date(h.date), h.notes?.trim() ? `${h.issue} (${h.notes.trim()})` : h.issue, h.severity ? t(`health.severities.${h.severity}`) : DASH,
        h.treatment ?? DASH, t(`health.statuses.${h.status}`), h.resolvedDate ? date(h.resolvedDate) : DASH,
      ]),
      empty: t('health.empty'),
    },
    ...(model.medications ? [medicationsTable(model.medications, t, lng)] : []),
    ...(model.careModes ? [careModesTable(model.careModes, t, lng)] : []),
    ...(model.climate ? [climateTable(model, t, lng)] : []),
  ];

  return {
    title: t('title'),
    subject: reptile.name,
    lang: lng,
    header,
    howToRead: t('howToRead'),
    profileTitle: t('profile.title'),
    profile,
    chart: chartOf(model, t, lng),
    tables,
    fileName: t('fileName', { name: reptile.name, date: extras.madeOn }).replace(/[\\/:*?"<>|]+/g, '-'),
  };
}

function chartOf(model: VetReportModel, t: T, lng: string): ReportChart {
  const points = model.measures.flatMap((m) => (m.weightGrams === null ? [] : [{ at: atOf(m.date), value: m.weightGrams, label: formatDate(m.date, lng) }]));
  const values = points.map((p) => p.value);
  const grams = (v: number) => t('units.g', { value: exact(lng, v) });
  return {
    title: t('weights.chart'),
    points,
    low: values.length ? grams(Math.min(...values)) : '',
    high: values.length ? grams(Math.max(...values)) : '',
    first: points[0]?.label ?? '',
    last: points.at(-1)?.label ?? '',
  };
}

function weightsTable(model: VetReportModel, t: T, lng: string): ReportTable {
  const weights = model.measures.filter((m) => m.weightGrams !== null);
  const first = weights[0]?.weightGrams;
  const last = weights.at(-1)?.weightGrams;
  const change = weights.length >= 2 && first && last != null
    ? t('weights.change', {
      first: t('units.g', { value: exact(lng, first) }),
      last: t('units.g', { value: exact(lng, last) }),
      percent: new Intl.NumberFormat(lng, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format((last - first) / first),
    })
    : null;
  const n = model.measures.length;
  return {
    id: 'weights', title: t('weights.title'),
    summary: n ? [t('weights.summary', { count: n, n: new Intl.NumberFormat(lng).format(n) }), change].filter(Boolean).join(' ') : null,
    columns: [{ label: t('weights.date'), width: 0.4 }, { label: t('weights.weight'), width: 0.3, align: 'right' }, { label: t('weights.length'), width: 0.3, align: 'right' }],
    // Newest first, like the other tables; the chart reads oldest first.
    rows: [...model.measures].reverse().map((m) => [
      formatDate(m.date, lng), m.weightGrams === null ? DASH : exact(lng, m.weightGrams), m.lengthCm === null ? DASH : exact(lng, m.lengthCm),
    ]),
    empty: t('weights.empty'),
  };
}

function foodText(f: FeedingLine, t: T, lng: string): string {
  const count = (n: number) => new Intl.NumberFormat(lng).format(n);
  const food = f.items
    ? f.items.map((i) => t('feedings.item', { count: count(i.count), item: i.foodItem, size: t('units.g', { value: exact(lng, i.sizePerItemGrams) }) })).join(', ')
    : t('feedings.inventory', { count: count(f.quantity ?? 0) });
  return f.notes?.trim() ? `${food} (${f.notes.trim()})` : food;
}

function feedingsTable(model: VetReportModel, t: T, lng: string): ReportTable {
  const count = (n: number) => new Intl.NumberFormat(lng).format(n);
  const { ate, refused, regurgitated } = model.meals;
  return {
    id: 'feedings', title: t('feedings.title'),
    summary: model.feedings.length
      ? [t('feedings.summary', { count: model.feedings.length, n: count(model.feedings.length), ate: count(ate), refused: count(refused) }),
        regurgitated ? t('feedings.regurgitated', { n: count(regurgitated) }) : null].filter(Boolean).join(' ')
      : null,
    columns: [{ label: t('feedings.date'), width: 0.2 }, { label: t('feedings.food'), width: 0.55 }, { label: t('feedings.outcome'), width: 0.25 }],
    rows: model.feedings.map((f) => [formatDate(f.date, lng), foodText(f, t, lng), t(`feedings.outcomes.${f.outcome}`)]),
    empty: t('feedings.empty'),
  };
}

function medicationsTable(lines: readonly CourseLine[], t: T, lng: string): ReportTable {
  const num = (v: number) => exact(lng, v);
  // A volume to the hundredth of a millilitre, as it was worked out (never rounded further).
  const ml = (v: number) => t('units.ml', { value: new Intl.NumberFormat(lng, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(v) });
  return {
    id: 'medications', title: t('medications.title'), summary: lines.length ? t('medications.summary') : null,
    columns: [
      { label: t('medications.drug'), width: 0.16 }, { label: t('medications.dose'), width: 0.16 }, { label: t('medications.perDose'), width: 0.18 },
      { label: t('medications.route'), width: 0.12 }, { label: t('medications.how'), width: 0.13 }, { label: t('medications.dates'), width: 0.14 },
      { label: t('medications.given'), width: 0.11 },
    ],
    rows: lines.map(({ course: c, lastDay, given, total }) => [
      c.notes ? `${c.drug} (${c.notes})` : c.drug,
      [t(`medications.units.${c.doseUnit}`, { value: num(c.dose) }), c.concentrationMgPerMl != null ? t('medications.concentration', { value: num(c.concentrationMgPerMl) }) : null].filter(Boolean).join(' '),
      t('medications.volume', { volume: ml(c.volumeMl), weight: t('units.g', { value: num(c.weightGrams) }), date: formatDate(c.weighedOn, lng) }),
      t(`medications.routes.${c.route}`, { defaultValue: c.route }),
      t('medications.howOften', { every: t(`medications.every.h${c.everyHours}`, { defaultValue: t('medications.every.hours', { hours: c.everyHours }) }), count: c.days, n: num(c.days) }),
      [t('period.range', { from: formatDate(c.startDate, lng), to: formatDate(lastDay, lng) }), c.stoppedOn ? t('medications.stopped') : null].filter(Boolean).join(' '),
      t('medications.givenOf', { given: num(given), total: num(total) }),
    ]),
    empty: t('medications.empty'),
  };
}

function careModesTable(modes: readonly CareModeRow[], t: T, lng: string): ReportTable {
  const date = (iso: string) => formatDate(iso, lng);
  const until = (m: CareModeRow): string => {
    if (m.endDate) return date(m.endDate);
    const planned = m.plannedEnd ?? (m.mode === 'quarantine' && m.quarantineDays ? addDays(m.startDate, m.quarantineDays) : null);
    return planned ? t('careModes.ongoingPlanned', { date: date(planned) }) : t('careModes.ongoing');
  };
  const details = (m: CareModeRow): string => [
    m.mode === 'quarantine' && m.quarantineDays ? t('careModes.quarantineDays', { count: m.quarantineDays, n: exact(lng, m.quarantineDays) }) : null,
    m.mode === 'quarantine' && m.checks?.length ? t('careModes.checksDone', { checks: m.checks.map((c) => t(`careModes.checks.${c}`, { defaultValue: c })).join(', ') }) : null,
    m.notes,
  ].filter(Boolean).join('. ');
  return {
    id: 'careModes', title: t('careModes.title'), summary: modes.length ? t('careModes.summary') : null,
    columns: [{ label: t('careModes.mode'), width: 0.2 }, { label: t('careModes.from'), width: 0.16 }, { label: t('careModes.until'), width: 0.24 }, { label: t('careModes.details'), width: 0.4 }],
    rows: modes.map((m) => [t(`careModes.modes.${m.mode}`), date(m.startDate), until(m), details(m) || DASH]),
    empty: t('careModes.empty'),
  };
}

function climateTable(model: VetReportModel, t: T, lng: string): ReportTable {
  const climate = model.climate!;
  const value = (spot: string, v: number) => t(spot === 'humidityPct' ? 'units.percent' : 'units.celsius', { value: formatReading(lng, v) });
  return {
    id: 'climate', title: t('climate.title'),
    summary: t('climate.summary', {
      count: climate.count, n: new Intl.NumberFormat(lng).format(climate.count), place: model.place?.enclosure ?? '',
      from: formatDay(climate.first, lng), to: formatDay(climate.last, lng),
    }),
    columns: [{ label: t('climate.spot'), width: 0.34 }, { label: t('climate.min'), width: 0.22, align: 'right' }, { label: t('climate.max'), width: 0.22, align: 'right' }, { label: t('climate.readings'), width: 0.22, align: 'right' }],
    rows: climate.ranges.map((r) => [t(`climate.spots.${r.spot}`), value(r.spot, r.min), value(r.spot, r.max), new Intl.NumberFormat(lng).format(r.count)]),
    empty: t('climate.empty'),
  };
}
