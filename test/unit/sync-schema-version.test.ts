/**
 * The guard on SCHEMA_VERSION: the fields of every synced table, pinned per version. A changed
 * field list of a pinned table means its rows changed shape: bump SCHEMA_VERSION
 * (shared/sync/constants.ts) and record the new fields here, so updated apps pull their copy again
 * from the start instead of keeping rows an older build stored without the field. A new table
 * needs no bump (devices fetch it alone, app/lib/sync/backfill.ts): add its line here.
 */
import { describe, expect, it } from 'vitest';
import { SCHEMA_VERSION, SyncedRows } from '../../shared/sync/protocol';

/**
 * Fields added without a bump, each with why no device needs its rows again. Issue 27's credit
 * (docs/decisions/0032-shared-spaces.md): who logged an entry or completed a task. Every row
 * written before it has none, and a row an older app pulls (dropping the field) is of the keeper's
 * own space, whose author is always the keeper: credit is shown only in a shared collection, which
 * an older app cannot pull. Re-downloading every keeper's whole history would buy nothing.
 */
const ADDED_WITHOUT_BUMP: Record<string, readonly string[]> = {
  growthLogs: ['authorId'], feedingLogs: ['authorId'], sheddingLogs: ['authorId'], healthLogs: ['authorId'],
  breedingLogs: ['authorId'], eventLogs: ['authorId'], reminders: ['completedBy'],
};

const fieldsOf = (table: keyof typeof SyncedRows) =>
  Object.keys(SyncedRows[table].shape).filter((f) => !ADDED_WITHOUT_BUMP[table]?.includes(f)).sort().join(',');

const PINNED = {
  version: 5,
  tables: {
    reptiles: 'clutchId,collectionId,damId,damName,deleted,feedingIntervalDays,feedingPaused,feedingPausedUntil,hatchDate,id,lengthCm,morphs,name,notes,photoUrl,sex,sireId,sireName,species,transferredAt,updatedAt,userId,version,weightGrams',
    growthLogs: 'date,deleted,id,lengthCm,notes,reptileId,updatedAt,userId,version,weightGrams',
    feedingLogs: 'date,deleted,id,notes,outcome,reptileId,source,updatedAt,userId,version',
    sheddingLogs: 'complete,date,deleted,id,observations,reptileId,updatedAt,userId,version',
    healthLogs: 'date,deleted,id,issue,notes,reptileId,resolvedDate,severity,status,treatment,updatedAt,userId,version',
    breedingLogs: 'clutchId,date,deleted,eventType,fertile,id,incubationDays,incubationTempC,infertile,notes,outcomeCount,parent1,parent2,reptileId,slugs,updatedAt,userId,version',
    eventLogs: 'date,deleted,description,eventType,id,reptileId,updatedAt,userId,version',
    feeders: 'deleted,id,lowStockThreshold,name,quantity,type,updatedAt,userId,version,weightPerItemGrams',
    reminders: 'anchorDay,completed,completedAt,deleted,description,dueDate,frequency,id,nextId,reptileId,taskType,updatedAt,userId,version',
    collections: 'deleted,description,id,name,state,updatedAt,userId,version',
    achievements: 'achievementId,deleted,earnedAt,id,seenAt,updatedAt,userId,version',
    coinEntries: 'amount,at,deleted,id,key,reason,updatedAt,userId,version',
    wallets: 'balance,deleted,id,premiumAnchorDay,premiumExpiresAt,premiumTier,updatedAt,userId,version',
    ocrImports: 'deleted,id,importedAt,language,logCount,reptileId,skipped,updatedAt,userId,version',
    insights: 'deleted,findings,generatedAt,id,language,reptileId,source,text,updatedAt,userId,version',
    transfers: 'buyerEmail,currency,decidedAt,deleted,expiresAt,id,note,priceCents,reptileId,reptileName,soldOn,status,updatedAt,userId,version',
    racks: 'deleted,id,name,perShelf,room,shelves,updatedAt,userId,version',
    enclosures: 'deleted,depthCm,heightCm,id,name,notes,position,rackId,room,shelf,targets,type,updatedAt,upkeepDays,userId,version,widthCm',
    placements: 'at,authorId,date,deleted,enclosureId,id,reptileId,updatedAt,userId,version',
    readings: 'ambientC,at,authorId,baskingC,coolC,deleted,enclosureId,hotC,humidityPct,id,imported,updatedAt,userId,version',
    equipment: 'deleted,enclosureId,id,installedOn,kind,name,notes,replaceEveryMonths,setPointC,updatedAt,userId,version',
    upkeep: 'authorId,date,deleted,enclosureId,id,kind,notes,updatedAt,userId,version',
    careModes: 'authorId,checks,deleted,endDate,id,mode,notes,plannedEnd,quarantineDays,reptileId,startDate,updatedAt,userId,version',
    medCourses: 'authorId,concentrationMgPerMl,days,deleted,dose,doseIds,doseUnit,drug,everyHours,groupId,id,notes,reptileId,route,startDate,stoppedOn,updatedAt,userId,version,volumeMl,weighedOn,weightGrams',
    waitlist: 'budgetMinor,buyerName,contact,currency,deleted,id,note,offeredReptileId,position,sex,species,state,traits,updatedAt,userId,version',
    sales: 'buyerName,completedOn,contact,currency,deleted,handover,handoverDate,id,note,priceMinor,reptileId,state,updatedAt,userId,version,waitlistId',
    salePayments: 'amountMinor,authorId,date,deleted,id,kind,note,saleId,updatedAt,userId,version',
  } as Record<string, string>,
};

describe('sync schema version', () => {
  it('is bumped with every change of an existing table\'s fields', () => {
    const now = Object.fromEntries(Object.keys(PINNED.tables).map((t) => [t, t in SyncedRows ? fieldsOf(t as keyof typeof SyncedRows) : '(gone)']));
    expect({ version: SCHEMA_VERSION, tables: now }).toEqual(PINNED);
  });

  it('exempts only fields that exist', () => {
    for (const [table, fields] of Object.entries(ADDED_WITHOUT_BUMP)) {
      for (const f of fields) expect(Object.keys(SyncedRows[table as keyof typeof SyncedRows].shape), `${table}.${f}`).toContain(f);
    }
  });

  it('has the fields of every synced table pinned', () => {
    expect(Object.keys(SyncedRows).filter((t) => !(t in PINNED.tables))).toEqual([]);
  });
});
