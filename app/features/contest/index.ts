/**
 * What the rest of the app uses from the contest feature: the moderator panel's contest section.
 * The page itself is reached through its route (a lazy chunk).
 */
export { PendingContestEntries } from './pending-contest-entries';
