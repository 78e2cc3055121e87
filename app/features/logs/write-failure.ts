import { StorageFullError } from '../../lib/sync';

/** The `logs` key of a failed save or delete: a full device says so, anything else "try again". */
export const logFailureKey = (error: unknown): string => (error instanceof StorageFullError ? 'entries.storageFull' : 'entries.saveFailed');
