/**
 * Between what the health form holds (strings) and what a mutation carries. Validation is the
 * shared schema's (shared/schemas/health-log, including "resolved after it began"); messages are
 * keys of the `logs` namespace.
 */
import { HealthLog, type HealthStatus, type Severity } from '../../../shared/schemas/health-log';
import type { LocalLog } from '../../lib/db';
import type { Parsed } from '../../lib/forms/use-entry-form';
import type { LogInput, LogPatchInput } from '../logs';
import { changedFields, parseWith } from '../log-tabs';

export type HealthInput = LogInput<'healthLogs'>;
export type HealthPatch = LogPatchInput<'healthLogs'>;

export interface HealthFormValues {
  date: string;
  issue: string;
  /** '' is "not specified": unknown is better than a guessed "mild". */
  severity: Severity | '';
  treatment: string;
  notes: string;
  status: HealthStatus;
  /** Only read while status is resolved. */
  resolvedDate: string;
}

export const emptyHealthValues = (today: string): HealthFormValues =>
  ({ date: today, issue: '', severity: '', treatment: '', notes: '', status: 'ongoing', resolvedDate: '' });

export const valuesFromHealth = (log: LocalLog<'healthLogs'>): HealthFormValues => ({
  date: log.date, issue: log.issue, severity: log.severity ?? '', treatment: log.treatment ?? '', notes: log.notes ?? '',
  status: log.status, resolvedDate: log.resolvedDate ?? '',
});

const candidateOf = (v: HealthFormValues): Required<HealthInput> => ({
  date: v.date.trim(),
  issue: v.issue.trim(),
  severity: v.severity || null,
  treatment: v.treatment.trim() || null,
  notes: v.notes.trim() || null,
  status: v.status,
  // An ongoing issue has no resolved date, whatever the hidden field still holds.
  resolvedDate: v.status === 'resolved' ? v.resolvedDate.trim() || null : null,
});

export const toHealthInput = (v: HealthFormValues): Parsed<HealthFormValues, HealthInput> =>
  parseWith<HealthFormValues, HealthInput>(HealthLog, candidateOf(v));

/** Only what the keeper changed. */
export const changedHealthPatch = (initial: HealthFormValues, input: HealthInput): HealthPatch =>
  changedFields(candidateOf(initial), input);

/**
 * "Mark resolved" on an ongoing issue: resolved today, or on the issue's own date if that is
 * later (an entry dated ahead in another time zone), so the shared rule "not before" holds.
 */
export const resolvePatch = (log: LocalLog<'healthLogs'>, today: string): HealthPatch =>
  ({ status: 'resolved', resolvedDate: today < log.date ? log.date : today });
