/**
 * A role with its last day as the forms hold them, checked by the contract's own rule
 * (`untilRefusal`, the one the server applies with its clock) before anything is sent, so the
 * keeper reads the server's words without a round trip.
 */
import { untilRefusal, type InvitedRole } from '../../../shared/api/spaces';
import { todayIn } from '../../../shared/rules/calendar-date';
import type { RoleValues } from './role-picker';

export interface RoleAndUntil { role: InvitedRole; until: string | null }

/** The role and last day to send, or the `until` field's message key. */
export function checkRole(v: RoleValues, today = todayIn()): { ok: RoleAndUntil; until: null } | { ok: null; until: string } {
  const until = v.role === 'sitter' && v.until !== '' ? v.until : null;
  const refusal = untilRefusal(v.role, until, today);
  return refusal ? { ok: null, until: refusal } : { ok: { role: v.role, until }, until: null };
}
