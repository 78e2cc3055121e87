/**
 * What an import is checked against on this device: the keeper's own animals (kept, in their own
 * collection: an import creates and adds to those only), and the fingerprints of the logs the
 * animals the file names already have, so rows already here are skipped. Only those animals'
 * logs are read, through the [reptileId+date] index.
 */
import { Dexie } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { animalKey } from '../../../shared/sheet-import/columns';
import { logFingerprint, type LocalAnimal } from '../../../shared/sheet-import/plan';
import type { DraftKind } from '../../../shared/sheet-import/rows';
import { useUserDb } from '../../lib/db/use-user-db';
import { useKeptReptiles } from '../reptiles';

export interface ImportContext {
  animals: LocalAnimal[];
  existing: ReadonlySet<string>;
}

const TABLES = { feedingLogs: 'feedingLog', growthLogs: 'growthLog', sheddingLogs: 'sheddingLog', healthLogs: 'healthLog', eventLogs: 'eventLog' } as const satisfies Record<string, DraftKind>;

/** undefined while the device answers. `names`: the animals the file names (as written). */
export function useImportContext(names: readonly string[]): ImportContext | undefined {
  const db = useUserDb();
  const kept = useKeptReptiles();
  const animals = useMemo(() => (kept && db ? kept.filter((r) => r.userId === db.userId).map((r) => ({ id: r.id, name: r.name })) : undefined), [kept, db]);
  const wanted = useMemo(() => {
    if (!animals) return [];
    const keys = new Set(names.map(animalKey));
    return animals.filter((a) => keys.has(animalKey(a.name)));
  }, [animals, names]);
  const existing = useLiveQuery(async () => {
    const out = new Set<string>();
    if (!db) return out;
    for (const animal of wanted) {
      for (const [table, kind] of Object.entries(TABLES) as [keyof typeof TABLES, DraftKind][]) {
        const rows = await db[table].where('[reptileId+date]').between([animal.id, Dexie.minKey], [animal.id, Dexie.maxKey]).toArray();
        for (const row of rows) if (!row.deleted) out.add(logFingerprint(animal.name, kind, row as unknown as Record<string, unknown>));
      }
    }
    return out;
  }, [db, wanted]);
  return animals && existing ? { animals, existing } : undefined;
}
