/**
 * Shared collections on a device for the app tests (issue 27): the list a pull of the keeper's own
 * space stores (`meta` 'spaces'), as the screens read it. Each space has its owner and, unless the
 * keeper owns it, the keeper as a member with their role.
 */
import { v7 as uuidv7 } from 'uuid';
import type { SpaceRole } from '../../shared/spaces/roles';
import type { SharedSpaceView } from '../../shared/spaces/views';
import type { UserDb } from '../../app/lib/db';

export interface SeedSpace {
  role: SpaceRole;
  name?: string;
  kind?: SharedSpaceView['kind'];
  /** Another keeper by default (named "ivan"); the signed-in keeper when `role` is owner. */
  ownerId?: string;
  /** A sitter's last day (far ahead by default). */
  until?: string | null;
}

/** Stores `spaces` as the device's list of shared collections (replacing it); answers them as stored. */
export async function seedSpaces(db: UserDb, spaces: readonly SeedSpace[]): Promise<SharedSpaceView[]> {
  const list = spaces.map(({ role, name = 'The Petrovs', kind = 'household', ownerId, until }): SharedSpaceView => {
    const owner = ownerId ?? (role === 'owner' ? db.userId : uuidv7());
    const last = role === 'sitter' ? (until ?? '2099-12-31') : null;
    return {
      id: uuidv7(), kind, name, ownerId: owner, role, until: last,
      members: [{ userId: owner, name: owner === db.userId ? 'me' : 'ivan', role: 'owner', until: null },
        ...(owner === db.userId ? [] : [{ userId: db.userId, name: 'me', role, until: last }])],
    };
  });
  await db.meta.put({ key: 'spaces', cookies: {}, list });
  return list;
}
