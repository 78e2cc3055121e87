/**
 * A label's words and where they go: the address opens the quick actions (/r/:id, /e/:id), text is cut with an
 * ellipsis and never runs past its width, and on a short label the least kept lines go first.
 * Widths come from a stand-in font here: every character 1 mm wide at 10 pt (shared/labels/
 * fit-text.ts takes any measure; the PDF passes its real font's).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { animalLabel, enclosureLabel, sexAndYear, type LabelContent } from '../../shared/labels/content';
import { ELLIPSIS, fitLine, wrapText } from '../../shared/labels/fit-text';
import { LABEL_BOX, PT_MM, planLabel, typeFor } from '../../shared/labels/label-plan';
import { SHEET_LAYOUTS, rollLayout } from '../../shared/labels/layouts';
import { animalLabelUrl, animalUrl, enclosureLabelUrl } from '../../shared/labels/urls';

const graphemes = (s: string) => [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(s)].length;
/** One millimetre per character. */
const mono = (s: string) => graphemes(s);
/** One millimetre per character at 10 pt, in proportion at other sizes, bold 10% wider. */
const measureAt = (s: string, size: number, bold: boolean) => graphemes(s) * (size / 10) * (bold ? 1.1 : 1);

describe('the address', () => {
  it('of a printed label opens the quick actions of the animal or the enclosure, absolute', () => {
    expect(animalLabelUrl('https://herptrack.example', '0193a0b1-7c2d-7e3f-8a4b-000000000001')).toBe('https://herptrack.example/r/0193a0b1-7c2d-7e3f-8a4b-000000000001');
    expect(enclosureLabelUrl('https://herptrack.example', '0193a0b1-7c2d-7e3f-8a4b-000000000002')).toBe('https://herptrack.example/e/0193a0b1-7c2d-7e3f-8a4b-000000000002');
    expect(animalLabelUrl('http://localhost:8080', 'a/b c')).toBe('http://localhost:8080/r/a%2Fb%20c');
  });

  it('of the animal page’s own QR code is the page', () => {
    expect(animalUrl('https://herptrack.example', '0193a0b1-7c2d-7e3f-8a4b-000000000001')).toBe('https://herptrack.example/reptiles/0193a0b1-7c2d-7e3f-8a4b-000000000001');
    expect(animalUrl('http://localhost:8080', 'a/b c')).toBe('http://localhost:8080/reptiles/a%2Fb%20c');
  });
});

describe('an animal label', () => {
  it.each([
    ['male', '2023-05-01', '♂ 2023'],
    ['female', null, '♀'],
    ['unknown', '2021-12-31', '2021'],
    ['unknown', undefined, ''],
  ] as const)('%s hatched %s reads "%s"', (sex, hatchDate, text) => {
    expect(sexAndYear({ sex, hatchDate })).toBe(text);
  });

  it('holds the name, species, sex and year, and the morph, in that order', () => {
    const label = animalLabel({ id: 'r1', name: 'Монти', species: 'Python regius', sex: 'male', hatchDate: '2022-06-01' }, { origin: 'https://h.example', morph: 'Pastel Clown' });
    expect(label).toEqual({
      url: 'https://h.example/r/r1',
      title: 'Монти',
      details: [
        { text: 'Python regius', keep: 3 },
        { text: '♂ 2022', keep: 2 },
        { text: 'Pastel Clown', keep: 1, wrap: true },
      ],
    });
  });

  it('leaves out what is not known', () => {
    const label = animalLabel({ id: 'r2', name: 'Kaa', species: 'Python bivittatus', sex: 'unknown', hatchDate: null }, { origin: 'https://h.example', morph: null });
    expect(label.details.map((d) => d.text)).toEqual(['Python bivittatus']);
  });
});

describe('an enclosure label', () => {
  it('holds the name, the place, the type and the residents, in that order', () => {
    const label = enclosureLabel({ id: 'e1', name: 'A2-1' }, { origin: 'https://h.example', place: 'Rack A · shelf 2, tub 1', type: 'Tub', residents: ['Монти', 'Kaa'] });
    expect(label).toEqual({
      url: 'https://h.example/e/e1',
      title: 'A2-1',
      details: [
        { text: 'Rack A · shelf 2, tub 1', keep: 3 },
        { text: 'Tub', keep: 2 },
        { text: 'Монти, Kaa', keep: 1, wrap: true },
      ],
    });
  });

  it('leaves out an empty place and no residents', () => {
    const label = enclosureLabel({ id: 'e2', name: 'Viv 3' }, { origin: 'https://h.example', place: '', type: 'Vivarium', residents: [] });
    expect(label.details.map((d) => d.text)).toEqual(['Vivarium']);
  });

  it('wraps the residents, cuts them with an ellipsis, and keeps the place on a short label', () => {
    const residents = ['Монти', 'Kaa', 'Гошо Змията от Пловдив', 'Nagini', 'Слънчо Жълтия'];
    const label = enclosureLabel({ id: 'e3', name: 'A1-1' }, { origin: 'https://h.example', place: 'Rack A · shelf 1, tub 1', type: 'Tub', residents });
    // L7160 (63.5 × 38.1): the names take two lines beside the code.
    const plan = planLabel({ width: 63.5, height: 38.1 }, label, measureAt);
    expect(plan.lines.map((l) => l.text)).toEqual(['A1-1', 'Rack A · shelf 1, tub 1', 'Tub', 'Монти, Kaa, Гошо Змията от Пловдив,', 'Nagini, Слънчо Жълтия']);
    // L7651 (38.1 × 21.2): one line, cut.
    const small = planLabel({ width: 38.1, height: 21.2 }, label, measureAt);
    expect(small.lines.map((l) => l.text)).toEqual(['A1-1', 'Rack A · shelf 1, tub 1', 'Tub', 'Монти, Kaa, Гошо Змията от Пл…']);
    for (const line of [...plan.lines, ...small.lines]) expect(measureAt(line.text, line.size, line.bold)).toBeLessThanOrEqual(Math.max(plan.textWidth, small.textWidth) + 1e-9);
    // Shorter still (a 62 × 10 mm roll label): the names go first, then the type; the place stays.
    expect(planLabel({ width: 62, height: 10 }, label, measureAt).lines.map((l) => l.text)).toEqual(['A1-1', 'Rack A · shelf 1, tub 1']);
  });
});

describe('fitLine', () => {
  it.each([
    ['Python regius', 20, 'Python regius'],
    ['Python regius', 13, 'Python regius'],
    ['Python regius', 12, 'Python regi…'],
    ['Python regius', 8, 'Python…'],
    ['Гошо Змията от Пловдив', 10, 'Гошо Змия…'],
    ['  Kaa \n the  snake ', 20, 'Kaa the snake'],
    ['Kaa', 1, ELLIPSIS],
    ['Kaa', 0.5, ''],
    // A letter and its accent stay together: "é" here is e + U+0301.
    ['Re\u0301my Martin', 3, 'Re\u0301…'],
    ['Re\u0301my Martin', 4, 'Re\u0301m…'],
  ])('%j in %i mm: %j', (text, width, fitted) => {
    expect(fitLine(text, width, mono)).toBe(fitted);
  });
});

describe('wrapText', () => {
  it.each([
    ['Pastel Clown 66% possible het Pied', 14, 2, ['Pastel Clown', '66% possible…']],
    ['Pastel Clown 66% possible het Pied', 14, 3, ['Pastel Clown', '66% possible', 'het Pied']],
    ['Pastel Clown', 14, 3, ['Pastel Clown']],
    ['Pastel Clown 66% possible het Pied', 14, 1, ['Pastel Clown…']],
    ['Supercalifragilistic', 8, 3, ['Supercal', 'ifragili', 'stic']],
    ['Supercalifragilistic expialidocious', 8, 2, ['Supercal', 'ifragil…']],
    ['Pied', 0.5, 2, []],
    ['Pied', 10, 0, []],
  ])('%j in %i mm on at most %i lines', (text, width, maxLines, lines) => {
    expect(wrapText(text, width, maxLines, mono)).toEqual(lines);
  });

  it('never gives a line wider than its width, nor more lines than allowed', () => {
    const word = fc.stringMatching(/^[a-zA-Zа-яА-Я%0-9]{1,14}$/);
    fc.assert(fc.property(fc.array(word, { maxLength: 12 }), fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 4 }), (words, width, maxLines) => {
      const lines = wrapText(words.join(' '), width, maxLines, mono);
      expect(lines.length).toBeLessThanOrEqual(maxLines);
      for (const line of lines) expect(mono(line)).toBeLessThanOrEqual(width);
    }));
  });
});

const longest: LabelContent = {
  url: 'https://herptrack.example/reptiles/0193a0b1-7c2d-7e3f-8a4b-000000000001',
  title: 'Гошо Змията от Пловдив, най-дългото име',
  details: [
    { text: 'Malayopython reticulatus jampeanus', keep: 3 },
    { text: '♂ 2023', keep: 2 },
    { text: 'Super Pastel Clown Enchi 66% possible het Pied, 50% possible het Hypo', keep: 1, wrap: true },
  ],
};

describe('planLabel', () => {
  const sizes = [...SHEET_LAYOUTS, rollLayout(), rollLayout(57, 32), rollLayout(20, 40), rollLayout(15, 15), rollLayout(200, 15)]
    .map((l) => [`${l.id} ${l.labelWidth.toFixed(1)} × ${l.labelHeight.toFixed(1)}`, { width: l.labelWidth, height: l.labelHeight }] as const);

  it.each(sizes)('%s: the code and every line stay inside the label', (_, size) => {
    const plan = planLabel(size, longest, measureAt);
    expect(plan.qr.x).toBeGreaterThanOrEqual(0);
    expect(plan.qr.y).toBeGreaterThanOrEqual(0);
    expect(plan.qr.x + plan.qr.size).toBeLessThanOrEqual(size.width + 1e-9);
    expect(plan.qr.y + plan.qr.size).toBeLessThanOrEqual(size.height + 1e-9);
    for (const line of plan.lines) {
      expect(line.x).toBeGreaterThanOrEqual(0);
      expect(line.x + measureAt(line.text, line.size, line.bold)).toBeLessThanOrEqual(size.width + 1e-9);
      expect(line.baseline - line.size * PT_MM * LABEL_BOX.ascent).toBeGreaterThanOrEqual(0);
      expect(line.baseline + line.size * PT_MM * (LABEL_BOX.lineHeight - LABEL_BOX.ascent)).toBeLessThanOrEqual(size.height + 1e-9);
    }
  });

  it('shows the name, species, sex and year and the morph on L7651, each cut to the room beside the code', () => {
    const plan = planLabel({ width: 38.1, height: 21.2 }, longest, measureAt);
    expect(plan.lines.map((l) => l.text.endsWith(ELLIPSIS))).toEqual([true, true, false, true]);
    expect(plan.lines.map((l) => l.size)).toEqual([7.5, 6, 6, 6]);
    expect(plan.lines[2]?.text).toBe('♂ 2023');
    // The code fills the label's height less nothing: half its width is the smaller.
    expect(plan.qr.size).toBeCloseTo(38.1 / 2, 6);
  });

  it('gives the morph two lines on L7160', () => {
    const plan = planLabel({ width: 63.5, height: 38.1 }, longest, measureAt);
    expect(plan.lines).toHaveLength(5);
    expect(plan.lines.slice(3).every((l) => !l.bold && l.size === typeFor(38.1).text)).toBe(true);
  });

  it('drops the least kept lines first on a short label and prints the rest in order', () => {
    const content: LabelContent = {
      url: 'https://h.example/reptiles/x',
      title: 'Kaa',
      details: [1, 5, 2, 4, 3].map((keep) => ({ text: `keep ${keep}`, keep })),
    };
    // 13 mm of height: the title's 3.2 mm line and three of 2.5 mm.
    const plan = planLabel({ width: 60, height: 15 }, content, measureAt);
    expect(plan.lines.map((l) => l.text)).toEqual(['Kaa', 'keep 5', 'keep 4', 'keep 3']);
  });

  it('puts the code above the text on a tall label', () => {
    const plan = planLabel({ width: 20, height: 40 }, longest, measureAt);
    expect(plan.qr).toEqual({ x: 0, y: 0, size: 20 });
    expect(plan.lines.every((l) => l.baseline > 20)).toBe(true);
  });

  it('prints the code alone where there is no room for text beside it', () => {
    expect(planLabel({ width: 15, height: 15 }, longest, measureAt)).toEqual({ qr: { x: 0, y: 0, size: 15 }, lines: [], textWidth: 0 });
  });
});
