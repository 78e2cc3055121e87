/**
 * What other features use from the dashboard (issue 28): an animal's care summary (when it last
 * ate and weighed, its feeding rhythm) and the card's body with its one-tap "Log feeding" and "Log
 * weight" forms, for the rack view and the label's quick actions. The dashboard page itself is a
 * route (app/router.tsx). The quick forms stay a chunk of their own, loaded when first opened.
 */
export { useReptileSummaries, type ReptileSummary } from './use-reptile-summaries';
export { DueBadge, RhythmStatus } from './rhythm-status';
export { ReptileCare } from './reptile-care';
