/** What other features may use from the sync status. */
export { SyncStatus } from './sync-status';
