/**
 * An animal's daily care, as the dashboard's cards, the rack view and a label's quick actions show
 * it (issue 28 moved it out of the dashboard, which now sits above the racks): its summary (when it
 * last ate and weighed, read from the per-animal facts), its feeding rhythm's badges, and the
 * card's body with its one-tap "Log feeding" and "Log weight" forms. The forms stay a chunk of
 * their own, loaded when first opened.
 */
export { rhythmOf, useReptileSummaries, type ReptileSummary } from './use-reptile-summaries';
export { DueBadge, RhythmStatus } from './rhythm-status';
export { ReptileCare } from './reptile-care';
export { foodItemsText, repeatReason, type RepeatReason } from './source-text';
