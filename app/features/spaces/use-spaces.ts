/**
 * What the device knows of the keeper's shared collections (issue 27): the list the last pull of
 * their own space answered (app/lib/sync/spaces.ts), read live, and what the keeper may do in the
 * space a row belongs to, by the one role rule the server applies (shared/spaces/roles.ts): a
 * button a role may not use is not drawn.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { todayIn } from '../../../shared/rules/calendar-date';
import { canDo, type Membership, type RoleCheck, type SpaceCall } from '../../../shared/spaces/roles';
import type { SharedSpaceView } from '../../../shared/spaces/views';
import type { MutationName } from '../../../shared/sync/mutations';
import type { SpacesMeta } from '../../lib/db/database';
import { useUserDb } from '../../lib/db/use-user-db';

const OWNER: Membership = { role: 'owner', until: null };

/** The keeper's shared collections; undefined while loading. */
export function useSharedSpaces(): SharedSpaceView[] | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => (db ? (((await db.meta.get('spaces')) as SpacesMeta | undefined)?.list ?? []) : []), [db]);
}

export interface SpaceAccess {
  /** The shared collection the row belongs to; null for the keeper's own animals. */
  space: SharedSpaceView | null;
  /** The signed-in keeper. */
  me: string | null;
  /** May the keeper do it here today? (A button it answers no for is not shown.) */
  can: (action: MutationName | SpaceCall, check?: RoleCheck) => boolean;
  /** A member's name ("Maria"), or null when unknown (a former member, or a row from before credit). */
  nameOf: (userId: string | null | undefined) => string | null;
}

/** Access to the space `spaceId` (a row's `userId`): the keeper's own space allows everything. */
export function useSpaceAccess(spaceId: string | null | undefined): SpaceAccess {
  const db = useUserDb();
  const spaces = useSharedSpaces();
  const me = db?.userId ?? null;
  const space = spaceId && spaceId !== me ? (spaces?.find((s) => s.id === spaceId) ?? null) : null;
  // A shared row whose space is no longer listed is about to leave the device: read it only.
  const membership: Membership = spaceId && spaceId !== me ? (space ? { role: space.role, until: space.until } : { role: 'viewer', until: null }) : OWNER;
  return {
    space,
    me,
    can: (action, check) => canDo(membership, action, todayIn(), check),
    nameOf: (userId) => (userId ? (space?.members.find((m) => m.userId === userId)?.name ?? null) : null),
  };
}
