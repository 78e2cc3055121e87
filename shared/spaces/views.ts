/**
 * What a device knows of the shared collections its keeper is a member of (issue 27): sent by
 * every pull of the keeper's own space, as the memberships are at that moment. A shared space
 * missing from the list is one the keeper no longer belongs to: the device then deletes its rows.
 */
import { z } from 'zod';
import { SPACE_ROLES } from './roles';

export const SPACE_KINDS = ['household', 'team'] as const;

export const SpaceMemberView = z.object({
  userId: z.string(),
  /** What the screens call them ("Fed by Maria"): their username, else their address up to the @. */
  name: z.string(),
  role: z.enum(SPACE_ROLES),
  /** A sitter's last day (ISO date); null for the other roles. */
  until: z.string().nullable(),
});
export type SpaceMemberView = z.infer<typeof SpaceMemberView>;

export const SharedSpaceView = z.object({
  id: z.string(),
  kind: z.enum(SPACE_KINDS),
  name: z.string(),
  ownerId: z.string(),
  /** The keeper's own role in it, and a sitter's last day. */
  role: z.enum(SPACE_ROLES),
  until: z.string().nullable(),
  /** Every member in force, the owner and the keeper included. */
  members: z.array(SpaceMemberView),
});
export type SharedSpaceView = z.infer<typeof SharedSpaceView>;
