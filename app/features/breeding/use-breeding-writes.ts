import { useMemo } from 'react';
import { useLogWrites } from '../logs';
import type { BreedingFormValues, BreedingInput } from './breeding-form-values';
import { recordHatch } from './hatch-repository';

/**
 * The breeding form's writes: the log's own (add, update, remove) and a hatching that creates
 * its hatchlings' profiles in the same change (hatch-repository, clutch.hatch.v1).
 */
export function useBreedingWrites(reptileId: string) {
  const writes = useLogWrites('breedingLogs', reptileId);
  return useMemo(() => ({
    ...writes,
    /** `taken`: the keeper's reptiles' names, which no hatchling gets. */
    recordHatch: (input: BreedingInput, values: BreedingFormValues, taken: readonly string[]) => recordHatch(reptileId, input, values, taken),
  }), [writes, reptileId]);
}
