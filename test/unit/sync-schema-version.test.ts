/**
 * The guard on SCHEMA_VERSION: the synced tables and their row fields, pinned per version. Adding
 * a table or a field changes the shape below; then bump SCHEMA_VERSION (shared/sync/constants.ts)
 * and record the new shape here, so updated apps pull their copy again from the start instead of
 * missing the rows an older build dropped.
 */
import { describe, expect, it } from 'vitest';
import { SCHEMA_VERSION, SyncedRows } from '../../shared/sync/protocol';

const shape = () => Object.fromEntries(Object.entries(SyncedRows).map(([table, row]) => [table, Object.keys(row.shape).sort().join(',')]));

describe('sync schema version', () => {
  it('is bumped with every change of the synced tables or their fields', () => {
    expect({ version: SCHEMA_VERSION, tables: shape() }).toEqual({
      version: 2,
      tables: {
        reptiles: 'deleted,hatchDate,id,lengthCm,name,notes,photoUrl,sex,species,updatedAt,userId,version,weightGrams',
        growthLogs: 'date,deleted,id,lengthCm,notes,reptileId,updatedAt,userId,version,weightGrams',
        feedingLogs: 'date,deleted,id,notes,outcome,reptileId,source,updatedAt,userId,version',
        sheddingLogs: 'complete,date,deleted,id,observations,reptileId,updatedAt,userId,version',
        healthLogs: 'date,deleted,id,issue,notes,reptileId,resolvedDate,severity,status,treatment,updatedAt,userId,version',
        breedingLogs: 'clutchId,date,deleted,eventType,id,notes,outcomeCount,parent1,parent2,reptileId,updatedAt,userId,version',
        eventLogs: 'date,deleted,description,eventType,id,reptileId,updatedAt,userId,version',
        feeders: 'deleted,id,lowStockThreshold,name,quantity,type,updatedAt,userId,version,weightPerItemGrams',
        reminders: 'anchorDay,completed,completedAt,deleted,description,dueDate,frequency,id,nextId,reptileId,taskType,updatedAt,userId,version',
      },
    });
  });
});
