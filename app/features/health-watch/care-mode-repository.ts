/**
 * Writes of an animal's care modes (issue 29): start one, end it (a quarantine with its
 * checklist), or delete one entered by mistake. Through `mutate`, offline first like every log.
 */
import type { CareModeCreateArgs, QuarantineCheck } from '../../../shared/schemas/care-mode';
import { StorageFullError, mutate } from '../../lib/sync';

export async function startCareMode(args: CareModeCreateArgs): Promise<void> {
  await mutate('careMode.create.v1', args);
}

export async function endCareMode(id: string, endDate: string, checks?: readonly QuarantineCheck[]): Promise<void> {
  await mutate('careMode.end.v1', { id, endDate, ...(checks ? { checks: [...checks] } : {}) });
}

export async function deleteCareMode(id: string): Promise<void> {
  await mutate('careMode.delete.v1', { id });
}

/** The words (a key of the `health-watch` namespace) for a write this device could not store. */
export const writeFailureKey = (error: unknown): string => (error instanceof StorageFullError ? 'failure.storageFull' : 'failure.saveFailed');
