/**
 * Who may do what in a shared collection (issue 27; design in docs/decisions/0032-shared-spaces.md).
 * The ONE rule: the server asks it for every mutation of a push and every online call into a
 * space, and the screens ask it to decide which buttons to draw, so a keeper is never offered
 * what the server would refuse.
 *
 * Roles, from the issue:
 * - owner: everything, members and the plan included;
 * - keeper: adds and edits animals, logs, stock and reminders; never deletes an animal, changes
 *   members, spends the owner's coins or gives an animal away;
 * - sitter: until the last day of their period (then no access at all, reading included): logs
 *   feedings, sheds, weights, health notes and events, completes reminders, takes feeders from
 *   stock, reads an enclosure's thermometer and logs its cleaning (issue 28), gives the doses of
 *   a medication course (issue 29; setting up the course and care modes is a keeper's), and corrects or
 *   removes the entries they wrote themselves; nothing else;
 * - viewer: reads everything, writes nothing.
 *
 * Choices where the issue is silent (written down in the decision record):
 * - a sitter's breeding records are refused: pairings and clutches are a breeder's decisions,
 *   not a sitter's round;
 * - a sitter may fix or remove their own entry (a mistyped weight) but not anyone else's;
 * - export is for keepers and the owner (it hands the owner's records to a file); a viewer reads
 *   on the screen only;
 * - a collection (the group of animals inside a space) is kept by keepers like the animals are;
 * - `achievement.markSeen.v1` is personal (achievements stay with the person) and no space's.
 */
import type { MutationName } from '../sync/mutations';

export const SPACE_ROLES = ['owner', 'keeper', 'sitter', 'viewer'] as const;
export type SpaceRole = (typeof SPACE_ROLES)[number];

/** A person's membership of a space, as the rule needs it. */
export interface Membership {
  role: SpaceRole;
  /** A sitter's last day (ISO date, inclusive); null for the other roles. */
  until: string | null;
}

/**
 * What an action asks of its author:
 * - `read`: see the space's animals and records;
 * - `care`: the daily round (a sitter's part);
 * - `keep`: everything else about the animals, their records, stock and reminders;
 * - `own`: what only the owner decides (members, plan, coins, removing or giving away an animal);
 * - `personal`: not the space's at all (always the person's own).
 */
export type Capability = 'read' | 'care' | 'keep' | 'own' | 'personal';

/** The online calls into a space (not mutations of the sync log). */
export const SPACE_CALLS = {
  'space.read': 'read',
  'space.export': 'keep',
  'space.rename': 'own',
  'members.invite': 'own',
  'members.cancelInvitation': 'own',
  'members.changeRole': 'own',
  'members.remove': 'own',
  'plan.change': 'own',
  'coins.spend': 'own',
  'reptile.transfer': 'own',
  // An insight takes one of the owner's plan's monthly insights, as a keeper's new animal takes a
  // place of the owner's plan; sitters and viewers read the insights already asked for.
  'insight.generate': 'keep',
} as const satisfies Record<string, Capability>;
export type SpaceCall = keyof typeof SPACE_CALLS;

/** A sitter's part of each log kind: which kinds' entries make up the daily round. */
const CARE_LOGS = ['feedingLog', 'sheddingLog', 'healthLog', 'eventLog', 'growthLog'] as const;
const isCareLog = (name: string): boolean => CARE_LOGS.some((kind) => name.startsWith(`${kind}.`));

/**
 * What a mutation asks of its author. Log kinds are read from the name, so a new log kind's
 * mutations are `keep` until this rule says otherwise (never more open by accident).
 */
export function mutationCapability(name: MutationName): Capability {
  switch (name) {
    case 'achievement.markSeen.v1':
      return 'personal';
    case 'reptile.delete.v1':
      return 'own';
    case 'reminder.complete.v1':
    case 'reminder.uncomplete.v1':
    case 'feeder.takeStock.v1':
    case 'reading.create.v1':
    case 'upkeep.create.v1':
    case 'reading.delete.v1':
    case 'upkeep.delete.v1':
    case 'medCourse.give.v1':
      // Giving a dose of a course the keeper set up is a sitter's round too (issue 29).
      // Reading the thermometer and cleaning the tubs are part of the round too (issue 28); a
      // sitter removes only a reading or a cleaning they entered (isLogChange).
      return 'care';
    default:
      return isCareLog(name) ? 'care' : 'keep';
  }
}

/** Whether the membership is in force on `today` (ISO date): a sitter's ends after their last day. */
export function isActiveMembership(m: Membership, today: string): boolean {
  return m.role !== 'sitter' || (m.until !== null && today <= m.until);
}

const RANK: Record<SpaceRole, number> = { viewer: 0, sitter: 1, keeper: 2, owner: 3 };
const NEEDS: Record<Exclude<Capability, 'personal'>, number> = { read: 0, care: 1, keep: 2, own: 3 };

/** Why a write is refused, for the message in the author's language (`errors` namespace). */
export type RoleRefusal = 'membership-ended' | 'role-viewer' | 'role-sitter' | 'role-keeper';

export interface RoleCheck {
  /** For an update or delete of an entry: whether its author is the person asking. */
  ownEntry?: boolean;
}

/**
 * May this member do `action` today? Answers null when allowed, else the refusal's reason.
 * `action` is a mutation name or an online call. A sitter's update or delete of a log entry is
 * allowed only for an entry they wrote (`ownEntry`), and only of the kinds of their round.
 */
export function refusalFor(m: Membership, action: MutationName | SpaceCall, today: string, check: RoleCheck = {}): RoleRefusal | null {
  if (!isActiveMembership(m, today)) return 'membership-ended';
  const capability: Capability = action in SPACE_CALLS ? SPACE_CALLS[action as SpaceCall] : mutationCapability(action as MutationName);
  if (capability === 'personal') return null;
  if (m.role === 'sitter' && capability === 'care' && isLogChange(action) && !check.ownEntry) return 'role-sitter';
  if (RANK[m.role] >= NEEDS[capability]) return null;
  return m.role === 'viewer' ? 'role-viewer' : m.role === 'sitter' ? 'role-sitter' : 'role-keeper';
}

/** An update or delete of an entry of the round: a sitter may make one only of their own. */
const isLogChange = (action: string): boolean =>
  (isCareLog(action) && /\.(update|delete)\.v1$/.test(action)) || action === 'reading.delete.v1' || action === 'upkeep.delete.v1';

/** The screens' question: may this member do it? */
export const canDo = (m: Membership, action: MutationName | SpaceCall, today: string, check: RoleCheck = {}): boolean =>
  refusalFor(m, action, today, check) === null;
