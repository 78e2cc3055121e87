/**
 * Between what the shedding form holds (strings) and what a mutation carries. Validation is the
 * shared schema's (shared/schemas/shedding-log); messages are keys of the `logs` namespace.
 */
import { SheddingLog } from '../../../shared/schemas/shedding-log';
import type { LocalLog } from '../../lib/db';
import type { Parsed } from '../../lib/forms/use-entry-form';
import type { LogInput, LogPatchInput } from '../logs';
import { changedFields, parseWith } from '../log-tabs';

export type SheddingInput = LogInput<'sheddingLogs'>;
export type SheddingPatch = LogPatchInput<'sheddingLogs'>;

export interface SheddingFormValues {
  date: string;
  /** A stuck shed is 'incomplete'; most come off whole. */
  result: 'complete' | 'incomplete';
  observations: string;
}

export const emptySheddingValues = (today: string): SheddingFormValues => ({ date: today, result: 'complete', observations: '' });

export const valuesFromShedding = (log: LocalLog<'sheddingLogs'>): SheddingFormValues =>
  ({ date: log.date, result: log.complete ? 'complete' : 'incomplete', observations: log.observations ?? '' });

const candidateOf = (v: SheddingFormValues): Required<SheddingInput> =>
  ({ date: v.date.trim(), complete: v.result === 'complete', observations: v.observations.trim() || null });

export const toSheddingInput = (v: SheddingFormValues): Parsed<SheddingFormValues, SheddingInput> =>
  parseWith<SheddingFormValues, SheddingInput>(SheddingLog, candidateOf(v), { complete: 'result' });

/** Only what the keeper changed. */
export const changedSheddingPatch = (initial: SheddingFormValues, input: SheddingInput): SheddingPatch =>
  changedFields(candidateOf(initial), input);
