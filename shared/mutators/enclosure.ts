/**
 * What the rack, enclosure and move mutations do to rows' fields, as pure functions shared by the
 * app's optimistic write and the server's (issue 28).
 */
import { rackTubs } from '../enclosures/racks';
import type { MutationArgs } from '../sync/mutations';
import type { UpkeepKind } from '../schemas/climate';
import type { EnclosureTargetsInput } from '../schemas/enclosure';

export interface EnclosureData {
  name: string;
  type: string;
  widthCm: number | null;
  depthCm: number | null;
  heightCm: number | null;
  room: string | null;
  notes: string | null;
  /** Its rack and place there; null for an enclosure that stands on its own. */
  rackId: string | null;
  shelf: number | null;
  position: number | null;
  /** The keeper's own ranges and cleaning intervals; null: the species' and the defaults ({} is stored as null). */
  targets: EnclosureTargetsInput | null;
  upkeepDays: Partial<Record<UpkeepKind, number | null>> | null;
}

export interface RackData {
  name: string;
  room: string | null;
  shelves: number;
  perShelf: number;
}

const orNull = <T>(v: T | null | undefined): T | null => (v === undefined || v === '' ? null : v);
/** An empty set of own values is none: the species' ranges, the default intervals. */
const ownOrNull = <T extends object>(v: T | null | undefined): T | null => (v && Object.keys(v).length > 0 ? v : null);

export const enclosureFromCreate = (args: MutationArgs<'enclosure.create.v1'>): EnclosureData => ({
  name: args.name, type: args.type, widthCm: orNull(args.widthCm), depthCm: orNull(args.depthCm), heightCm: orNull(args.heightCm),
  room: orNull(args.room), notes: orNull(args.notes), rackId: null, shelf: null, position: null,
  targets: ownOrNull(args.targets), upkeepDays: ownOrNull(args.upkeepDays),
});

export function enclosurePatch(patch: MutationArgs<'enclosure.update.v1'>['patch']): Partial<EnclosureData> {
  const out: Partial<EnclosureData> = {};
  if (patch.name !== undefined) out.name = patch.name;
  if (patch.type !== undefined) out.type = patch.type;
  if (patch.widthCm !== undefined) out.widthCm = patch.widthCm;
  if (patch.depthCm !== undefined) out.depthCm = patch.depthCm;
  if (patch.heightCm !== undefined) out.heightCm = patch.heightCm;
  if (patch.room !== undefined) out.room = orNull(patch.room);
  if (patch.notes !== undefined) out.notes = orNull(patch.notes);
  if (patch.targets !== undefined) out.targets = ownOrNull(patch.targets);
  if (patch.upkeepDays !== undefined) out.upkeepDays = ownOrNull(patch.upkeepDays);
  return out;
}

export const rackFromCreate = (args: MutationArgs<'rack.create.v1'>): RackData =>
  ({ name: args.name, room: orNull(args.room), shelves: args.shelves, perShelf: args.perShelf });

/** The tubs a rack is created with, each with the id the device chose for it. */
export function tubsOfNewRack(args: MutationArgs<'rack.create.v1'>): (EnclosureData & { id: string })[] {
  return rackTubs(args.name, args.shelves, args.perShelf).map((slot, i) => ({
    id: args.tubIds[i] ?? '', name: slot.name, type: args.tubType, widthCm: null, depthCm: null, heightCm: null,
    room: orNull(args.room), notes: null, rackId: args.id, shelf: slot.shelf, position: slot.position, targets: null, upkeepDays: null,
  }));
}

export function rackPatch(patch: MutationArgs<'rack.update.v1'>['patch']): Partial<RackData> {
  const out: Partial<RackData> = {};
  if (patch.name !== undefined) out.name = patch.name;
  if (patch.room !== undefined) out.room = orNull(patch.room);
  return out;
}
