import type { Sex } from '../../../shared/schemas/reptile';

interface Animal {
  id: string;
  sex: Sex;
}

/**
 * The planner with parents filled from the keeper's reptiles: `/pairing-planner?sire=<id>&dam=<id>`.
 * Sexes decide which is which; when they do not (both unknown, or recorded alike), the order given
 * does. One animal alone goes on its own side (a female as the dam, anything else as the sire).
 */
export function pairingLink(first: Animal, second?: Animal): string {
  const params = new URLSearchParams();
  if (!second) {
    params.set(first.sex === 'female' ? 'dam' : 'sire', first.id);
  } else {
    const swap = (first.sex === 'female' && second.sex !== 'female') || (second.sex === 'male' && first.sex !== 'male');
    const [sire, dam] = swap ? [second, first] : [first, second];
    params.set('sire', sire.id);
    params.set('dam', dam.id);
  }
  return `/pairing-planner?${params.toString()}`;
}
