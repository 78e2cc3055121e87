/**
 * The animals a keeper may list for sale, read from this device only (so the screen works
 * offline and shows changes not yet synced). The same rule as the data export
 * (features/export/export-repository.ts): their own animals, and those of a shared collection
 * where their role allows export (keepers and the owner: shared/spaces/roles.ts); a sitter or a
 * viewer does not put someone else's animals up for sale. Animals gone to another keeper, or
 * deleted, are not offered.
 */
import { todayIn } from '../../../shared/rules/calendar-date';
import { isKept } from '../../../shared/rules/transfers';
import { canDo } from '../../../shared/spaces/roles';
import type { LocalReptile, SpacesMeta, UserDb } from '../../lib/db';

const byName = (a: LocalReptile, b: LocalReptile) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id);

export async function readListable(db: UserDb, today = todayIn()): Promise<LocalReptile[]> {
  return db.transaction('r', [db.meta, db.reptiles], async () => {
    const spaces = ((await db.meta.get('spaces')) as SpacesMeta | undefined)?.list ?? [];
    const may = new Set([db.userId, ...spaces.filter((s) => canDo({ role: s.role, until: s.until }, 'space.export', today)).map((s) => s.id)]);
    const reptiles = await db.reptiles.toArray();
    return reptiles.filter((r) => !r.deleted && isKept(r) && may.has(r.userId)).sort(byName);
  });
}
