import type { TFunction } from 'i18next';
import { GENES } from '../../../shared/genetics/genes';
import type { Morph } from '../../../shared/schemas/morphs';

/**
 * One gene as breeders write it, in the `genetics` namespace's words: "Pastel", "het Clown",
 * "66% possible het Pied", "Super Pastel". Catalogue genes by their id's name; a gene the keeper
 * typed by its own; an id this build does not know, as it is stored.
 */
export function morphText(t: TFunction, morph: Morph): string {
  const gene = typeof morph.gene === 'string' ? GENES.find((g) => g.id === morph.gene) : undefined;
  const name = gene?.name ?? (typeof morph.gene === 'string' ? morph.gene : morph.gene.name);
  switch (morph.state) {
    case 'visual':
      return name;
    case 'het':
      return t('genetics:odds.het', { name });
    case 'possible-het':
      return t('genetics:odds.possibleHet', { name, percent: Math.round((morph.probability ?? 0.5) * 100) });
    case 'super':
      return gene?.superName ?? (typeof morph.gene === 'string' ? undefined : morph.gene.superName) ?? t('genetics:odds.superOf', { name });
  }
}

export const morphsText = (t: TFunction, morphs: readonly Morph[] | null | undefined): string | null =>
  morphs && morphs.length > 0 ? morphs.map((m) => morphText(t, m)).join(', ') : null;
