/**
 * What the details of an OCR row say: event type keywords in English and Bulgarian, amounts and
 * their units, a feeding's count, food, size and outcome, a shed's completeness, a breeding event
 * and its egg count, a general event's kind.
 */
import { describe, expect, it } from 'vitest';
import {
  foldText, keywordRegExp, readAmounts, readBreeding, readEventKind, readFeeding, readFeedingOutcome, readMeasurement,
  readOcrEventType, readShedComplete, type OcrFeeding,
} from '../../shared/ocr/details';
import type { OcrEventType } from '../../shared/ocr/rows';

describe('foldText', () => {
  it.each([
    ['Fed 2 MICE', 'fed 2 mice'],
    ['Café', 'cafe'],
    ['Нахранена', 'нахранена'],
    ['Яйца', 'яица'],
    // Latin a, o, e inside a Cyrillic word read as Cyrillic; a Latin word stays Latin.
    ['мишкa', 'мишка'],
    // Only н is Cyrillic here: H, a, x, p, e are Latin.
    ['Haxpaнeнa', 'нахранена'],
    ['cat', 'cat'],
  ])('%s → %s', (text, folded) => {
    expect(foldText(text)).toBe(folded);
  });

  it.each(['Fed 2 mice — 20g', 'İstanbul ǅ', 'снесе 6 яйца 🥚', 'ﬁsh'])('keeps the length of %s', (text) => {
    expect(foldText(text)).toHaveLength(text.length);
  });
});

describe('keywordRegExp', () => {
  const re = keywordRegExp(['worm', 'мишк*', 'not eat*']);
  it.each([
    ['worm', true], ['2worm', true], ['deworm', false], ['worms', false],
    ['мишки', true], ['мишка', true], ['мишок', false], ['did not  eat', true], ['noteat', false],
  ])('%s → %s', (text, hit) => {
    expect(re.test(foldText(text))).toBe(hit);
  });
});

describe('readOcrEventType', () => {
  it.each<[string, OcrEventType]>([
    // Feeding: verbs, outcomes and food, English.
    ['Fed 2 mice 20g', 'feeding'], ['feeding', 'feeding'], ['Ate well', 'feeding'], ['refused', 'feeding'],
    ['Regurgitated', 'feeding'], ['1 mouse 12 g', 'feeding'], ['2 rats', 'feeding'], ['10 crickets', 'feeding'],
    ['dubia roaches x5', 'feeding'], ['locusts', 'feeding'], ['pinky', 'feeding'], ["didn't eat", 'feeding'],
    // Bulgarian.
    ['хранене', 'feeding'], ['Нахранен', 'feeding'], ['нахранена', 'feeding'], ['яде', 'feeding'], ['отказа', 'feeding'],
    ['мишка', 'feeding'], ['2 мишки', 'feeding'], ['плъх 50 г', 'feeding'], ['5 щурци', 'feeding'], ['щурец', 'feeding'],
    ['не яде', 'feeding'], ['повърна', 'feeding'],
    // Shedding.
    ['shed', 'shedding'], ['Shedding', 'shedding'], ['slough in one piece', 'shedding'], ['shed, stuck on tail', 'shedding'],
    ['смяна на кожата', 'shedding'], ['линеене', 'shedding'], ['линееене', 'shedding'], ['смени кожа', 'shedding'],
    ['Смени кожата', 'shedding'],
    // Measurement: words, and a weight or length alone.
    ['weight 350 g', 'measurement'], ['Weighed', 'measurement'], ['length 85 cm', 'measurement'], ['352 g', 'measurement'],
    ['1,2 kg', 'measurement'], ['85 cm', 'measurement'], ['тегло 350 гр', 'measurement'], ['дължина 85 см', 'measurement'],
    ['измерване', 'measurement'], ['1,2 кг', 'measurement'],
    // Health.
    ['vet visit', 'health'], ['sick', 'health'], ['mites', 'health'], ['parasites', 'health'], ['wound on tail', 'health'],
    ['burn', 'health'], ['болен', 'health'], ['болна', 'health'], ['ветеринар', 'health'], ['акари', 'health'],
    ['паразити', 'health'], ['рана на опашката', 'health'],
    // Breeding.
    ['mating', 'breeding'], ['paired with Luna', 'breeding'], ['locked', 'breeding'], ['laid 6 eggs', 'breeding'],
    ['eggs', 'breeding'], ['clutch of 8', 'breeding'], ['hatched 5', 'breeding'], ['чифтосване', 'breeding'],
    ['снесе 6 яйца', 'breeding'], ['яйца', 'breeding'], ['излюпване', 'breeding'], ['gravid', 'breeding'],
    // Events and anything else.
    ['cleaned the tank', 'event'], ['new bulb', 'event'], ['почистване', 'event'], ['active at night', 'event'],
    ['поведение', 'event'], ['moved to a new room', 'event'], ['', 'event'],
    // Not words inside words, and not bare inches.
    ['dewormed', 'health'], ['2 in the morning', 'event'],
    // The Event column's own names.
    ['Health vet check ok', 'health'], ['Здраве преглед', 'health'], ['Breeding lock observed', 'breeding'],
    ['Размножаване', 'breeding'], ['Measurement 120 cm', 'measurement'], ['Измерване 64 г', 'measurement'],
    ['Event cleaned, weight 350 g', 'event'], ['Събитие нов терариум', 'event'], ['Shedding in blue', 'shedding'],
    ['Линеене остатъци по опашката', 'shedding'], ['Feeding refused', 'feeding'], ['Хранене отказа', 'feeding'],
    // The earliest keyword decides (the event column comes first on a sheet).
    ['shed, weight 350 g', 'shedding'], ['weighed 350 g after the shed', 'measurement'], ['vet check, weight 350 g', 'health'],
    ['cleaned, found mites', 'event'],
  ])('%s → %s', (details, type) => {
    expect(readOcrEventType(details)).toBe(type);
  });

  it.each<[string, OcrEventType]>([
    // tesseract puts Latin look-alikes into Cyrillic words.
    ['нахранeнa', 'feeding'], ['мишкa', 'feeding'], ['aкари', 'health'],
    // Capitals and diacritics.
    ['FED', 'feeding'], ['ÉGGS', 'breeding'],
  ])('reads OCR-noisy %s as %s', (details, type) => {
    expect(readOcrEventType(details)).toBe(type);
  });
});

describe('readAmounts', () => {
  it.each<[string, 'weight' | 'length', number]>([
    ['20g', 'weight', 20], ['20 g', 'weight', 20], ['20 gr', 'weight', 20], ['20 grams', 'weight', 20], ['20g.', 'weight', 20],
    ['1.5kg', 'weight', 1500], ['1,5 kg', 'weight', 1500], ['2 kgs', 'weight', 2000],
    ['20 г', 'weight', 20], ['20г.', 'weight', 20], ['20 гр.', 'weight', 20], ['20 грама', 'weight', 20], ['1,2 кг', 'weight', 1200],
    ['1 oz', 'weight', 28.349523125], ['1 lb', 'weight', 453.59237], ['2 lbs', 'weight', 907.18474],
    ['35 cm', 'length', 35], ['35,5cm', 'length', 35.5], ['85 см', 'length', 85], ['350 mm', 'length', 35], ['120 мм', 'length', 12],
    ['1.2 m', 'length', 120], ['1 м', 'length', 100], ['12 in', 'length', 30.48], ['12 inches', 'length', 30.48],
  ])('%s is %s %d', (text, kind, value) => {
    const [amount, ...more] = readAmounts(text);
    expect(more).toEqual([]);
    expect(amount?.kind).toBe(kind);
    expect(amount?.value).toBeCloseTo(value, 6);
  });

  // Units as tesseract misreads them in some fonts: no word and no other unit reads that way.
  it.each<[string, 'weight' | 'length', number]>([
    ['142 ¢', 'weight', 142], ['142¢', 'weight', 142], ['weight 142 ¢', 'weight', 142], ['35 q', 'weight', 35], ['2 mice 20 q, ate', 'weight', 20],
    ['20 gm', 'weight', 20], ['20 gms', 'weight', 20], ['тегло 142 ¢', 'weight', 142],
    ['120 crn', 'length', 120], ['120crn', 'length', 120], ['120 cn', 'length', 120], ['120 c m', 'length', 120], ['дължина 85 crn', 'length', 85],
    ['350 rnm', 'length', 35], ['350 mrn', 'length', 35], ['350 rnrn', 'length', 35],
    // A "g" read as a 9: a lone 9 one space after a number, ending the text or its clause.
    ['142 9', 'weight', 142], ['weight 142 9', 'weight', 142], ['142 9.', 'weight', 142], ['2 mice 20 9', 'weight', 20],
    ['2 mice 20 9, ate', 'weight', 20], ['6,5 9', 'weight', 6.5], ['тегло 142 9', 'weight', 142], ['2 мишки 20 9', 'weight', 20],
  ])('reads the misread %s as %s %d', (text, kind, value) => {
    const [amount, ...more] = readAmounts(text);
    expect(more).toEqual([]);
    expect(amount?.kind).toBe(kind);
    expect(amount?.value).toBeCloseTo(value, 6);
  });

  it.each([
    // A 9 that is a number of its own stays one.
    '9 eggs', '142 98', '1429', '142 9 mice', '1 2 9', '2 mice 9 g', 'hatched 3 of 9', '2 9 eggs',
    // Letters that only look like units inside words.
    '120 c mice', '2 queens', '5 cnidaria',
  ])('keeps %s as it is (no misread unit)', (text) => {
    expect(readAmounts(text).filter((a) => a.unit === '9' || a.unit === 'q' || a.unit === '¢' || a.unit === 'cn')).toEqual([]);
  });

  it('reads no 9 as grams when the text has a weight with its unit', () => {
    expect(readAmounts('2 mice 20 g, 1 9').map((a) => a.value)).toEqual([20]);
  });

  it.each(['2 mice', '12 months', '20 gecko', 'g 20', '2 inside', 'no numbers'])('reads no amount in %s', (text) => {
    expect(readAmounts(text)).toEqual([]);
  });

  it('finds several, in order, with their places', () => {
    expect(readAmounts('weight 1,2 кг, length 85 cm')).toEqual([
      { kind: 'weight', value: 1200, unit: 'кг', start: 7, end: 13 },
      { kind: 'length', value: 85, unit: 'cm', start: 22, end: 27 },
    ]);
  });
});

describe('readMeasurement', () => {
  it.each([
    ['weight 350 g', 350, null], ['Weighed 1.2kg', 1200, null], ['length 85 cm', null, 85], ['length 12 in', null, 30.48],
    ['тегло 1,2 кг дължина 85 см', 1200, 85], ['350 г', 350, null], ['weighed', null, null], ['2 lb, 30 cm', 907.18474, 30],
    // The first of each is read.
    ['350 g, was 340 g', 350, null],
    // Misread units.
    ['weight 142 ¢', 142, null], ['weight 142 9', 142, null], ['length 96 crn', null, 96], ['тегло 512 9', 512, null], ['дължина 118 c m', null, 118],
  ])('%s → %s g, %s cm', (details, weightGrams, lengthCm) => {
    const m = readMeasurement(details);
    expect(m.weightGrams === null ? null : Number(m.weightGrams.toFixed(6))).toBe(weightGrams);
    expect(m.lengthCm === null ? null : Number(m.lengthCm.toFixed(6))).toBe(lengthCm);
  });
});

describe('readFeeding', () => {
  it.each<[string, OcrFeeding]>([
    ['Fed 2 mice 20g', { count: 2, foodItem: 'mice', sizePerItemGrams: 20, outcome: 'ate' }],
    ['Fed 1 rat 50 g', { count: 1, foodItem: 'rat', sizePerItemGrams: 50, outcome: 'ate' }],
    // Misread units: the size is still the size, the count still the count.
    ['Fed 2 mice 20 9', { count: 2, foodItem: 'mice', sizePerItemGrams: 20, outcome: 'ate' }],
    ['1 adult mouse 28 ¢', { count: 1, foodItem: 'adult mouse', sizePerItemGrams: 28, outcome: 'ate' }],
    ['2 мишки 20 q', { count: 2, foodItem: 'мишки', sizePerItemGrams: 20, outcome: 'ate' }],
    // A count of 1 read as l or I and run into the food.
    ['lrat120g', { count: 1, foodItem: 'rat', sizePerItemGrams: 120, outcome: 'ate' }],
    ['Imouse 25 g', { count: 1, foodItem: 'mouse', sizePerItemGrams: 25, outcome: 'ate' }],
    ['lмишка 25 г', { count: 1, foodItem: 'мишка', sizePerItemGrams: 25, outcome: 'ate' }],
    ['island rat 20 g', { count: 1, foodItem: 'island rat', sizePerItemGrams: 20, outcome: 'ate' }],
    ['fed rat 50g', { count: 1, foodItem: 'rat', sizePerItemGrams: 50, outcome: 'ate' }],
    ['Fed 2 adult mice 20g, hungry', { count: 2, foodItem: 'adult mice', sizePerItemGrams: 20, outcome: 'ate' }],
    ['2x20g mice', { count: 2, foodItem: 'mice', sizePerItemGrams: 20, outcome: 'ate' }],
    ['mice x2 20 g', { count: 2, foodItem: 'mice', sizePerItemGrams: 20, outcome: 'ate' }],
    ['2 × rat 0,05 kg', { count: 2, foodItem: 'rat', sizePerItemGrams: 50, outcome: 'ate' }],
    ['3 mice 1 oz', { count: 3, foodItem: 'mice', sizePerItemGrams: 28.349523125, outcome: 'ate' }],
    ['2 mice 40 g total', { count: 2, foodItem: 'mice', sizePerItemGrams: 20, outcome: 'ate' }],
    ['10 crickets 0,5g', { count: 10, foodItem: 'crickets', sizePerItemGrams: 0.5, outcome: 'ate' }],
    ['refused rat', { count: 1, foodItem: 'rat', sizePerItemGrams: null, outcome: 'refused' }],
    ["didn't eat the mouse 20 g", { count: 1, foodItem: 'mouse', sizePerItemGrams: 20, outcome: 'refused' }],
    ['Regurgitated 1 rat 45g', { count: 1, foodItem: 'rat', sizePerItemGrams: 45, outcome: 'regurgitated' }],
    ['Fed', { count: 1, foodItem: null, sizePerItemGrams: null, outcome: 'ate' }],
    ['fed 2 geckos 5 g', { count: 2, foodItem: 'geckos', sizePerItemGrams: 5, outcome: 'ate' }],
    ['1 mouse f/t 20 g', { count: 1, foodItem: 'mouse f/t', sizePerItemGrams: 20, outcome: 'ate' }],
    ['Fed 30 g, hungry', { count: 1, foodItem: null, sizePerItemGrams: 30, outcome: 'ate' }],
    ['Fed, 2 geckos', { count: 2, foodItem: 'geckos', sizePerItemGrams: null, outcome: 'ate' }],
    ['Fed, hungry', { count: 1, foodItem: 'hungry', sizePerItemGrams: null, outcome: 'ate' }],
    // Bulgarian.
    ['нахранена с 2 мишки по 15 гр.', { count: 2, foodItem: 'мишки', sizePerItemGrams: 15, outcome: 'ate' }],
    ['Хранене: 1 плъх 50 г', { count: 1, foodItem: 'плъх', sizePerItemGrams: 50, outcome: 'ate' }],
    ['5 бр. щурци 0,5 г', { count: 5, foodItem: 'щурци', sizePerItemGrams: 0.5, outcome: 'ate' }],
    ['яде 2х мишки 12г', { count: 2, foodItem: 'мишки', sizePerItemGrams: 12, outcome: 'ate' }],
    ['отказа мишка 20 г', { count: 1, foodItem: 'мишка', sizePerItemGrams: 20, outcome: 'refused' }],
    ['не яде', { count: 1, foodItem: null, sizePerItemGrams: null, outcome: 'refused' }],
    ['повърна плъх 60 г', { count: 1, foodItem: 'плъх', sizePerItemGrams: 60, outcome: 'regurgitated' }],
    ['2 мишки общо 30 г', { count: 2, foodItem: 'мишки', sizePerItemGrams: 15, outcome: 'ate' }],
    // One item: the first of several.
    ['2 mice 20g, 1 rat 50g', { count: 2, foodItem: 'mice', sizePerItemGrams: 20, outcome: 'ate' }],
    // OCR dropped the spaces.
    ['Fed2mice20g', { count: 2, foodItem: 'mice', sizePerItemGrams: 20, outcome: 'ate' }],
  ])('%s', (details, feeding) => {
    expect(readFeeding(details)).toEqual(feeding);
  });

  it('ignores an impossible count', () => {
    expect(readFeeding('fed 99999 mice 2 g').count).toBe(1);
  });
});

describe('readFeedingOutcome', () => {
  it.each([
    ['ate', 'ate'], ['fed', 'ate'], ['яде', 'ate'], ['', 'ate'],
    ['refused', 'refused'], ['Refused the rat', 'refused'], ['rejected', 'refused'], ['did not eat', 'refused'], ["didn't eat", 'refused'],
    ['wont eat', 'refused'], ['отказа', 'refused'], ['Отказ', 'refused'], ['не яде', 'refused'], ['не е яла', 'refused'],
    ['regurgitated', 'regurgitated'], ['regurg', 'regurgitated'], ['vomited', 'regurgitated'], ['повърна', 'regurgitated'],
    ['refused, then regurgitated', 'regurgitated'],
  ])('%s → %s', (details, outcome) => {
    expect(readFeedingOutcome(details)).toBe(outcome);
  });
});

describe('readShedComplete', () => {
  it.each([
    ['shed complete', true], ['shed', true], ['one piece', true], ['смяна на кожата', true], ['смени кожа цяла', true],
    ['shed, stuck on tail', false], ['incomplete shed', false], ['partial shed', false], ['retained eye caps', false],
    ['shed not complete', false], ['came off in pieces', false], ['незавършена', false], ['незавършено линеене', false],
    ['заседнала кожа', false], ['кожата заседна на опашката', false], ['частично', false],
  ])('%s → %s', (details, complete) => {
    expect(readShedComplete(details)).toBe(complete);
  });
});

describe('readBreeding', () => {
  it.each([
    ['mating', 'mating', null], ['paired with Luna', 'mating', null], ['lock observed', 'mating', null], ['locked 2 hours', 'mating', null], ['чифтосване', 'mating', null],
    ['laid 6 eggs', 'laying', 6], ['6 eggs', 'laying', 6], ['clutch 8', 'laying', 8], ['снесе 6 яйца', 'laying', 6], ['снесе 4', 'laying', 4],
    ['7 яйца', 'laying', 7],
    ['hatched 5', 'hatching', 5], ['hatched 5 eggs', 'hatching', 5], ['3 hatchlings', 'hatching', 3], ['излюпване 4 бебета', 'hatching', 4],
    ['излюпиха се 3', 'hatching', 3],
    ['gravid', 'other', null], ['incubating 6 eggs', 'other', 6], ['бременна', 'other', null], ['', 'other', null],
    // A weight is no egg count.
    ['laid eggs, 20 g', 'laying', null],
  ])('%s → %s, %s', (details, eventType, count) => {
    expect(readBreeding(details)).toEqual({ eventType, count });
  });
});

describe('readEventKind', () => {
  it.each([
    ['cleaned the tank', 'cleaning'], ['Clean', 'cleaning'], ['spot cleaning', 'cleaning'], ['почистване', 'cleaning'], ['почистих', 'cleaning'],
    ['maintenance', 'maintenance'], ['new bulb', 'maintenance'], ['UVB lamp replaced', 'maintenance'], ['changed substrate', 'maintenance'],
    ['поддръжка', 'maintenance'], ['нова лампа', 'maintenance'], ['смяна на субстрат', 'maintenance'],
    ['behaviour', 'behaviorNote'], ['odd behavior', 'behaviorNote'], ['very active', 'behaviorNote'], ['поведение', 'behaviorNote'],
    ['активна вечер', 'behaviorNote'],
    ['moved to a new room', 'other'], ['', 'other'],
    ['cleaned, new bulb', 'cleaning'], ['new bulb, cleaned', 'maintenance'],
  ])('%s → %s', (details, kind) => {
    expect(readEventKind(details)).toBe(kind);
  });
});
