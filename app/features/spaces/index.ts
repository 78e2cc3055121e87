/** What other features may use from the spaces feature (shared collections; its pages are routes of their own). */
export { EntryCredit } from './entry-credit';
export { MoveDialog, MoveMenuItem, useMoveTargets } from './move-dialog';
export { SpaceBadge, SpaceTag } from './space-badge';
export { useSharedSpaces, useSpaceAccess, type SpaceAccess } from './use-spaces';
