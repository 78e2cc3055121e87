/**
 * A keeper's spreadsheet, its columns mapped (columns.ts), read row by row into what HerpTrack
 * would record (issue 30). Pure and shared: the import screen previews with it, and both the
 * device's and the server's mutator of `sheetImport.create.v1` make the records with it again
 * (records.ts), so what the keeper confirmed is what is written, on both sides.
 *
 * A sheet with a date column is one of logs: each row is one animal's day, and gives every log
 * its filled cells say (a "Type" cell says which; without one, food makes a feeding, a weight or
 * a length a weighing, a shed mark a shed, an issue a health entry, an event type an event: a row
 * "Date, Animal, Food, Weight" gives a feeding and a weighing). Animal columns beside them
 * (species, sex, hatch date, morph) give a new animal its profile. A sheet without a date column
 * is one of animals: each row is one animal's profile.
 *
 * Every problem is a translation key (the `import` namespace, or the schema's own message in the
 * `logs` / `reptiles` namespace) tied to the column it is about, so the screen says it under the
 * cell that causes it. Nothing here decides what is imported.
 */
import type { z } from 'zod';
import { GrowthLogCreateArgs } from '../schemas/growth-log';
import { FeedingLogCreateArgs } from '../schemas/feeding-log';
import { SheddingLogCreateArgs } from '../schemas/shedding-log';
import { HealthLogCreateArgs } from '../schemas/health-log';
import { EVENT_TYPES, EventLogCreateArgs, type EventType } from '../schemas/event-log';
import { ReptileCreateArgs } from '../schemas/reptile';
import { readEventKind, readFeeding, readMeasurement, readOcrEventType } from '../ocr/details';
import type { OcrEventType } from '../ocr/rows';
import { dayOf, evidentOrder, type DateOrder } from '../tabular/dates';
import type { CsvTable } from '../tabular/table';
import { completeOf, countOf, healthStatusOf, INVALID, measureOf, outcomeOf, readDateCell, severityOf, sexOf, shedOf } from './cells';
import { isLogSheet, type ImportColumn, type ImportRole } from './columns';
import { morphsOf } from './traits';

export interface SheetProblem {
  /** The column the problem is about; null for the row as a whole. */
  column: number | null;
  /** A translation key; in the `import` namespace unless `ns` says otherwise. */
  key: string;
  ns?: 'logs' | 'reptiles';
  params?: Record<string, string | number>;
}

export type DraftKind = 'growthLog' | 'feedingLog' | 'sheddingLog' | 'healthLog' | 'eventLog';

/** A log as a row gives it: its create arguments less its id and its animal's. */
export interface DraftLog {
  kind: DraftKind;
  fields: Record<string, unknown>;
}

/** A new animal's profile as a row gives it: its create arguments less its id. */
export type DraftProfile = Omit<z.input<typeof ReptileCreateArgs>, 'id' | 'spaceId'>;

export interface SheetRow {
  line: number;
  /** The animal's name as written; null when the row names none. */
  animal: string | null;
  /** The profile a new animal would get from this row; null when the row gives none. */
  profile: DraftProfile | null;
  logs: DraftLog[];
  problems: SheetProblem[];
}

export interface SheetRead {
  kind: 'logs' | 'animals';
  rows: SheetRow[];
  /** Problems of the sheet as a whole (no animal column, nothing a log could be made of). */
  fileProblems: SheetProblem[];
  /** The order slashed dates were read in. */
  dateOrder: DateOrder;
  /** Slashed dates fit both orders (no day above 12): the keeper is asked which it is, once. */
  dateOrderAmbiguous: boolean;
}

export interface SheetReadOptions {
  /** The keeper's answer when the dates fit both orders; day first when none is given. */
  dateOrder?: DateOrder;
  /** Today on the keeper's calendar: a later date is a problem. Absent (the server), not checked. */
  today?: string;
}

/** A stand-in id for checking a draft with its schema before it has its own. */
const CHECK_ID = '00000000-0000-4000-8000-000000000000';

/** The role each field of a log or a profile is read from: a schema's complaint goes under its cell. */
const FIELD_ROLE: Record<string, ImportRole> = {
  date: 'date', source: 'food', outcome: 'outcome', notes: 'notes', weightGrams: 'weight', lengthCm: 'length',
  complete: 'shedComplete', observations: 'notes', issue: 'issue', severity: 'severity', treatment: 'treatment', status: 'status',
  resolvedDate: 'resolvedDate', eventType: 'eventType', description: 'notes', name: 'animal', species: 'species', sex: 'sex',
  hatchDate: 'hatchDate', morphs: 'morphs',
};

const SCHEMAS = {
  growthLog: GrowthLogCreateArgs, feedingLog: FeedingLogCreateArgs, sheddingLog: SheddingLogCreateArgs,
  healthLog: HealthLogCreateArgs, eventLog: EventLogCreateArgs,
} as const satisfies Record<DraftKind, z.ZodType>;

/**
 * A draft checked by its schema: its complaints, each under its field's cell, or its parsed
 * fields (defaults applied, text trimmed) without the stand-in ids.
 */
function checked(schema: z.ZodType, value: object, ns: 'logs' | 'reptiles', columnOf: (role: ImportRole) => number | null): { problems: SheetProblem[]; fields: Record<string, unknown> | null } {
  const parsed = schema.safeParse({ ...value, id: CHECK_ID, reptileId: CHECK_ID });
  if (parsed.success) {
    const { id: _id, reptileId: _reptileId, ...fields } = parsed.data as Record<string, unknown>;
    return { problems: [], fields };
  }
  return {
    fields: null,
    problems: parsed.error.issues.map((issue) => {
      const field = String(issue.path[0] ?? '');
      const role = FIELD_ROLE[field];
      return { column: role ? columnOf(role) : null, key: issue.message, ns };
    }),
  };
}

/** The health issue's ceiling (HealthLogFields.issue). */
const MAX_ISSUE = 200;

/** Reads every row of the sheet, in file order. */
export function readSheet(table: CsvTable, columns: readonly ImportColumn[], options: SheetReadOptions = {}): SheetRead {
  const index = new Map<ImportRole, number>();
  columns.forEach((c, i) => { if (c.role !== 'ignore' && !index.has(c.role)) index.set(c.role, i); });
  const columnOf = (role: ImportRole): number | null => index.get(role) ?? null;
  const logs = isLogSheet(columns);
  const fileProblems: SheetProblem[] = [];
  if (!index.has('animal')) fileProblems.push({ column: null, key: 'problems.noAnimalColumn' });
  const VALUE_ROLES: readonly ImportRole[] = ['food', 'count', 'itemGrams', 'outcome', 'weight', 'length', 'shed', 'shedComplete', 'issue', 'eventType', 'kind'];
  if (logs && !VALUE_ROLES.some((r) => index.has(r))) fileProblems.push({ column: null, key: 'problems.noValueColumn' });
  if (!logs && !index.has('species')) fileProblems.push({ column: null, key: 'problems.noSpeciesColumn' });

  const dateReads = (role: ImportRole) => table.rows.map((r) => { const i = columnOf(role); return i === null ? null : readDateCell(r.cells[i] ?? ''); });
  const reads = { date: dateReads('date'), hatchDate: dateReads('hatchDate'), resolvedDate: dateReads('resolvedDate') };
  const all = [...reads.date, ...reads.hatchDate, ...reads.resolvedDate];
  const evident = evidentOrder(all);
  const anySlashed = all.some((r) => r?.kind === 'slashed' && !r.dotted);
  const dateOrder: DateOrder = evident ?? options.dateOrder ?? 'dmy';

  const rows = table.rows.map(({ line, cells }, k): SheetRow => {
    const problems: SheetProblem[] = [];
    const cell = (role: ImportRole): string => { const i = columnOf(role); return i === null ? '' : (cells[i] ?? '').trim(); };
    const problem = (role: ImportRole, key: string, params?: Record<string, string | number>) => problems.push({ column: columnOf(role), key, params });

    const day = (role: 'date' | 'hatchDate' | 'resolvedDate'): string | null => {
      const text = cell(role);
      if (text === '') return null;
      const read = reads[role][k] ?? null;
      const value = dayOf(read, dateOrder);
      if (value === null) problem(role, 'problems.dateUnknown', { value: text });
      else if (options.today && value > options.today) problem(role, 'problems.dateFuture', { value: text });
      return value;
    };
    const measure = (role: 'weight' | 'length' | 'itemGrams'): number | null => {
      const text = cell(role);
      const unit = columns[columnOf(role) ?? -1]?.unit ?? (role === 'length' ? 'cm' : 'g');
      const value = measureOf(text, role === 'length' ? 'length' : 'weight', unit);
      if (value !== null && Number.isNaN(value)) { problem(role, role === 'length' ? 'problems.notALength' : 'problems.notAWeight', { value: text }); return null; }
      return value;
    };

    const animal = cell('animal') || null;
    if (index.has('animal') && animal === null) problem('animal', 'problems.animalMissing');

    // The animal's profile: what its columns say (a log sheet's rows give one only with a species).
    let profile: DraftProfile | null = null;
    const species = cell('species');
    if (!logs || species !== '') {
      const sex = sexOf(cell('sex'));
      if (sex === INVALID) problem('sex', 'problems.sexUnknown', { value: cell('sex') });
      const traits = morphsOf(cell('morphs'), species);
      const notes = [logs ? '' : cell('notes'), traits.unread.length > 0 ? traits.unread.join(', ') : ''].filter((s) => s !== '').join('\n');
      profile = {
        name: animal ?? '', species, sex: sex === INVALID || sex === null ? 'unknown' : sex,
        hatchDate: day('hatchDate'), morphs: traits.morphs.length > 0 ? traits.morphs : null, notes: notes === '' ? null : notes,
        ...(logs ? {} : { weightGrams: measure('weight'), lengthCm: measure('length') }),
      };
      if (!logs && species === '' && index.has('species')) problem('species', 'problems.speciesMissing');
      else if (animal !== null) {
        const check = checked(ReptileCreateArgs, profile, 'reptiles', columnOf);
        problems.push(...check.problems);
        if (check.fields) profile = check.fields as DraftProfile;
      }
    }

    const drafts: DraftLog[] = [];
    if (logs) {
      const date = day('date');
      if (cell('date') === '') problem('date', 'problems.dateMissing');
      const kindText = cell('kind');
      const kind: OcrEventType | null = kindText === '' ? null : EVENT_TYPES.includes(kindText as EventType) ? 'event' : readOcrEventType(kindText);
      const notes = cell('notes') || null;
      const has = (...roles: ImportRole[]) => roles.some((r) => cell(r) !== '');
      const wants = {
        feeding: kind === 'feeding' || (kind === null && has('food', 'count', 'itemGrams', 'outcome')),
        growth: kind === 'measurement' || has('weight', 'length'),
        shed: kind === 'shedding' || (kind === null && (shedOf(cell('shed')) !== null || has('shedComplete'))),
        health: kind === 'health' || (kind === null && has('issue')),
        event: kind === 'event' || kind === 'breeding' || (kind === null && has('eventType')),
      };
      // A sheet of one column of words per entry (the OCR review's CSV: Date, Reptile Name, Event
      // Type, Details): the details say what a kind's own columns would, read as the OCR reads them.
      const said = (role: ImportRole): string => cell(role) || (!index.has(role) && notes ? notes : '');
      // The row's notes go with its first log; a weighing beside a feeding keeps none.
      let notesFree = true;
      const takeNotes = () => { const n = notesFree ? notes : null; notesFree = false; return n; };
      const base = { date: date ?? '' };
      if (wants.feeding) {
        const food = kind === 'feeding' ? said('food') : cell('food');
        // "2 × Mouse @ 12 g; 1 × Rat @ 40 g" (HerpTrack's export): one item per piece.
        const pieces = food.split(';').map((p) => p.trim()).filter((p) => p !== '');
        const reads = (pieces.length > 0 ? pieces : ['']).map((p) => ({ text: p, read: readFeeding(p) }));
        const count = countOf(cell('count'));
        if (count !== null && Number.isNaN(count)) problem('count', 'problems.notACount', { value: cell('count') });
        const typed = outcomeOf(cell('outcome'));
        if (typed === INVALID) problem('outcome', 'problems.outcomeUnknown', { value: cell('outcome') });
        const outcome = typed === null || typed === INVALID ? (reads[0]?.read.outcome ?? 'ate') : typed;
        const columnSize = has('itemGrams') ? measure('itemGrams') : null;
        const items = reads.map(({ text, read }) => {
          const size = reads.length === 1 && has('itemGrams') ? columnSize : read.sizePerItemGrams;
          const n = reads.length === 1 && count !== null && !Number.isNaN(count) ? count : read.count;
          return size === null ? null : { foodItem: read.foodItem ?? (text || kindText || 'food'), count: n, sizePerItemGrams: Math.round(size * 100) / 100 };
        });
        if (items.some((i) => i === null)) problems.push({ column: columnOf('itemGrams') ?? columnOf('food'), key: 'problems.foodSizeMissing' });
        else drafts.push({ kind: 'feedingLog', fields: { ...base, source: { kind: 'manual', items }, outcome, notes: takeNotes() } });
      }
      if (wants.shed) {
        const whole = completeOf(cell('shedComplete'));
        if (whole === INVALID) problem('shedComplete', 'problems.completeUnknown', { value: cell('shedComplete') });
        const complete = whole === true || whole === false ? whole : (shedOf(kind === 'shedding' ? said('shed') : cell('shed'))?.complete ?? true);
        drafts.push({ kind: 'sheddingLog', fields: { ...base, complete, observations: takeNotes() } });
      }
      if (wants.health) {
        const severity = severityOf(cell('severity'));
        if (severity === INVALID) problem('severity', 'problems.severityUnknown', { value: cell('severity') });
        const status = healthStatusOf(cell('status'));
        if (status === INVALID) problem('status', 'problems.statusUnknown', { value: cell('status') });
        const resolvedDate = day('resolvedDate');
        const issueText = cell('issue') || (kind === 'health' ? said('issue') || kindText : '');
        const issue = issueText.length > MAX_ISSUE ? issueText.slice(0, MAX_ISSUE).trim() : issueText;
        // An issue read from the row's words keeps them in the notes only when it had to be cut.
        const fromWords = issueText !== '' && issueText === notes && cell('issue') === '';
        const rest = takeNotes();
        drafts.push({ kind: 'healthLog', fields: {
          ...base, issue, severity: severity === INVALID ? null : severity, treatment: cell('treatment') || null,
          status: status === INVALID || status === null ? (resolvedDate ? 'resolved' : 'ongoing') : status, resolvedDate,
          notes: fromWords ? (issue === issueText ? null : rest) : issue === issueText ? rest : [issueText, rest].filter(Boolean).join('\n'),
        } });
      }
      if (wants.event) {
        const typed = cell('eventType');
        const eventType: EventType = EVENT_TYPES.includes(typed as EventType) ? (typed as EventType) : readEventKind([typed, kindText, notes ?? ''].join(' '));
        const words = [kind === 'breeding' ? kindText : '', EVENT_TYPES.includes(typed as EventType) ? '' : typed].filter(Boolean).join(' ');
        drafts.push({ kind: 'eventLog', fields: { ...base, eventType, description: [words, takeNotes()].filter(Boolean).join('\n') || null } });
      }
      if (wants.growth) {
        const fromWords = kind === 'measurement' && !index.has('weight') && !index.has('length') && notes ? readMeasurement(notes) : null;
        const weightGrams = fromWords ? fromWords.weightGrams : measure('weight');
        const lengthCm = fromWords ? fromWords.lengthCm : measure('length');
        if (weightGrams !== null || lengthCm !== null) drafts.push({ kind: 'growthLog', fields: { ...base, weightGrams, lengthCm, notes: takeNotes() } });
        else if (kind === 'measurement' && !problems.some((p) => p.column === columnOf('weight') || p.column === columnOf('length'))) problem('weight', 'problems.measureMissing');
      }
      if (drafts.length === 0 && !problems.some((p) => p.column !== columnOf('animal') && p.column !== columnOf('date'))) problems.push({ column: null, key: 'problems.nothingToLog' });
      if (date !== null) {
        for (const d of drafts) {
          const check = checked(SCHEMAS[d.kind], d.fields, 'logs', columnOf);
          problems.push(...check.problems);
          if (check.fields) d.fields = check.fields;
        }
      }
    }
    return { line, animal, profile, logs: drafts, problems: dedupe(problems) };
  });
  return { kind: logs ? 'logs' : 'animals', rows, fileProblems, dateOrder, dateOrderAmbiguous: anySlashed && evident === null };
}

/** One problem per cell and message. */
function dedupe(problems: readonly SheetProblem[]): SheetProblem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.column}:${p.ns ?? ''}:${p.key}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
