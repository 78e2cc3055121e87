/**
 * What the rest of the app uses from the enclosures feature (issue 28): where animals live, read
 * and written. Its pages (racks, a rack, an enclosure) are routes of their own (app/router.tsx).
 */
export { useEnclosure, useEnclosures, usePlacements, useRack, useRacks, useRackTubs, useStays, useWhereabouts, type LocalEnclosure, type LocalPlacement, type LocalRack, type Whereabouts } from './use-places';
export { addEnclosure, addRack, deleteEnclosure, deleteRack, moveAnimal, undoMove, updateEnclosure, updateRack } from './places-repository';
export { LivesIn } from './lives-in';
export { useRackRound } from './use-rack-view';
export { feedRackLink, labelsLink } from './place-links';
// The rack and enclosure pages, which app/pages/ composes with the climate feature's parts.
export { RackPage } from './rack-page';
export { EnclosurePage } from './enclosure-page';
