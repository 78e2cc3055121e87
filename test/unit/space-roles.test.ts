/**
 * The role rule of a shared collection (issue 27), over every mutation name and online call ×
 * every role. The expected table is written out by hand from the issue, not derived from the
 * rule: a mutation added to the registry fails here until someone decides who may push it.
 */
import { describe, expect, it } from 'vitest';
import { MUTATIONS, type MutationName } from '../../shared/sync/mutations';
import { canDo, isActiveMembership, refusalFor, SPACE_CALLS, SPACE_ROLES, type Membership, type SpaceCall, type SpaceRole } from '../../shared/spaces/roles';

/**
 * Who may: O owner, K keeper, S sitter, V viewer; `s` a sitter only for an entry they wrote.
 */
const MAY: Record<MutationName, string> = {
  'reptile.create.v1': 'OK',
  'reptile.update.v1': 'OK',
  'reptile.delete.v1': 'O',
  'growthLog.create.v1': 'OKS',
  'growthLog.update.v1': 'OKs',
  'growthLog.delete.v1': 'OKs',
  'feedingLog.create.v1': 'OKS',
  'feedingLog.update.v1': 'OKs',
  'feedingLog.delete.v1': 'OKs',
  'sheddingLog.create.v1': 'OKS',
  'sheddingLog.update.v1': 'OKs',
  'sheddingLog.delete.v1': 'OKs',
  'healthLog.create.v1': 'OKS',
  'healthLog.update.v1': 'OKs',
  'healthLog.delete.v1': 'OKs',
  'eventLog.create.v1': 'OKS',
  'eventLog.update.v1': 'OKs',
  'eventLog.delete.v1': 'OKs',
  'breedingLog.create.v1': 'OK',
  'breedingLog.update.v1': 'OK',
  'breedingLog.delete.v1': 'OK',
  'feeder.create.v1': 'OK',
  'feeder.update.v1': 'OK',
  'feeder.delete.v1': 'OK',
  'feeder.addStock.v1': 'OK',
  'feeder.takeStock.v1': 'OKS',
  // Where animals live (issue 28): the keepers' setup, not a sitter's round.
  'rack.create.v1': 'OK',
  'rack.update.v1': 'OK',
  'rack.delete.v1': 'OK',
  'enclosure.create.v1': 'OK',
  'enclosure.update.v1': 'OK',
  'enclosure.delete.v1': 'OK',
  'placement.create.v1': 'OK',
  'placement.delete.v1': 'OK',
  'reading.create.v1': 'OKS',
  'reading.delete.v1': 'OKs',
  'reading.import.v1': 'OK',
  'equipment.create.v1': 'OK',
  'equipment.update.v1': 'OK',
  'equipment.delete.v1': 'OK',
  'upkeep.create.v1': 'OKS',
  'upkeep.delete.v1': 'OKs',
  'careMode.create.v1': 'OK',
  'careMode.update.v1': 'OK',
  'careMode.end.v1': 'OK',
  'careMode.delete.v1': 'OK',
  'medCourse.create.v1': 'OK',
  'medCourse.stop.v1': 'OK',
  'medCourse.delete.v1': 'OK',
  'medCourse.give.v1': 'OKS',
  'waitlist.create.v1': 'OK',
  'waitlist.update.v1': 'OK',
  'waitlist.move.v1': 'OK',
  'waitlist.offer.v1': 'OK',
  'waitlist.withdraw.v1': 'OK',
  'waitlist.delete.v1': 'OK',
  'sale.create.v1': 'OK',
  'sale.update.v1': 'OK',
  'sale.complete.v1': 'OK',
  'sale.cancel.v1': 'OK',
  'salePayment.create.v1': 'OK',
  'salePayment.delete.v1': 'OK',
  'reminder.create.v1': 'OK',
  'reminder.update.v1': 'OK',
  'reminder.delete.v1': 'OK',
  'reminder.complete.v1': 'OKS',
  'reminder.uncomplete.v1': 'OKS',
  'collection.create.v1': 'OK',
  'collection.update.v1': 'OK',
  'collection.delete.v1': 'OK',
  'collection.pickActive.v1': 'OK',
  'achievement.markSeen.v1': 'OKSV',
  'ocrImport.create.v1': 'OK',
  'clutch.hatch.v1': 'OK',
  'sheetImport.create.v1': 'OK',
};

const CALLS: Record<SpaceCall, string> = {
  'space.read': 'OKSV',
  'space.export': 'OK',
  'space.rename': 'O',
  'members.invite': 'O',
  'members.cancelInvitation': 'O',
  'members.changeRole': 'O',
  'members.remove': 'O',
  'plan.change': 'O',
  'coins.spend': 'O',
  'reptile.transfer': 'O',
  'insight.generate': 'OK',
};

const TODAY = '2026-11-28';
const LETTER: Record<SpaceRole, string> = { owner: 'O', keeper: 'K', sitter: 'S', viewer: 'V' };
const member = (role: SpaceRole): Membership => ({ role, until: role === 'sitter' ? '2026-12-10' : null });

describe('the role rule of a shared collection', () => {
  it('has a decision for every mutation of the registry, and for nothing else', () => {
    expect(Object.keys(MAY).sort()).toEqual(Object.keys(MUTATIONS).sort());
    expect(Object.keys(CALLS).sort()).toEqual(Object.keys(SPACE_CALLS).sort());
  });

  const cases = [...Object.entries(MAY), ...Object.entries(CALLS)].flatMap(([action, may]) =>
    SPACE_ROLES.flatMap((role) => [false, true].map((ownEntry) => ({ action: action as MutationName | SpaceCall, may, role, ownEntry }))));

  it.each(cases)('$action by a $role (own entry: $ownEntry)', ({ action, may, role, ownEntry }) => {
    const allowed = may.includes(LETTER[role]) || (role === 'sitter' && ownEntry && may.includes('s'));
    const refusal = refusalFor(member(role), action, TODAY, { ownEntry });
    expect(refusal).toBe(allowed ? null : `role-${role}`);
    expect(canDo(member(role), action, TODAY, { ownEntry })).toBe(allowed);
  });

  it("ends a sitter's access, reading included, after their last day and never before", () => {
    const sitter: Membership = { role: 'sitter', until: '2026-12-10' };
    expect(isActiveMembership(sitter, '2026-12-10')).toBe(true);
    expect(isActiveMembership(sitter, '2026-12-11')).toBe(false);
    expect(refusalFor(sitter, 'feedingLog.create.v1', '2026-12-10')).toBeNull();
    for (const action of ['space.read', 'feedingLog.create.v1', 'reminder.complete.v1'] as const) {
      expect(refusalFor(sitter, action, '2026-12-11')).toBe('membership-ended');
    }
    // A sitter without an end date was never given a period: no access.
    expect(refusalFor({ role: 'sitter', until: null }, 'space.read', TODAY)).toBe('membership-ended');
    // The other roles have no end date.
    for (const role of ['owner', 'keeper', 'viewer'] as const) expect(isActiveMembership(member(role), '2099-01-01')).toBe(true);
  });
});
