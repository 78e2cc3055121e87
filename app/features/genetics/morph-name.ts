import type { TFunction } from 'i18next';
import { morphLook } from '../../../shared/rules/morph-look';
import type { Morph } from '../../../shared/schemas/morphs';
import { describeOutcome } from './describe-outcome';

/**
 * A profile's morph as breeders write it, named as the planner names a baby: the shown genes,
 * then what the animal carries ("Pastel Clown het Pied", "Normal 66% possible het Clown").
 * Null when nothing is recorded.
 */
export function morphName(morphs: readonly Morph[] | null | undefined, t: TFunction<'genetics'>): string | null {
  if (!morphs?.length) return null;
  const genes = morphLook(morphs);
  if (!genes) return null;
  const { look, carries } = describeOutcome({ genes }, t);
  return [look, carries.join(', ')].filter(Boolean).join(' ');
}
