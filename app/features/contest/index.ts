/**
 * What the rest of the app uses from the contest feature: the moderator panel's contest section
 * (also the admin area's contest approvals), and the entry image and query keys the admin area's
 * disqualification list shows and refreshes. The page itself is reached through its route (a lazy chunk).
 */
export { PendingContestEntries } from './pending-contest-entries';
export { ContestImage } from './contest-image';
export { contestKeys } from './query-keys';
