/**
 * The health watch (issue 29): each animal's status (ok, watch, needs attention) from its own
 * logs and care modes, and the care modes themselves. Used by the animal's page and the
 * dashboard; it uses only the spaces feature (roles), so any feature above may show a status.
 */
export { CareModes } from './care-modes';
export { HealthBadge, type HealthBadgeProps } from './health-badge';
export { HealthSummary } from './health-summary';
export { useAnimalHealth, useAnimalStatus, useAnimalStatuses, type AnimalHealth, type StatusReptile } from './use-animal-status';
export type { AnimalStatus, HealthState } from '../../../shared/health/status';
