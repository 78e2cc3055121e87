/**
 * The MorphMarket listing rules (issue 30): category per species, maturity by age, prices in minor
 * units read the way keepers type them and written as the CSV needs them, the columns in the
 * documented order, the repository's CSV quoting and formula guard, and what a listing lacks.
 */
import { describe, expect, it } from 'vitest';
import { categoryFor } from '../../shared/marketplace/categories';
import {
  MORPHMARKET_COLUMNS, REQUIRED_LISTING_FIELDS, dobText, listing, maturityOf, morphMarketCsv, morphMarketFileName, traitsText,
  type ListingSource,
} from '../../shared/marketplace/morphmarket';
import { PRICE_MAX_MINOR, formatPrice, parsePrice, typedPrice } from '../../shared/marketplace/price';
import { CSV_BOM } from '../../shared/rules/csv';
import type { Morph } from '../../shared/schemas/morphs';

const TODAY = '2026-11-29';

describe('the category of a species', () => {
  it.each([
    ['Python regius', 'Ball Pythons'],
    ['ball python', 'Ball Pythons'],
    ['Кралски питон', 'Ball Pythons'],
    ['Eublepharis macularius', 'Leopard Geckos'],
    ['Леопардов гекон', 'Leopard Geckos'],
    ['Correlophus ciliatus', 'Crested Geckos'],
    ['Rhacodactylus auriculatus', 'Gargoyle Geckos'],
    ['African fat-tailed gecko', 'African Fat-Tailed Geckos'],
    ['Pantherophis guttatus', 'Corn Snakes'],
    ['Маисова змия', 'Corn Snakes'],
    ['Western hognose', 'Hognose Snakes'],
    ['Heterodon nasicus', 'Hognose Snakes'],
    ['Boa constrictor imperator', 'Boas'],
    ['Pogona vitticeps', 'Bearded Dragons'],
    ['Tiliqua scincoides', 'Blue Tongue Skinks'],
  ])('%s -> %s', (species, category) => {
    expect(categoryFor(species)).toBe(category);
  });

  it.each(['Varanus exanthematicus', 'Chameleo calyptratus', '', '   '])('none for %j, never a guess', (species) => {
    expect(categoryFor(species)).toBeNull();
  });
});

describe('maturity by age', () => {
  it.each([
    ['2026-11-01', 'baby'], // 0 months
    ['2026-05-30', 'baby'], // 5 months
    ['2026-05-29', 'juvenile'], // 6 months to the day
    ['2025-11-30', 'juvenile'], // 11 months
    ['2025-11-29', 'subadult'], // one year to the day
    ['2024-11-30', 'subadult'], // 23 months
    ['2024-11-29', 'adult'], // two years to the day
    ['2010-01-01', 'adult'],
  ])('hatched %s: %s', (hatchDate, maturity) => {
    expect(maturityOf(hatchDate, TODAY)).toBe(maturity);
  });

  it.each([[null], [undefined], ['2026-12-01']])('none for a hatch date of %j (unknown or after today)', (hatchDate) => {
    expect(maturityOf(hatchDate, TODAY)).toBeNull();
  });

  it('writes the date of birth month-day-year', () => {
    expect(dobText('2024-03-01')).toBe('03-01-2024');
  });
});

describe('prices in minor units', () => {
  it.each([
    ['1250', 125_000],
    ['1250.5', 125_050],
    ['1250.50', 125_050],
    ['1250,50', 125_050],
    ['1 250,50', 125_050],
    ['1\u00a0250,50', 125_050],
    ['1\u202f250,50', 125_050],
    ['1,250.50', 125_050],
    ['1.250,50', 125_050],
    ['1,250', 125_000], // three digits after the mark: thousands, never three decimals
    ['1.250', 125_000],
    ['1,000,000', PRICE_MAX_MINOR], // grouped twice
    ['999 999,99', 99_999_999],
    ['0.5', 50],
    ['0,01', 1],
    ['  75  ', 7_500],
    ['007', 700],
    ['1000000', PRICE_MAX_MINOR],
  ])('%j -> %d', (typed, minor) => {
    expect(parsePrice(typed)).toEqual({ ok: true, minor });
  });

  it.each(['', '   '])('%j is no price, not an error', (typed) => {
    expect(parsePrice(typed)).toEqual({ ok: true, minor: null });
  });

  it.each([
    ['abc', 'price-invalid'],
    ['12.345.67', 'price-invalid'],
    ['1.250.50', 'price-invalid'], // the same mark cannot group and separate decimals
    ['1,250,50', 'price-invalid'],
    ['1250.', 'price-invalid'],
    ['1250.505', 'price-invalid'],
    ['-5', 'price-invalid'],
    ['€100', 'price-invalid'],
    ['100 лв', 'price-invalid'],
    ['1e3', 'price-invalid'],
    ['0', 'price-invalid'],
    ['0,00', 'price-invalid'],
    ['1000000.01', 'price-too-large'],
    ['99999999999999999999', 'price-too-large'],
  ])('%j is refused: %s', (typed, error) => {
    expect(parsePrice(typed)).toEqual({ ok: false, error });
  });

  it.each([
    [125_050, '1250.50'],
    [125_000, '1250.00'],
    [1, '0.01'],
    [50, '0.50'],
    [PRICE_MAX_MINOR, '1000000.00'],
  ])('%d is written %s', (minor, text) => {
    expect(formatPrice(minor)).toBe(text);
  });

  it.each([-1, 1.5, Number.NaN])('refuses to write %d', (minor) => {
    expect(() => formatPrice(minor)).toThrow(RangeError);
  });

  it('gives a remembered price back in the keeper\'s decimal mark', () => {
    expect(typedPrice(125_050, ',')).toBe('1250,50');
    expect(typedPrice(125_050, '.')).toBe('1250.50');
    expect(parsePrice(typedPrice(125_050, ','))).toEqual({ ok: true, minor: 125_050 });
  });
});

describe('traits', () => {
  it('writes shown genes first, then what the animal carries, in the trade\'s English names', () => {
    const morphs: Morph[] = [
      { gene: 'ball-python:clown', state: 'het' },
      { gene: 'ball-python:pastel', state: 'super' },
      { gene: 'ball-python:piebald', state: 'possible-het', probability: 0.66 },
      { gene: { name: 'Lemon Blast', inheritance: 'dominant' }, state: 'visual' },
    ];
    expect(traitsText(morphs)).toBe('Super Pastel Lemon Blast Het Clown 66% Het Piebald');
  });

  it.each([[null], [undefined], [[]]])('is empty for %j', (morphs) => {
    expect(traitsText(morphs)).toBe('');
  });
});

const MONTY: ListingSource = {
  id: '0190f3a2-7c1e-7a00-8000-000000000001', name: 'Monty', species: 'Python regius', sex: 'male', hatchDate: '2025-06-01',
  morphs: [{ gene: 'ball-python:pastel', state: 'visual' }, { gene: 'ball-python:clown', state: 'visual' }],
};

describe('a listing row', () => {
  it('has the columns in the documented order', () => {
    expect(MORPHMARKET_COLUMNS).toEqual(['Category', 'Title', 'Serial', 'Sex', 'Maturity', 'Dob', 'Traits', 'Price', 'Photo_Urls']);
  });

  it('fills every column of a complete animal', () => {
    const { row, missing } = listing(MONTY, { today: TODAY, priceMinor: 125_050, publicPhotoUrl: 'https://herptrack.example/p/monty.webp' });
    expect(row).toEqual({
      Category: 'Ball Pythons', Title: 'Monty', Serial: MONTY.id, Sex: 'male', Maturity: 'subadult', Dob: '06-01-2025',
      Traits: 'Pastel Clown', Price: '1250.50', Photo_Urls: 'https://herptrack.example/p/monty.webp',
    });
    expect(missing).toEqual([]);
  });

  it.each([
    ['nothing but a name', { species: 'Varanus exanthematicus', sex: 'unknown', hatchDate: null }, null, null, ['category', 'price', 'sex', 'birthDate', 'photo']],
    ['no price', {}, null, 'https://herptrack.example/p.webp', ['price']],
    ['no photo', {}, 100, null, ['photo']],
    ['a photo link that is not a public address', {}, 100, '/api/reptiles/x/photo?v=1', ['photo']],
    ['an unsexed animal', { sex: 'unknown' }, 100, 'https://herptrack.example/p.webp', ['sex']],
    ['no hatch date', { hatchDate: null }, 100, 'https://herptrack.example/p.webp', ['birthDate']],
    ['an unknown species', { species: 'Uromastyx' }, 100, 'https://herptrack.example/p.webp', ['category']],
  ] as const)('lists what is missing: %s', (_, over, priceMinor, publicPhotoUrl, missing) => {
    expect(listing({ ...MONTY, ...over }, { today: TODAY, priceMinor, publicPhotoUrl }).missing).toEqual(missing);
  });

  it('leaves the cells of missing fields empty', () => {
    const { row } = listing({ ...MONTY, species: 'Uromastyx', sex: 'unknown', hatchDate: null, morphs: null }, { today: TODAY, priceMinor: null, publicPhotoUrl: null });
    expect(row).toEqual({ Category: '', Title: 'Monty', Serial: MONTY.id, Sex: 'unknown', Maturity: '', Dob: '', Traits: '', Price: '', Photo_Urls: '' });
  });

  it('calls only the category and the price needed', () => {
    expect([...REQUIRED_LISTING_FIELDS]).toEqual(['category', 'price']);
  });
});

describe('the CSV file', () => {
  it('is the header row, then one CRLF line per animal, quoted as RFC 4180 and guarded against formulas', () => {
    const a = listing({ ...MONTY, name: 'Rex, "the Great"' }, { today: TODAY, priceMinor: 125_050, publicPhotoUrl: null }).row;
    const b = listing({ ...MONTY, id: 'id-2', name: '=HYPERLINK("x")', sex: 'female', hatchDate: null, morphs: null }, { today: TODAY, priceMinor: 9_900, publicPhotoUrl: null }).row;
    expect(morphMarketCsv([a, b])).toBe(`${CSV_BOM}Category,Title,Serial,Sex,Maturity,Dob,Traits,Price,Photo_Urls\r\n`
      + `Ball Pythons,"Rex, ""the Great""",${MONTY.id},male,subadult,06-01-2025,Pastel Clown,1250.50,\r\n`
      + `Ball Pythons,"'=HYPERLINK(""x"")",id-2,female,,,,99.00,\r\n`);
  });

  it('is named after the day', () => {
    expect(morphMarketFileName('2026-11-29')).toBe('morphmarket-2026-11-29.csv');
  });
});
