/**
 * A reptile's family as the reptile page shows it: parents, grandparents and offspring, read
 * from the keeper's reptiles (docs/decisions/0028-lineage-and-hatch.md). A parent is one of the
 * keeper's reptiles (linked) or an animal they do not keep (a name only, so its own parents are
 * unknown). Pure, so the page, the export and the tests read the same family.
 */

/** How far a reptile's ancestors are walked to find a cycle; no real pedigree is this deep. */
export const LINEAGE_MAX_DEPTH = 64;

export interface LineageRow {
  id: string;
  name: string;
  sex: 'male' | 'female' | 'unknown';
  hatchDate?: string | null;
  sireId?: string | null;
  sireName?: string | null;
  damId?: string | null;
  damName?: string | null;
  clutchId?: string | null;
}

/** One animal in a family tree: a kept reptile (with its id, to link) or a name, or nothing known. */
export type Relative = { kind: 'reptile'; id: string; name: string } | { kind: 'named'; name: string } | { kind: 'unknown' };

export interface ParentPair {
  sire: Relative;
  dam: Relative;
}

export interface Family {
  parents: ParentPair;
  /** The sire's parents and the dam's parents; unknown where a parent is a name or has none recorded. */
  grandparents: { sire: ParentPair; dam: ParentPair };
  /** Reptiles naming this one as sire or dam, oldest first (by hatch date, then name). */
  offspring: { id: string; name: string; sex: LineageRow['sex']; hatchDate: string | null }[];
}

const UNKNOWN: Relative = { kind: 'unknown' };

function relative(byId: ReadonlyMap<string, LineageRow>, id: string | null | undefined, name: string | null | undefined): Relative {
  if (id) {
    const row = byId.get(id);
    // A parent id that is not on the device (deleted, not yet synced) is known to exist but not by name.
    return row ? { kind: 'reptile', id, name: row.name } : UNKNOWN;
  }
  return name ? { kind: 'named', name } : UNKNOWN;
}

function parentsOf(byId: ReadonlyMap<string, LineageRow>, row: LineageRow | undefined): ParentPair {
  if (!row) return { sire: UNKNOWN, dam: UNKNOWN };
  return { sire: relative(byId, row.sireId, row.sireName), dam: relative(byId, row.damId, row.damName) };
}

const rowOf = (byId: ReadonlyMap<string, LineageRow>, r: Relative) => (r.kind === 'reptile' ? byId.get(r.id) : undefined);

export function familyOf(rows: readonly LineageRow[], id: string): Family | null {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const self = byId.get(id);
  if (!self) return null;
  const parents = parentsOf(byId, self);
  const offspring = rows
    .filter((r) => r.id !== id && (r.sireId === id || r.damId === id))
    .map((r) => ({ id: r.id, name: r.name, sex: r.sex, hatchDate: r.hatchDate ?? null }))
    .sort((a, b) => (a.hatchDate ?? '9999').localeCompare(b.hatchDate ?? '9999') || a.name.localeCompare(b.name));
  return {
    parents,
    grandparents: { sire: parentsOf(byId, rowOf(byId, parents.sire)), dam: parentsOf(byId, rowOf(byId, parents.dam)) },
    offspring,
  };
}

/** Whether making `parentId` a parent of `id` would make `id` its own ancestor (the server refuses it too). */
export function wouldCycle(rows: readonly Pick<LineageRow, 'id' | 'sireId' | 'damId'>[], id: string, parentId: string): boolean {
  const byId = new Map(rows.map((r) => [r.id, r]));
  let generation = [parentId];
  const seen = new Set<string>();
  for (let depth = 0; depth < LINEAGE_MAX_DEPTH && generation.length > 0; depth++) {
    if (generation.includes(id)) return true;
    generation.forEach((g) => seen.add(g));
    generation = generation.flatMap((g) => {
      const row = byId.get(g);
      return [row?.sireId, row?.damId].filter((p): p is string => Boolean(p) && !seen.has(p as string));
    });
  }
  return false;
}

/**
 * The names a hatch gives its hatchlings until the keeper renames them: "Clutch 3 #1", "Clutch 3
 * #2", ... Numbering continues after the highest "<prefix> #N" already `taken` (a clutch hatching
 * over several days is one series, not two "#1"s).
 */
export function hatchlingNames(prefix: string, count: number, taken: readonly string[] = []): string[] {
  const mark = `${prefix} #`;
  const last = taken.reduce((max, name) => {
    const n = name.startsWith(mark) ? Number(name.slice(mark.length)) : NaN;
    return Number.isInteger(n) && n > max ? n : max;
  }, 0);
  return Array.from({ length: count }, (_, i) => `${prefix} #${last + i + 1}`);
}
