/**
 * The synced tables, each defined once (docs/decisions/0010-sync-spaces.md, "One definition per
 * synced table"). Both sides read this registry, so nothing else lists the tables:
 * - the protocol (protocol.ts): each table's row schema, the pull's `changes`, the tables a pull
 *   may be limited to;
 * - the server: `sqlTable`, for the pull reader, the tombstone purge and the row limit per table;
 * - the app: its Dexie table (`indexes`, app/lib/db/stores.ts), which pull fills, a reset clears,
 *   rebase restores and a sign-out deletes, and the export (`export`: which columns leave the
 *   device, shared/rules/export.ts; its CSV files are written there too, so this file imports no
 *   export code).
 *
 * Adding a table is its shared schema and mutators (shared/schemas, shared/sync/mutations.ts and
 * each side's mutators), its SQL migration, and one entry here whose `since` is the bumped
 * DB_VERSION (app/lib/db/stores.ts). Devices that synced before it fetch that table alone from
 * its start on their next pull (app/lib/sync/backfill.ts); nothing else is downloaded again, and
 * SCHEMA_VERSION stays (it moves only when an existing table's rows change shape).
 *
 * The order is the export's (JSON keys, CSV files); nothing else depends on it.
 */
import { z } from 'zod';
import { IsoDate, RowId } from '../schemas/common';
import { FeederFields } from '../schemas/feeder';
import { ReminderFields } from '../schemas/reminder';
import { ReptileShape } from '../schemas/reptile';
import { Morph } from '../schemas/morphs';
import { LOG_KINDS } from '../mutators/logs';
import { COLLECTION_STATES } from '../coins/collections-limit';
import { PREMIUM_TIERS } from '../plans';
import { OCR_LANGUAGES } from '../ocr/rows';
import { FINDING_LEVELS } from '../insights/types';
import { TransferView } from '../api/transfers';
import { EnclosureTargets, EnclosureUpkeepDays } from '../schemas/enclosure';
import { CARE_MODES, QUARANTINE_CHECKS } from '../schemas/care-mode';
import { DOSE_UNITS } from '../schemas/medication';
import { Currency, HANDOVERS, PAYMENT_KINDS, SALE_STATES, WAITLIST_STATES, WANTED_SEXES } from '../schemas/sale';

/** The row shape every synced entity shares (DESIGN.md: userId, version, updatedAt, deleted). */
export const SyncedRow = z.object({
  id: RowId,
  userId: z.string(),
  version: z.number().int().positive(),
  updatedAt: z.number().int(),
  deleted: z.boolean(),
});

export const ReptileRowSchema = SyncedRow.extend({
  name: z.string(),
  species: z.string(),
  hatchDate: ReptileShape.shape.hatchDate,
  sex: ReptileShape.shape.sex,
  weightGrams: z.number().nullable(),
  lengthCm: z.number().nullable(),
  notes: z.string().nullable(),
  photoUrl: z.string().nullable(),
  /** Rows stored before collections existed lack it on devices: read it as `?? null`. */
  collectionId: z.string().nullable(),
  /** Rows stored before the feeding rhythm lack these on devices: read them as `?? null` / `?? false`. */
  feedingIntervalDays: z.number().nullable(),
  feedingPaused: z.boolean(),
  feedingPausedUntil: z.string().nullable(),
  /** Lineage (SCHEMA_VERSION 5): rows stored on a device before it lack these: read them as `?? null`. */
  sireId: z.string().nullable(),
  sireName: z.string().nullable(),
  damId: z.string().nullable(),
  damName: z.string().nullable(),
  clutchId: z.string().nullable(),
  /** Rows stored on a device before morphs lack it: read it as `?? null`. */
  morphs: z.array(Morph).nullable(),
  /**
   * Server-derived: when the animal went to a buyer's account (transfers). The row and its logs
   * stay as the seller's read-only copy. Rows stored on a device before transfers lack it.
   */
  transferredAt: z.number().nullable(),
});

export const GrowthLogRowSchema = SyncedRow.extend({
  reptileId: RowId,
  date: IsoDate,
  weightGrams: z.number().nullable(),
  lengthCm: z.number().nullable(),
  notes: z.string().nullable(),
  /** Who logged it (issue 27): the server's, from the signed-in member. Absent on rows a device stored before it. */
  authorId: z.string().nullable().optional(),
});

/**
 * A row of one of the generic logs (shared/mutators/logs.ts): sync metadata, its reptile and the
 * log's own fields, absent optionals as null. Tombstones keep their fields (so they parse) until
 * the purge removes them.
 */
const logRow = <S extends z.ZodRawShape>(fields: z.ZodObject<S>) =>
  SyncedRow.extend({ reptileId: RowId, authorId: GrowthLogRowSchema.shape.authorId }).extend(fields.shape);

export const FeedingLogRowSchema = logRow(LOG_KINDS.feedingLogs.fields);
export const SheddingLogRowSchema = logRow(LOG_KINDS.sheddingLogs.fields);
export const HealthLogRowSchema = logRow(LOG_KINDS.healthLogs.fields);
export const BreedingLogRowSchema = logRow(LOG_KINDS.breedingLogs.fields);
export const EventLogRowSchema = logRow(LOG_KINDS.eventLogs.fields);

/** A feeder: the keeper's fields and the server-owned count (never negative). */
export const FeederRowSchema = SyncedRow.extend(FeederFields.shape).extend({
  quantity: z.number().int().min(0),
});

/**
 * A reminder: the series fields, the anchor day of a monthly series (1-31, set from dueDate on
 * create and on an edit of dueDate, so Jan 31 -> Feb 29 -> Mar 31), and its completion
 * (`completedAt` is the server's clock; `nextId` the occurrence the completion created).
 */
export const ReminderRowSchema = SyncedRow.extend({
  taskType: ReminderFields.shape.taskType,
  description: z.string().nullable(),
  reptileId: RowId.nullable(),
  frequency: ReminderFields.shape.frequency,
  dueDate: IsoDate,
  anchorDay: z.number().int().min(1).max(31),
  completed: z.boolean(),
  completedAt: z.number().int().nullable(),
  /** Who completed it (issue 27): the server's, from the signed-in member. Absent on rows a device stored before it. */
  completedBy: z.string().nullable().optional(),
  nextId: RowId.nullable(),
});

/** A collection (shared/schemas/collection.ts); `state` is the server's (collections-limit.ts). */
export const CollectionRowSchema = SyncedRow.extend({
  name: z.string(),
  description: z.string().nullable(),
  state: z.enum(COLLECTION_STATES),
});

/**
 * Server-derived rows (shared/achievements/rows.ts): only the server writes them.
 * An earned achievement: `achievementId` is a catalogue id (a device whose catalogue is older
 * than the server's shows what it knows and skips the rest), `earnedAt` the server's time when the
 * qualifying record synced, `seenAt` when the keeper first saw it (null: counted as new).
 */
export const AchievementRowSchema = SyncedRow.extend({
  achievementId: z.string(),
  earnedAt: z.number().int(),
  seenAt: z.number().int().nullable(),
});

/** One ReptiCoins ledger entry (shared/coins/ledger.ts): never changed once written. */
export const CoinEntryRowSchema = SyncedRow.extend({
  key: z.string(),
  amount: z.number().int(),
  reason: z.string().nullable(),
  at: z.number().int(),
});

/**
 * The keeper's wallet, one row (its id is the user's): the balance (the ledger's sum, kept with
 * every entry in the entry's transaction) and the premium tier bought, with its expiry (ms; null
 * never lapses) and the day of month its paid months keep.
 */
export const WalletRowSchema = SyncedRow.extend({
  balance: z.number().int(),
  premiumTier: z.enum(PREMIUM_TIERS).nullable(),
  premiumExpiresAt: z.number().int().nullable(),
  premiumAnchorDay: z.number().int().nullable(),
});

/**
 * An OCR import (shared/schemas/ocr-import.ts): the keeper's own row, written by the device with
 * its logs and counted by the server against the plan's lifetime limit. Never deleted.
 */
export const OcrImportRowSchema = SyncedRow.extend({
  reptileId: RowId,
  language: z.enum(OCR_LANGUAGES),
  logCount: z.number().int(),
  skipped: z.number().int(),
  /** When the server applied it (the device's clock until then). */
  importedAt: z.number().int(),
});

/** An insight a keeper asked for (shared/insights): server-derived, its history kept per reptile. */
export const InsightRowSchema = SyncedRow.extend({
  reptileId: RowId,
  language: z.string(),
  text: z.string(),
  findings: z.array(z.object({ code: z.string(), level: z.enum(FINDING_LEVELS), params: z.record(z.string(), z.union([z.string(), z.number()])) })),
  source: z.enum(['rules', 'model']),
  generatedAt: z.number().int(),
});

/**
 * An offer or sale of one of the keeper's animals (shared/api/transfers.ts, decision 0029):
 * server-derived, written by the transfers calls and synced to the seller as their sales list.
 * The buyer's account and copy stay on the server.
 */
export const TransferRowSchema = SyncedRow.extend(TransferView.shape);

/** A rack (issue 28): its tubs are enclosures with its id, shelf and position. */
export const RackRowSchema = SyncedRow.extend({
  name: z.string(),
  room: z.string().nullable(),
  shelves: z.number().int(),
  perShelf: z.number().int(),
});

/** An enclosure: a rack's tub (rackId, shelf, position) or one standing on its own (all three null). */
export const EnclosureRowSchema = SyncedRow.extend({
  name: z.string(),
  type: z.string(),
  widthCm: z.number().nullable(),
  depthCm: z.number().nullable(),
  heightCm: z.number().nullable(),
  room: z.string().nullable(),
  notes: z.string().nullable(),
  rackId: z.string().nullable(),
  shelf: z.number().int().nullable(),
  position: z.number().int().nullable(),
  /** The keeper's own target ranges and cleaning intervals (null: the species' and the defaults). */
  targets: EnclosureTargets.nullable(),
  upkeepDays: EnclosureUpkeepDays.nullable(),
});

/** A move of an animal into an enclosure (null: out of any) from a day on (shared/enclosures/racks.ts). */
export const PlacementRowSchema = SyncedRow.extend({
  reptileId: RowId,
  enclosureId: z.string().nullable(),
  date: IsoDate,
  at: z.number().int(),
  authorId: GrowthLogRowSchema.shape.authorId,
});

/** A climate reading of an enclosure (shared/schemas/climate.ts): by hand, or from a logger's file (`imported`). */
export const ReadingRowSchema = SyncedRow.extend({
  enclosureId: RowId,
  at: z.number().int(),
  hotC: z.number().nullable(),
  coolC: z.number().nullable(),
  baskingC: z.number().nullable(),
  ambientC: z.number().nullable(),
  humidityPct: z.number().nullable(),
  imported: z.boolean(),
  authorId: GrowthLogRowSchema.shape.authorId,
});

/** A heat or light source of an enclosure, with its replacement interval (shared/enclosures/equipment.ts). */
export const EquipmentRowSchema = SyncedRow.extend({
  enclosureId: RowId,
  kind: z.string(),
  name: z.string(),
  installedOn: IsoDate,
  replaceEveryMonths: z.number().int().nullable(),
  setPointC: z.number().nullable(),
  notes: z.string().nullable(),
});

/** A cleaning or substrate change of an enclosure. */
export const UpkeepRowSchema = SyncedRow.extend({
  enclosureId: RowId,
  kind: z.string(),
  date: IsoDate,
  notes: z.string().nullable(),
  authorId: GrowthLogRowSchema.shape.authorId,
});

/** A care mode of an animal (issue 29, shared/schemas/care-mode.ts): brumation, gravid, quarantine. */
export const CareModeRowSchema = SyncedRow.extend({
  reptileId: RowId,
  mode: z.enum(CARE_MODES),
  startDate: IsoDate,
  plannedEnd: IsoDate.nullable(),
  quarantineDays: z.number().int().nullable(),
  endDate: IsoDate.nullable(),
  /** A quarantine's checklist as ticked at its release. */
  checks: z.array(z.enum(QUARANTINE_CHECKS)).nullable(),
  notes: z.string().nullable(),
  authorId: GrowthLogRowSchema.shape.authorId,
});

/** A medication course of one animal (issue 29, shared/schemas/medication.ts); its doses are reminders. */
export const MedCourseRowSchema = SyncedRow.extend({
  reptileId: RowId,
  groupId: RowId,
  drug: z.string(),
  dose: z.number(),
  doseUnit: z.enum(DOSE_UNITS),
  concentrationMgPerMl: z.number().nullable(),
  route: z.string(),
  everyHours: z.number().int(),
  days: z.number().int(),
  startDate: IsoDate,
  weightGrams: z.number(),
  weighedOn: IsoDate,
  /** The volume of one dose as worked out by the server (shared/health/dose.ts), to 0.01 mL. */
  volumeMl: z.number(),
  /** The dose reminders, in the order of the schedule. */
  doseIds: z.array(RowId),
  stoppedOn: IsoDate.nullable(),
  notes: z.string().nullable(),
  authorId: GrowthLogRowSchema.shape.authorId,
});

/**
 * A buyer waiting for an animal (issue 30, shared/schemas/sale.ts): what they want, their place in
 * the list, and the animal offered to them. Money in minor units with its currency.
 */
export const WaitlistRowSchema = SyncedRow.extend({
  buyerName: z.string(),
  contact: z.string().nullable(),
  species: z.string().nullable(),
  sex: z.enum(WANTED_SEXES),
  traits: z.string().nullable(),
  budgetMinor: z.number().int().nullable(),
  currency: Currency,
  note: z.string().nullable(),
  position: z.number().int(),
  state: z.enum(WAITLIST_STATES),
  offeredReptileId: z.string().nullable(),
});

/** A sale of one animal (issue 30); its balance is worked out from its payments (shared/sales/ledger.ts), never stored. */
export const SaleRowSchema = SyncedRow.extend({
  reptileId: RowId,
  waitlistId: z.string().nullable(),
  buyerName: z.string(),
  contact: z.string().nullable(),
  priceMinor: z.number().int(),
  currency: Currency,
  handover: z.enum(HANDOVERS),
  handoverDate: IsoDate.nullable(),
  note: z.string().nullable(),
  state: z.enum(SALE_STATES),
  completedOn: IsoDate.nullable(),
});

/** A line of a sale's ledger: a deposit, a payment or a refund, in the sale's currency. */
export const SalePaymentRowSchema = SyncedRow.extend({
  saleId: RowId,
  kind: z.enum(PAYMENT_KINDS),
  amountMinor: z.number().int(),
  date: IsoDate,
  note: z.string().nullable(),
  authorId: GrowthLogRowSchema.shape.authorId,
});

/** What an export takes of a table's rows (shared/rules/export.ts; its CSV files are shared/rules/export-csv.ts's). */
export interface TableExport<Row, C extends keyof Row & string> {
  /** The fields that leave the device, in order: a whitelist, so sync internals never do. */
  columns: readonly C[];
  /**
   * The reptile a row belongs to (for exporting one reptile); null for the keeper's own records
   * (feeders, a reminder for the whole room), which leave only with the whole export.
   */
  reptileIdOf: (row: Pick<Row, C>) => string | null;
}

/** One synced table: see the top of this file for who reads which part. */
export interface SyncedTableDef<S extends z.ZodObject, C extends keyof z.output<S> & string> {
  /** The row as pull sends it and the device stores it. */
  row: S;
  /** The server's SQL table. */
  sqlTable: string;
  /** The device's Dexie table, in Dexie's syntax: primary key first, then the indexes the screens query by. */
  indexes: string;
  /**
   * The version of the device's database (DB_VERSION) that first held this table. A pull cookie
   * written before cookies recorded their tables covers exactly the tables of version 4 and below.
   */
  since: number;
  export: TableExport<z.output<S>, C>;
}

const syncedTable = <S extends z.ZodObject, const C extends keyof z.output<S> & string>(def: SyncedTableDef<S, C>): SyncedTableDef<S, C> => def;

/**
 * What leaves the device of a profile. The feeding rhythm is the keeper's own setting, so it leaves
 * with it; so do its parents and clutch: the lineage leaves with the animal (parents by id and by
 * name). Its morphs (a list) and transferredAt (an instant) are written as text in the CSV.
 */
export const REPTILE_EXPORT_COLUMNS = ['id', 'name', 'species', 'hatchDate', 'sex', 'weightGrams', 'lengthCm', 'notes', 'feedingIntervalDays', 'feedingPaused',
  'feedingPausedUntil', 'sireId', 'sireName', 'damId', 'damName', 'clutchId', 'morphs', 'transferredAt'] as const satisfies readonly (keyof z.output<typeof ReptileRowSchema>)[];

/** Logs are read by reptile, newest first, and by date alone for the activity calendar's month. */
const LOG_INDEXES = 'id, [reptileId+date], date';
const ofReptile = (row: { reptileId: string }): string => row.reptileId;

export const SYNCED_TABLE_DEFS = {
  reptiles: syncedTable({
    row: ReptileRowSchema, sqlTable: 'reptiles', indexes: 'id', since: 1,
    export: { columns: REPTILE_EXPORT_COLUMNS, reptileIdOf: (row) => row.id },
  }),
  feedingLogs: syncedTable({
    row: FeedingLogRowSchema, sqlTable: LOG_KINDS.feedingLogs.sqlTable, indexes: LOG_INDEXES, since: 3,
    export: { columns: ['id', 'reptileId', 'date', 'source', 'outcome', 'notes'], reptileIdOf: ofReptile },
  }),
  growthLogs: syncedTable({
    row: GrowthLogRowSchema, sqlTable: 'growth_logs', indexes: LOG_INDEXES, since: 2,
    export: { columns: ['id', 'reptileId', 'date', 'weightGrams', 'lengthCm', 'notes'], reptileIdOf: ofReptile },
  }),
  sheddingLogs: syncedTable({
    row: SheddingLogRowSchema, sqlTable: LOG_KINDS.sheddingLogs.sqlTable, indexes: LOG_INDEXES, since: 3,
    export: { columns: ['id', 'reptileId', 'date', 'complete', 'observations'], reptileIdOf: ofReptile },
  }),
  healthLogs: syncedTable({
    row: HealthLogRowSchema, sqlTable: LOG_KINDS.healthLogs.sqlTable, indexes: LOG_INDEXES, since: 3,
    export: { columns: ['id', 'reptileId', 'date', 'issue', 'severity', 'treatment', 'notes', 'status', 'resolvedDate'], reptileIdOf: ofReptile },
  }),
  breedingLogs: syncedTable({
    row: BreedingLogRowSchema, sqlTable: LOG_KINDS.breedingLogs.sqlTable, indexes: LOG_INDEXES, since: 3,
    export: { columns: ['id', 'reptileId', 'date', 'eventType', 'parent1', 'parent2', 'clutchId', 'outcomeCount', 'incubationTempC', 'incubationDays', 'fertile', 'infertile', 'slugs', 'notes'], reptileIdOf: ofReptile },
  }),
  eventLogs: syncedTable({
    row: EventLogRowSchema, sqlTable: LOG_KINDS.eventLogs.sqlTable, indexes: LOG_INDEXES, since: 3,
    export: { columns: ['id', 'reptileId', 'date', 'eventType', 'description'], reptileIdOf: ofReptile },
  }),
  // Reminders by due date (the dashboard's windows) and by reptile (its page).
  reminders: syncedTable({
    row: ReminderRowSchema, sqlTable: 'reminders', indexes: 'id, dueDate, reptileId', since: 4,
    export: {
      columns: ['id', 'reptileId', 'taskType', 'description', 'frequency', 'dueDate', 'completed', 'completedAt'], reptileIdOf: (row) => row.reptileId,
    },
  }),
  // Feeders are few and read whole (sorted by name in memory).
  feeders: syncedTable({
    row: FeederRowSchema, sqlTable: 'feeders', indexes: 'id', since: 4,
    export: { columns: ['id', 'name', 'type', 'weightPerItemGrams', 'quantity', 'lowStockThreshold'], reptileIdOf: () => null },
  }),
  // Collections, then the server-derived rows (DB version 5, issue 12).
  collections: syncedTable({
    row: CollectionRowSchema, sqlTable: 'collections', indexes: 'id', since: 5,
    export: { columns: ['id', 'name', 'description', 'state'], reptileIdOf: () => null },
  }),
  achievements: syncedTable({
    row: AchievementRowSchema, sqlTable: 'user_achievements', indexes: 'id, achievementId', since: 5,
    export: { columns: ['id', 'achievementId', 'earnedAt'], reptileIdOf: () => null },
  }),
  coinEntries: syncedTable({
    row: CoinEntryRowSchema, sqlTable: 'coin_ledger', indexes: 'id, at', since: 5,
    export: { columns: ['id', 'key', 'amount', 'reason', 'at'], reptileIdOf: () => null },
  }),
  wallets: syncedTable({
    row: WalletRowSchema, sqlTable: 'wallets', indexes: 'id', since: 5,
    export: { columns: ['id', 'balance', 'premiumTier', 'premiumExpiresAt'], reptileIdOf: () => null },
  }),
  // OCR imports and insights (DB version 6, issue 14).
  ocrImports: syncedTable({
    row: OcrImportRowSchema, sqlTable: 'ocr_imports', indexes: 'id, reptileId', since: 6,
    export: { columns: ['id', 'reptileId', 'language', 'logCount', 'skipped', 'importedAt'], reptileIdOf: ofReptile },
  }),
  insights: syncedTable({
    row: InsightRowSchema, sqlTable: 'insights', indexes: 'id, [reptileId+generatedAt], generatedAt', since: 6,
    export: { columns: ['id', 'reptileId', 'language', 'text', 'source', 'generatedAt'], reptileIdOf: ofReptile },
  }),
  // The seller's sales list (DB version 7, issue 18): by animal, for its page.
  transfers: syncedTable({
    row: TransferRowSchema, sqlTable: 'transfers', indexes: 'id, reptileId', since: 7,
    export: {
      columns: ['id', 'reptileId', 'reptileName', 'buyerEmail', 'soldOn', 'priceCents', 'currency', 'note', 'status', 'expiresAt', 'decidedAt'],
      reptileIdOf: ofReptile },
  }),
  // Where animals live (DB version 10, issue 28): moves by animal and by enclosure (a tub's residents).
  racks: syncedTable({
    row: RackRowSchema, sqlTable: 'racks', indexes: 'id', since: 10,
    export: { columns: ['id', 'name', 'room', 'shelves', 'perShelf'], reptileIdOf: () => null },
  }),
  enclosures: syncedTable({
    row: EnclosureRowSchema, sqlTable: 'enclosures', indexes: 'id, rackId', since: 10,
    export: { columns: ['id', 'name', 'type', 'widthCm', 'depthCm', 'heightCm', 'room', 'notes', 'rackId', 'shelf', 'position'], reptileIdOf: () => null },
  }),
  placements: syncedTable({
    row: PlacementRowSchema, sqlTable: 'placements', indexes: 'id, reptileId, enclosureId', since: 10,
    export: { columns: ['id', 'reptileId', 'enclosureId', 'date'], reptileIdOf: ofReptile },
  }),
  // An enclosure's readings (by time, for its chart), equipment and upkeep.
  readings: syncedTable({
    row: ReadingRowSchema, sqlTable: 'readings', indexes: 'id, [enclosureId+at]', since: 10,
    export: { columns: ['id', 'enclosureId', 'at', 'hotC', 'coolC', 'baskingC', 'ambientC', 'humidityPct', 'imported'], reptileIdOf: () => null },
  }),
  equipment: syncedTable({
    row: EquipmentRowSchema, sqlTable: 'equipment', indexes: 'id, enclosureId', since: 10,
    export: { columns: ['id', 'enclosureId', 'kind', 'name', 'installedOn', 'replaceEveryMonths', 'setPointC', 'notes'], reptileIdOf: () => null },
  }),
  upkeep: syncedTable({
    row: UpkeepRowSchema, sqlTable: 'upkeep_events', indexes: 'id, [enclosureId+date], date', since: 10,
    export: { columns: ['id', 'enclosureId', 'kind', 'date', 'notes'], reptileIdOf: () => null },
  }),
  // The health watch (DB version 11, issue 29): care modes and medication courses, by animal.
  careModes: syncedTable({
    row: CareModeRowSchema, sqlTable: 'care_modes', indexes: 'id, reptileId', since: 11,
    export: { columns: ['id', 'reptileId', 'mode', 'startDate', 'plannedEnd', 'quarantineDays', 'endDate', 'checks', 'notes'], reptileIdOf: ofReptile },
  }),
  medCourses: syncedTable({
    row: MedCourseRowSchema, sqlTable: 'medication_courses', indexes: 'id, reptileId, groupId', since: 11,
    export: {
      columns: ['id', 'reptileId', 'groupId', 'drug', 'dose', 'doseUnit', 'concentrationMgPerMl', 'route', 'everyHours', 'days', 'startDate', 'weightGrams', 'weighedOn', 'volumeMl', 'stoppedOn', 'notes'],
      reptileIdOf: ofReptile },
  }),
  // A breeder's sales (DB version 12, issue 30): the waitlist (read whole), sales by animal, payments by sale.
  waitlist: syncedTable({
    row: WaitlistRowSchema, sqlTable: 'waitlist_entries', indexes: 'id', since: 12,
    export: {
      columns: ['id', 'buyerName', 'contact', 'species', 'sex', 'traits', 'budgetMinor', 'currency', 'note', 'position', 'state', 'offeredReptileId'],
      reptileIdOf: () => null },
  }),
  sales: syncedTable({
    row: SaleRowSchema, sqlTable: 'sales', indexes: 'id, reptileId', since: 12,
    export: {
      columns: ['id', 'reptileId', 'waitlistId', 'buyerName', 'contact', 'priceMinor', 'currency', 'handover', 'handoverDate', 'note', 'state', 'completedOn'],
      reptileIdOf: ofReptile },
  }),
  salePayments: syncedTable({
    row: SalePaymentRowSchema, sqlTable: 'sale_payments', indexes: 'id, saleId', since: 12,
    export: { columns: ['id', 'saleId', 'kind', 'amountMinor', 'date', 'note'], reptileIdOf: () => null },
  }),
};

export type SyncedTable = keyof typeof SYNCED_TABLE_DEFS;
export const SYNCED_TABLES = Object.keys(SYNCED_TABLE_DEFS) as SyncedTable[];
export type RowSchemaOf<T extends SyncedTable> = (typeof SYNCED_TABLE_DEFS)[T]['row'];
export type SyncedRowOf<T extends SyncedTable> = z.infer<RowSchemaOf<T>>;

/** A record with one value per synced table, in registry order. */
export const byTable = <V>(value: (table: SyncedTable) => V): Record<SyncedTable, V> =>
  Object.fromEntries(SYNCED_TABLES.map((t) => [t, value(t)])) as Record<SyncedTable, V>;
