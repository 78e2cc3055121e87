/**
 * Writes a hatching with its hatchlings' profiles as one change (clutch.hatch.v1) through
 * `mutate`, so it works offline, syncs later, and is applied whole or refused whole.
 */
import { v7 as uuidv7 } from 'uuid';
import { mutate } from '../../lib/sync';
import type { BreedingFormValues, BreedingInput } from './breeding-form-values';
import { hatchlingProfiles } from './hatch-profiles';

export async function recordHatch(reptileId: string, input: BreedingInput, values: BreedingFormValues, taken: readonly string[]): Promise<void> {
  const log = { ...input, id: uuidv7(), reptileId };
  const hatchlings = hatchlingProfiles({
    count: Number(values.hatchCount.trim()), namePrefix: values.hatchPrefix, species: values.hatchSpecies,
    sire: values.hatchSire, dam: values.hatchDam, hatchDate: input.date, clutchId: input.clutchId ?? null, taken,
  });
  await mutate('clutch.hatch.v1', { log, hatchlings });
}
