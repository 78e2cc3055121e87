/**
 * Genetics on profiles (issue 18): which catalogue species a free-text species names (one matcher
 * with the incubation and feeding tables), a profile's look in naming order, its morphs to the
 * planner's rows and back, a parent taken from a reptile (its genes replacing the rows, with the
 * rows it replaced kept for undo), and the planner's link for a pairing.
 */
import { describe, expect, it } from 'vitest';
import { catalogueSpeciesOf } from '../../shared/genetics/species';
import { ratioText } from '../../shared/genetics/ratio';
import { morphLook } from '../../shared/rules/morph-look';
import type { Morph } from '../../shared/schemas/morphs';
import { EMPTY_DRAFT, draftFromMorphs, draftReducer, morphsFromDraft, parentGenes } from '../../app/features/genetics/pairing-draft';
import { morphRowErrors } from '../../app/features/genetics/morph-errors';
import { pairingLink } from '../../app/features/genetics/pairing-link';

describe('catalogueSpeciesOf', () => {
  it.each([
    ['Python regius', 'ball-python'],
    ['ball python', 'ball-python'],
    ['  Ball   Python (pastel) ', 'ball-python'],
    ['Royal python', 'ball-python'],
    ['Кралски питон', 'ball-python'],
    ['кралски питони', 'ball-python'],
    ['Eublepharis macularius', 'leopard-gecko'],
    ['Leopard gecko', 'leopard-gecko'],
    ['Леопардови гекони', 'leopard-gecko'],
    ['Correlophus ciliatus', 'crested-gecko'],
    ['Rhacodactylus ciliatus', 'crested-gecko'],
    ['Crested gecko', 'crested-gecko'],
    ['Реснитчест гекон', 'crested-gecko'],
    ['Pantherophis guttatus', 'corn-snake'],
    ['Elaphe guttata', 'corn-snake'],
    ['corn snake', 'corn-snake'],
    ['Маисова змия', 'corn-snake'],
    ['Pogona vitticeps', 'bearded-dragon'],
    ['Bearded dragon', 'bearded-dragon'],
    ['Брадата агама', 'bearded-dragon'],
    ['Eublepharis angramainyu', null],
    ['Pogona henrylawsoni', null],
    ['Python bivittatus', null],
    ['Testudo hermanni', null],
    ['', null],
    ['   ', null],
  ])('%j -> %s', (species, expected) => {
    expect(catalogueSpeciesOf(species)).toBe(expected);
  });
});

/** The look as "shown | carried", each gene with its state and chance. */
function look(morphs: Morph[]): string | null {
  const genes = morphLook(morphs);
  return genes && genes.map((g) => `${g.state} ${g.gene.name}${g.state === 'possible-het' ? ` ${ratioText(g.chance)}` : ''}`).join(', ');
}

describe('morphLook', () => {
  it('names shown dominant modes, then shown recessives, then hets and possible hets, in catalogue order', () => {
    expect(look([
      { gene: 'ball-python:piebald', state: 'possible-het', probability: 0.66 },
      { gene: 'ball-python:clown', state: 'visual' },
      { gene: 'ball-python:pastel', state: 'visual' },
      { gene: 'ball-python:albino', state: 'het' },
    ])).toBe('visual Pastel, visual Clown, het Albino, possible-het Piebald 2/3');
  });

  it('keeps a super form and a typed gene', () => {
    expect(look([{ gene: { name: 'Lemon', inheritance: 'incomplete-dominant', superName: 'Lime' }, state: 'super' }, { gene: 'ball-python:pastel', state: 'super' }]))
      .toBe('super Pastel, super Lemon');
  });

  it('cannot read a gene the catalogue no longer has', () => {
    expect(morphLook([{ gene: 'ball-python:no-such-gene', state: 'visual' }])).toBeNull();
  });
});

describe('morphs and the planner rows', () => {
  const morphs: Morph[] = [
    { gene: 'ball-python:clown', state: 'visual' },
    { gene: 'ball-python:piebald', state: 'possible-het', probability: 0.66 },
    { gene: { name: 'Lemon', inheritance: 'recessive' }, state: 'possible-het', probability: 0.33 },
    { gene: 'ball-python:albino', state: 'possible-het', probability: 0.5 },
  ];

  it('go to rows and back unchanged', () => {
    expect(morphsFromDraft(draftFromMorphs(morphs))).toEqual(morphs);
    expect(draftFromMorphs(null)).toEqual([]);
  });

  it('read a chance the app did not write as the nearest one offered', () => {
    expect(draftFromMorphs([{ gene: 'ball-python:clown', state: 'possible-het', probability: 0.7 }])[0]?.chance).toBe('66');
  });

  it('find the schema\'s refusals by row', () => {
    const rows = draftFromMorphs([{ gene: 'ball-python:clown', state: 'visual' }, { gene: 'ball-python:clown', state: 'het' }]);
    expect(morphRowErrors(rows)).toEqual({ rows: [undefined, 'errors.duplicateGene'] });
    expect(morphRowErrors(draftFromMorphs(morphs))).toEqual({ rows: [undefined, undefined, undefined, undefined] });
  });
});

describe('a parent taken from a reptile', () => {
  const nagini = { type: 'reptile', side: 'dam', reptileId: 'r1', species: 'Python regius', morphs: [{ gene: 'ball-python:clown', state: 'het' }] } as const;

  it('brings its species and genes, replacing the rows, which can be put back', () => {
    let draft = draftReducer(EMPTY_DRAFT, { type: 'species', species: 'leopard-gecko' });
    draft = draftReducer(draft, { type: 'add', side: 'dam', gene: { name: 'Lemon', inheritance: 'recessive' } });
    draft = draftReducer(draft, nagini);
    expect(draft.species).toBe('ball-python');
    expect(parentGenes(draft.dam)).toEqual([{ gene: 'ball-python:clown', state: 'het' }]);
    draft = draftReducer(draft, { type: 'restore', side: 'dam' });
    expect(parentGenes(draft.dam)).toEqual([{ gene: { name: 'Lemon', inheritance: 'recessive' }, state: 'visual' }]);
    expect(draft.dam.replaced).toBeNull();
  });

  it('leaves the rows alone when the reptile has no morphs, and offers no undo when nothing was replaced', () => {
    let draft = draftReducer(EMPTY_DRAFT, { type: 'add', side: 'sire', gene: 'ball-python:pastel' });
    draft = draftReducer(draft, { type: 'reptile', side: 'sire', reptileId: 'r2', species: 'Python regius', morphs: null });
    expect(parentGenes(draft.sire)).toEqual([{ gene: 'ball-python:pastel', state: 'visual' }]);
    expect(draftReducer(EMPTY_DRAFT, nagini).dam.replaced).toBeNull();
  });
});

describe('pairingLink', () => {
  const male = { id: 'm', sex: 'male' } as const;
  const female = { id: 'f', sex: 'female' } as const;
  const unknown1 = { id: 'u1', sex: 'unknown' } as const;
  const unknown2 = { id: 'u2', sex: 'unknown' } as const;
  it.each([
    ['male × female', male, female, '/pairing-planner?sire=m&dam=f'],
    ['female × male', female, male, '/pairing-planner?sire=m&dam=f'],
    ['female × unknown', female, unknown1, '/pairing-planner?sire=u1&dam=f'],
    ['unknown × male', unknown1, male, '/pairing-planner?sire=m&dam=u1'],
    ['unknown × unknown, in order', unknown1, unknown2, '/pairing-planner?sire=u1&dam=u2'],
    ['female × female, in order', female, { id: 'f2', sex: 'female' } as const, '/pairing-planner?sire=f&dam=f2'],
  ])('%s', (_, a, b, link) => {
    expect(pairingLink(a, b)).toBe(link);
  });
  it('puts one animal on its side', () => {
    expect(pairingLink(female)).toBe('/pairing-planner?dam=f');
    expect(pairingLink(unknown1)).toBe('/pairing-planner?sire=u1');
  });
});
