/**
 * A spreadsheet's morph cell as the profile's genes (issue 30): "Pastel Clown", "Pastel; het
 * Clown", "Super Pastel, 66% het Piebald", HerpTrack's own export "Pastel (super); Clown (possible
 * het 66%)", MorphMarket's traits "Pastel, Het Clown, Pos Het Piebald". Genes are matched by name
 * in the gene catalogue of the animal's species (shared/genetics); a word no gene of it names is
 * kept, unread, for the profile's notes, so nothing the keeper wrote is lost.
 */
import { GENES, type Gene } from '../genetics/genes';
import { STATES_BY_INHERITANCE } from '../genetics/parent-genes';
import { catalogueSpeciesOf } from '../genetics/species';
import type { Morph } from '../schemas/morphs';
import { MORPHS_MAX } from '../schemas/morphs';

const fold = (s: string) => s.normalize('NFC').toLocaleLowerCase('en').replace(/[()]/g, ' ').replace(/\s+/g, ' ').trim();

type State = Morph['state'];

/** A state word of a morph name, read before or after its gene ("het Clown", "Clown (het)"). */
const STATE_WORD = /^(het|super|visual|pos|possible|poss|ph|possible-het|\d{1,2}%)$/;

/** The catalogue gene a name means in this species: its name or its super form's name. */
function geneNamed(name: string, genes: readonly Gene[]): { gene: Gene; superForm: boolean } | null {
  for (const gene of genes) {
    if (fold(gene.name) === name || fold(gene.name.replace(/\s*\(.*\)$/, '')) === name) return { gene, superForm: false };
    if (gene.superName && fold(gene.superName) === name) return { gene, superForm: true };
  }
  return null;
}

/**
 * The genes a morph cell names for an animal of `species`, and the pieces no gene of its
 * catalogue names. Each piece (between commas or semicolons) is read word by word: state words
 * ("het", "66% het", "pos het", "super") go with the gene after them, or, at the piece's end,
 * with the gene before ("Clown (het)"); gene names longest first ("Black Pastel" before "Pastel").
 */
export function morphsOf(cell: string, species: string): { morphs: Morph[]; unread: string[] } {
  const text = cell.trim();
  if (text === '') return { morphs: [], unread: [] };
  const catalogue = catalogueSpeciesOf(species);
  const genes = catalogue ? GENES.filter((g) => g.species === catalogue) : [];
  const morphs: Morph[] = [];
  const unread: string[] = [];
  const put = (gene: Gene, state: State, probability: number | undefined) => {
    const allowed = STATES_BY_INHERITANCE[gene.inheritance];
    const s: State = allowed.includes(state) ? state : (allowed[0] ?? 'visual');
    const morph: Morph = s === 'possible-het' ? { gene: gene.id, state: s, probability: probability ?? 0.5 } : { gene: gene.id, state: s };
    const at = morphs.findIndex((m) => m.gene === gene.id);
    if (at >= 0) morphs[at] = morph;
    else if (morphs.length < MORPHS_MAX) morphs.push(morph);
  };
  for (const piece of text.split(/[;,/+]|\s&\s|\sand\s|\sи\s/).map((p) => p.trim()).filter(Boolean)) {
    const words = fold(piece).replace(/(\d{1,2})\s*%/g, '$1%').split(' ').filter(Boolean);
    let pending: { state: State | null; probability?: number } = { state: null };
    let last: Gene | null = null;
    let missed = false;
    const stateWord = (word: string) => {
      const percent = /^(\d{1,2})%$/.exec(word);
      if (percent) pending = { state: 'possible-het', probability: Number(percent[1]) / 100 };
      else if (['pos', 'possible', 'poss', 'ph', 'possible-het'].includes(word)) pending = { state: 'possible-het', probability: pending.probability };
      else if (word === 'het') pending = pending.state === 'possible-het' ? pending : { state: 'het' };
      else pending = { state: word as State };
    };
    // "double het Clown Piebald": the state goes with every gene after it in the piece.
    let sticky = false;
    let i = 0;
    while (i < words.length) {
      const word = words[i] ?? '';
      // A gene's name first, its super form's included ("Super Snow" is one name, not "super" + "Snow").
      let hit: { gene: Gene; superForm: boolean } | null = null;
      let len = Math.min(3, words.length - i);
      for (; len >= 1 && !hit; len -= 1) hit = geneNamed(words.slice(i, i + len).join(' '), genes);
      if (hit) {
        i += len + 1;
        put(hit.gene, hit.superForm ? 'super' : (pending.state ?? 'visual'), pending.probability);
        last = hit.gene;
        if (!sticky) pending = { state: null };
        continue;
      }
      if (/^(double|triple|quad|dh|th)$/.test(word)) { sticky = true; i += 1; continue; }
      if (STATE_WORD.test(word)) { stateWord(word); i += 1; continue; }
      missed = true;
      i += 1;
    }
    // State words at the end of the piece are its last gene's: "Clown (possible het 66%)".
    if (last && pending.state && !sticky) put(last, pending.state, pending.probability);
    if (missed || !last) unread.push(piece);
  }
  return { morphs, unread };
}
