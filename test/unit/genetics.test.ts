/**
 * The pairing planner's odds against what every breeder knows: single recessive pairings, het ×
 * het's 66% possible hets, supers, possible-het parents, multi-gene pairings and the catalogue's
 * alleles. Each outcome reads "<exact chance> <look>", the look as a keeper would say it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GENES } from '../../shared/genetics/genes';
import { compare, ratio, ratioText, sum } from '../../shared/genetics/ratio';
import { STATES_BY_INHERITANCE, pairingOdds, type Outcome, type PairingError, type ParentGene, type PairingResult } from '../../shared/rules/genetics';

function look(o: Outcome): string {
  const parts = o.genes.map((g) => {
    const name = g.state === 'super' ? (g.gene.superName ?? `Super ${g.gene.name}`) : g.gene.name;
    if (g.state === 'het') return `het ${name}`;
    if (g.state === 'possible-het') return `${ratioText(g.chance)} het ${name}`;
    return g.homozygous.num > 0n ? `${name} (${ratioText(g.homozygous)} homozygous)` : name;
  });
  return [parts.join(', ') || 'Normal', o.viable ? '' : '(not viable)'].filter(Boolean).join(' ');
}

/** The outcomes, most likely first as the planner orders them; equal chances in alphabetical order. */
function odds(result: PairingResult): string[] {
  if (!result.ok) throw new Error(`${result.error}: ${result.gene}`);
  const { outcomes } = result.odds;
  outcomes.slice(1).forEach((o, i) => expect(compare(o.probability, outcomes[i]!.probability)).toBeLessThanOrEqual(0));
  return [...outcomes].sort((a, b) => compare(b.probability, a.probability) || look(a).localeCompare(look(b)))
    .map((o) => `${ratioText(o.probability)} ${look(o)}`);
}

const bp = (gene: string, state: 'visual' | 'het' | 'super' = 'visual'): ParentGene => ({ gene: `ball-python:${gene}`, state });
const ph = (gene: string, probability: number): ParentGene => ({ gene: `ball-python:${gene}`, state: 'possible-het', probability });
const leo = (gene: string, state: 'visual' | 'het' | 'super' = 'visual'): ParentGene => ({ gene: `leopard-gecko:${gene}`, state });
const corn = (gene: string, state: 'visual' | 'het' | 'super' = 'visual'): ParentGene => ({ gene: `corn-snake:${gene}`, state });
const crestie = (gene: string, state: 'visual' | 'super' = 'visual'): ParentGene => ({ gene: `crested-gecko:${gene}`, state });

describe('pairingOdds: one recessive gene', () => {
  it.each([
    ['visual × visual', [bp('clown')], [bp('clown')], ['1 Clown']],
    ['visual × normal', [bp('clown')], [], ['1 het Clown']],
    ['visual × het', [bp('clown')], [bp('clown', 'het')], ['1/2 Clown', '1/2 het Clown']],
    ['het × normal', [bp('clown', 'het')], [], ['1 1/2 het Clown']],
    ['het × het: 25% visual, the normals 66% possible het', [bp('clown', 'het')], [bp('clown', 'het')], ['3/4 2/3 het Clown', '1/4 Clown']],
  ])('%s', (_, sire, dam, expected) => {
    expect(odds(pairingOdds(sire, dam))).toEqual(expected);
  });
});

describe('pairingOdds: possible-het parents, weighted exactly', () => {
  it.each([
    ['50% possible het × visual', [ph('albino', 0.5)], [bp('albino')], ['3/4 het Albino', '1/4 Albino']],
    ['66% possible het × visual', [ph('albino', 0.66)], [bp('albino')], ['2/3 het Albino', '1/3 Albino']],
    ['50% possible het × het', [ph('albino', 0.5)], [bp('albino', 'het')], ['7/8 4/7 het Albino', '1/8 Albino']],
    ['66% possible het × het', [ph('albino', 0.66)], [bp('albino', 'het')], ['5/6 3/5 het Albino', '1/6 Albino']],
    ['50% possible het × 50% possible het', [ph('albino', 0.5)], [ph('albino', 0.5)], ['15/16 2/5 het Albino', '1/16 Albino']],
    ['66% possible het × normal', [ph('albino', 0.66)], [], ['1 1/3 het Albino']],
  ])('%s', (_, sire, dam, expected) => {
    expect(odds(pairingOdds(sire, dam))).toEqual(expected);
  });

  it('reads breeders\' 66% and 33% as thirds, other values to the hundredth', () => {
    const chance = (p: number) => pairingOdds([ph('albino', p)], [bp('albino')]);
    expect(odds(chance(0.67))).toEqual(odds(chance(0.66)));
    expect(odds(chance(0.33))).toEqual(['5/6 het Albino', '1/6 Albino']);
    expect(odds(pairingOdds([{ gene: 'ball-python:albino', state: 'possible-het', probability: ratio(1, 4) }], [bp('albino')]))).toEqual(['7/8 het Albino', '1/8 Albino']);
  });
});

describe('pairingOdds: incomplete dominant and dominant genes', () => {
  it.each([
    ['pastel × normal', [bp('pastel')], [], ['1/2 Normal', '1/2 Pastel']],
    ['pastel × pastel', [bp('pastel')], [bp('pastel')], ['1/2 Pastel', '1/4 Normal', '1/4 Super Pastel']],
    ['super pastel × normal', [bp('pastel', 'super')], [], ['1 Pastel']],
    ['super pastel × pastel', [bp('pastel', 'super')], [bp('pastel')], ['1/2 Pastel', '1/2 Super Pastel']],
    ['super pastel × super pastel', [bp('pastel', 'super')], [bp('pastel', 'super')], ['1 Super Pastel']],
    ['yellow belly × yellow belly: the super has its own name', [bp('yellow-belly')], [bp('yellow-belly')], ['1/2 Yellow Belly', '1/4 Ivory', '1/4 Normal']],
    ['mack snow × mack snow', [leo('mack-snow')], [leo('mack-snow')], ['1/2 Mack Snow', '1/4 Normal', '1/4 Super Snow']],
    ['enigma × normal', [leo('enigma')], [], ['1/2 Enigma', '1/2 Normal']],
    ['enigma × enigma: a third of the enigmas are homozygous', [leo('enigma')], [leo('enigma')], ['3/4 Enigma (1/3 homozygous)', '1/4 Normal']],
    ['homozygous tessera × normal', [corn('tessera', 'super')], [], ['1 Tessera']],
    ['lilly white × lilly white: the super does not survive', [crestie('lilly-white')], [crestie('lilly-white')], ['1/2 Lilly White', '1/4 Normal', '1/4 Super Lilly White (not viable)']],
    ['cappuccino × cappuccino', [crestie('cappuccino')], [crestie('cappuccino')], ['1/2 Cappuccino', '1/4 Frappuccino', '1/4 Normal']],
  ])('%s', (_, sire, dam, expected) => {
    expect(odds(pairingOdds(sire, dam))).toEqual(expected);
  });
});

describe('pairingOdds: several genes assort independently', () => {
  it.each([
    ['pastel het clown × het clown', [bp('pastel'), bp('clown', 'het')], [bp('clown', 'het')],
      ['3/8 2/3 het Clown', '3/8 Pastel, 2/3 het Clown', '1/8 Clown', '1/8 Pastel, Clown']],
    ['pastel het clown × pastel het clown', [bp('pastel'), bp('clown', 'het')], [bp('pastel'), bp('clown', 'het')],
      ['3/8 Pastel, 2/3 het Clown', '3/16 2/3 het Clown', '3/16 Super Pastel, 2/3 het Clown', '1/8 Pastel, Clown', '1/16 Clown', '1/16 Super Pastel, Clown']],
    ['pastel clown × pastel het clown: one in eight Super Pastel Clown', [bp('pastel'), bp('clown')], [bp('pastel'), bp('clown', 'het')],
      ['1/4 Pastel, Clown', '1/4 Pastel, het Clown', '1/8 Clown', '1/8 het Clown', '1/8 Super Pastel, Clown', '1/8 Super Pastel, het Clown']],
    ['pastel enchi het clown × clown: eight looks, one in eight each', [bp('pastel'), bp('enchi'), bp('clown', 'het')], [bp('clown')],
      ['1/8 Clown', '1/8 Enchi, Clown', '1/8 Enchi, het Clown', '1/8 het Clown', '1/8 Pastel, Clown', '1/8 Pastel, Enchi, Clown', '1/8 Pastel, Enchi, het Clown', '1/8 Pastel, het Clown']],
    ['het albino het piebald × het albino het piebald: double recessives one in sixteen', [bp('albino', 'het'), bp('piebald', 'het')], [bp('albino', 'het'), bp('piebald', 'het')],
      ['9/16 2/3 het Albino, 2/3 het Piebald', '3/16 Albino, 2/3 het Piebald', '3/16 Piebald, 2/3 het Albino', '1/16 Albino, Piebald']],
    ['mack snow tremper × mack snow het tremper', [leo('mack-snow'), leo('tremper-albino')], [leo('mack-snow'), leo('tremper-albino', 'het')],
      ['1/4 Mack Snow, het Tremper Albino', '1/4 Mack Snow, Tremper Albino', '1/8 het Tremper Albino', '1/8 Super Snow, het Tremper Albino', '1/8 Super Snow, Tremper Albino', '1/8 Tremper Albino']],
    ['tremper albino × bell albino: incompatible strains give normals het for both', [leo('tremper-albino')], [leo('bell-albino')],
      ['1 het Tremper Albino, het Bell Albino']],
  ])('%s', (_, sire, dam, expected) => {
    expect(odds(pairingOdds(sire, dam))).toEqual(expected);
  });
});

describe('pairingOdds: alleles of one locus', () => {
  it.each([
    ['mojave × lesser: a quarter Mojave Lesser (blue-eyed leucistic)', [bp('mojave')], [bp('lesser')], ['1/4 Lesser', '1/4 Mojave', '1/4 Mojave, Lesser', '1/4 Normal']],
    ['mojave lesser × normal: never both, never neither', [bp('mojave'), bp('lesser')], [], ['1/2 Lesser', '1/2 Mojave']],
    ['super mojave × lesser', [bp('mojave', 'super')], [bp('lesser')], ['1/2 Mojave', '1/2 Mojave, Lesser']],
    ['het motley × het stripe', [corn('motley', 'het')], [corn('stripe', 'het')], ['3/4 1/3 het Motley, 1/3 het Stripe', '1/4 Motley, het Stripe']],
    ['motley × stripe: Motley shows over Stripe', [corn('motley')], [corn('stripe')], ['1 Motley, het Stripe']],
    ['motley het stripe × stripe', [corn('motley'), corn('stripe', 'het')], [corn('stripe')], ['1/2 Motley, het Stripe', '1/2 Stripe']],
    ['motley 50% possible het stripe × stripe', [corn('motley'), { gene: 'corn-snake:stripe', state: 'possible-het', probability: 0.5 } satisfies ParentGene], [corn('stripe')], ['3/4 Motley, het Stripe', '1/4 Stripe']],
  ])('%s', (_, sire, dam, expected) => {
    expect(odds(pairingOdds(sire, dam))).toEqual(expected);
  });
});

describe('pairingOdds: line-bred traits, typed genes and notes', () => {
  it('lists line-bred traits without numbers', () => {
    const result = pairingOdds([crestie('dalmatian'), crestie('lilly-white')], [crestie('harlequin')]);
    if (!result.ok) throw new Error(result.error);
    expect(result.odds.lines.map((l) => [l.gene.name, l.sire, l.dam])).toEqual([['Dalmatian', true, false], ['Harlequin', false, true]]);
    expect(odds(result)).toEqual(['1/2 Lilly White', '1/2 Normal']);
    expect(result.odds.notes).toEqual(['lethal-super']);
  });

  it('matches a typed gene on both parents by its name', () => {
    const sire: ParentGene[] = [{ gene: { name: 'Sunset', inheritance: 'recessive' }, state: 'het' }];
    const dam: ParentGene[] = [{ gene: { name: ' sunset ', inheritance: 'recessive' }, state: 'het' }];
    expect(odds(pairingOdds(sire, dam))).toEqual(['3/4 2/3 het Sunset', '1/4 Sunset']);
  });

  it("names a typed gene's super form", () => {
    const gene = { name: 'Lemon', inheritance: 'incomplete-dominant' as const, superName: 'Lime' };
    const result = pairingOdds([{ gene, state: 'visual' }], [{ gene, state: 'visual' }]);
    expect(odds(result)).toEqual(['1/2 Lemon', '1/4 Lime', '1/4 Normal']);
  });

  it.each<[string, ParentGene[], ParentGene[], PairingError]>([
    ['a het incomplete dominant gene', [bp('pastel', 'het')], [], 'state-not-allowed'],
    ['a super recessive gene', [bp('clown', 'super')], [], 'state-not-allowed'],
    ['a gene twice on one parent', [bp('clown'), bp('clown', 'het')], [], 'duplicate-gene'],
    ['three alleles at one locus', [bp('mojave', 'super'), bp('lesser')], [], 'too-many-alleles'],
    ['a visual stripe het motley (motley would show)', [corn('stripe'), corn('motley', 'het')], [], 'too-many-alleles'],
    ['an id not in the catalogue', [bp('unicorn')], [], 'unknown-gene'],
    ['a possible het of 0%', [ph('clown', 0)], [], 'bad-probability'],
    ['a possible het of 100%', [ph('clown', 1)], [], 'bad-probability'],
    ['one typed gene with two modes', [{ gene: { name: 'X', inheritance: 'recessive' }, state: 'het' }], [{ gene: { name: 'x', inheritance: 'dominant' }, state: 'visual' }], 'conflicting-gene'],
  ])('refuses %s', (_, sire, dam, error) => {
    expect(pairingOdds(sire, dam)).toMatchObject({ ok: false, error });
  });
});

describe('pairingOdds: properties', () => {
  const genes = GENES.filter((g) => g.species === 'ball-python' || g.species === 'corn-snake');
  const parent = fc.uniqueArray(fc.constantFrom(...genes), { maxLength: 4, selector: (g) => g.id }).chain((picked) =>
    fc.tuple(...picked.map((g) => fc.constantFrom(...STATES_BY_INHERITANCE[g.inheritance]).chain((state): fc.Arbitrary<ParentGene> =>
      state === 'possible-het' ? fc.constantFrom(0.5, 0.66, 0.25).map((probability) => ({ gene: g.id, state, probability })) : fc.constant({ gene: g.id, state }))))
      .map((entries) => [...entries]));

  it('odds sum to 1, every possible het lies strictly between 0 and 1, and the sire and dam may swap', () => {
    fc.assert(fc.property(parent, parent, (sire, dam) => {
      const forward = pairingOdds(sire, dam);
      const back = pairingOdds(dam, sire);
      if (!forward.ok) {
        expect(back).toMatchObject({ ok: false, error: forward.error });
        return;
      }
      expect(sum(forward.odds.outcomes.map((o) => o.probability))).toEqual(ratio(1));
      for (const g of forward.odds.outcomes.flatMap((o) => o.genes).filter((g) => g.state === 'possible-het')) {
        expect(g.chance.num > 0n && g.chance.num < g.chance.den).toBe(true);
      }
      expect(odds(back)).toEqual(odds(forward));
      expect(new Set(forward.odds.outcomes.map((o) => o.key)).size).toBe(forward.odds.outcomes.length);
    }), { numRuns: 300 });
  });
});
