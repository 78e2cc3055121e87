import type { TFunction } from 'i18next';
import { toNumber, type Ratio } from '../../../shared/genetics/ratio';
import type { Outcome, PlannedGene } from '../../../shared/rules/genetics';

/**
 * Breeders floor a possible-het share: two thirds is sold as "66%", never "67%", and a share
 * just under a whole stays under it. The tiny epsilon keeps 0.29 * 100 from flooring to 28.
 */
export const sharePercent = (share: Ratio): number => Math.floor(toNumber(share) * 100 + 1e-9);

const superName = (gene: PlannedGene, t: TFunction<'genetics'>) => gene.superName ?? t('odds.superOf', { name: gene.name });

/**
 * A look as keepers say it: the shown genes in one name ("Super Pastel Clown", "Mojave Lesser"),
 * then what the babies may carry unseen ("66% possible het Clown").
 */
export function describeOutcome(outcome: Pick<Outcome, 'genes'>, t: TFunction<'genetics'>): { look: string; carries: string[] } {
  const shown: string[] = [];
  const carries: string[] = [];
  for (const g of outcome.genes) {
    const name = g.gene.name;
    if (g.state === 'super') shown.push(superName(g.gene, t));
    else if (g.state === 'visual') {
      shown.push(name);
      if (g.homozygous.num === g.homozygous.den) carries.push(t('odds.homozygous', { name }));
      else if (g.homozygous.num > 0n) carries.push(t('odds.possibleHomozygous', { name, percent: sharePercent(g.homozygous) }));
    } else if (g.state === 'het') carries.push(t('odds.het', { name }));
    else carries.push(t('odds.possibleHet', { name, percent: sharePercent(g.chance) }));
  }
  return { look: shown.join(' ') || t('odds.normal'), carries };
}
