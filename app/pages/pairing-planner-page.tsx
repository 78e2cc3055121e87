import { PairingPlanner } from '../features/genetics';
import { useReptiles } from '../features/reptiles';

/**
 * /pairing-planner: the genetics feature's planner over the keeper's reptiles. Composed here, above
 * both features, because the reptiles feature uses genetics (a profile's morphs) and genetics
 * must not use it back.
 */
export function PairingPlannerPage() {
  return <PairingPlanner reptiles={useReptiles()} />;
}
