/**
 * Animals for sale as a CSV for MorphMarket's bulk import (issue 30), one row per animal.
 *
 * Where the layout comes from. MorphMarket's help centre documents the import ("Importing &
 * Exporting Animals", https://support.morphmarket.com/article/123-importing-exporting-animals, and
 * the post https://www.morphmarket.com/blog/2022/04/18/bulk-import-export-20/, both cited by Geck
 * Inspect's exporter): a CSV or TSV with a header row, columns in any order, only the columns present
 * are read. We could not read those two pages themselves; what we follow is second hand:
 * - the column names and value forms below follow the example row "Example Schema for Bulk Import
 *   2.x on morphmarket.com" published by a breeder's store that exports to it
 *   (github.com/defenestrator/gemreptiles, README.md): Category "ball python", Title, Serial
 *   "MM-100", Sex "male", Maturity "adult", Dob "02-28-2008" (month-day-year), Traits "pastel
 *   pinstripe clown" (space-separated), Price "1500", Photo_Urls "https://…";
 * - Serial is the Animal ID of https://support.morphmarket.com/article/122-animal-ids: permanent
 *   and unique per animal (a re-import updates the ad rather than duplicating it), letters, digits
 *   and "-/._", no spaces. A HerpTrack id (a UUID) is all of that;
 * - MorphMarket's own export names the id column "Animal_Id" and separates photo links by spaces
 *   (as parsed by other keeper apps, e.g. "The Rack"); we write "Serial", the import's name.
 * Prices are in the currency of the seller's MorphMarket store (set in its seller profile,
 * https://support.morphmarket.com/article/120-seller-profile-policy): the file carries no currency.
 *
 * What is not documented anywhere we could read: the accepted Maturity words (sources write "sub-adult"
 * and "subadult"; we write "subadult") and the category names (categories.ts). The columns are
 * written in the order the issue lists them, which MorphMarket does not require.
 */
import { toCsv } from '../rules/csv';
import { ageFromHatchDate } from '../rules/age';
import { GENES } from '../genetics/genes';
import type { Sex } from '../schemas/reptile';
import type { Morph } from '../schemas/morphs';
import { categoryFor } from './categories';
import { formatPrice } from './price';

export const MORPHMARKET_COLUMNS = ['Category', 'Title', 'Serial', 'Sex', 'Maturity', 'Dob', 'Traits', 'Price', 'Photo_Urls'] as const;
export type MorphMarketColumn = (typeof MORPHMARKET_COLUMNS)[number];
export type ListingRow = Record<MorphMarketColumn, string>;

export type Maturity = 'baby' | 'juvenile' | 'subadult' | 'adult';

/**
 * Maturity by whole months of age, one scale for every species (MorphMarket asks for one word,
 * not a species' own stages); the first row whose bound the age is under wins.
 */
export const MATURITY_BY_AGE: readonly { underMonths: number; maturity: Maturity }[] = [
  { underMonths: 6, maturity: 'baby' }, // a hatchling's first half year, the trade's "baby"
  { underMonths: 12, maturity: 'juvenile' }, // growing, not yet a yearling
  { underMonths: 24, maturity: 'subadult' }, // a yearling: near adult size, rarely bred yet
  { underMonths: Infinity, maturity: 'adult' }, // two years and over
];

/** null when the hatch date is unknown or after today. */
export function maturityOf(hatchDate: string | null | undefined, today: string): Maturity | null {
  const age = hatchDate ? ageFromHatchDate(hatchDate, today) : null;
  if (!age) return null;
  const months = age.years * 12 + age.months;
  return MATURITY_BY_AGE.find((row) => months < row.underMonths)?.maturity ?? null;
}

/** "2024-03-01" -> "03-01-2024", the example's month-day-year. */
export const dobText = (hatchDate: string): string => `${hatchDate.slice(5, 7)}-${hatchDate.slice(8, 10)}-${hatchDate.slice(0, 4)}`;

const STATE_ORDER: Record<Morph['state'], number> = { super: 0, visual: 1, het: 2, 'possible-het': 3 };

/**
 * The morphs as MorphMarket writes traits, separated by spaces: shown genes first ("Super Pastel",
 * "Clown"), then what the animal carries ("Het Pied", "66% Het Hypo"). Gene names stay in English,
 * the trade's names, whatever the keeper's language.
 */
export function traitsText(morphs: readonly Morph[] | null | undefined): string {
  if (!morphs?.length) return '';
  return [...morphs].sort((a, b) => STATE_ORDER[a.state] - STATE_ORDER[b.state]).map((m) => {
    const gene = typeof m.gene === 'string' ? GENES.find((g) => g.id === m.gene) : m.gene;
    const name = gene?.name ?? String(m.gene);
    if (m.state === 'super') return gene?.superName ?? `Super ${name}`;
    if (m.state === 'het') return `Het ${name}`;
    if (m.state === 'possible-het') return `${Math.round((m.probability ?? 0.5) * 100)}% Het ${name}`;
    return name;
  }).join(' ');
}

/**
 * What a listing lacks, in this order. `category` and `price` a listing cannot go without (the
 * import needs the category, and an ad for sale needs a price); the rest make a poorer ad that
 * MorphMarket still takes. `photo`: HerpTrack has no public link to a photo (a reptile's photo is
 * served to its keeper only), so today every listing lacks it and the keeper adds photos on
 * MorphMarket.
 */
export const LISTING_FIELDS = ['category', 'price', 'sex', 'birthDate', 'photo'] as const;
export type ListingField = (typeof LISTING_FIELDS)[number];
export const REQUIRED_LISTING_FIELDS: ReadonlySet<ListingField> = new Set(['category', 'price']);

export interface ListingSource {
  id: string;
  name: string;
  species: string;
  sex: Sex;
  hatchDate?: string | null;
  morphs?: readonly Morph[] | null;
}

export interface ListingOptions {
  today: string;
  /** The keeper's price for this animal in minor units; null: none given. */
  priceMinor: number | null;
  /** An absolute http(s) URL anyone can open, or null; anything else is not written. */
  publicPhotoUrl: string | null;
}

export interface Listing {
  row: ListingRow;
  missing: ListingField[];
}

const isPublicUrl = (url: string | null): url is string => url !== null && /^https?:\/\/[^\s/]+\/\S*$/.test(url);

export function listing(reptile: ListingSource, { today, priceMinor, publicPhotoUrl }: ListingOptions): Listing {
  const category = categoryFor(reptile.species);
  const hatchDate = reptile.hatchDate ?? null;
  const photo = isPublicUrl(publicPhotoUrl) ? publicPhotoUrl : null;
  const lacks: Record<ListingField, boolean> = {
    category: category === null,
    price: priceMinor === null,
    sex: reptile.sex === 'unknown',
    birthDate: hatchDate === null,
    photo: photo === null,
  };
  return {
    row: {
      Category: category ?? '',
      Title: reptile.name,
      Serial: reptile.id,
      Sex: reptile.sex,
      Maturity: maturityOf(hatchDate, today) ?? '',
      Dob: hatchDate ? dobText(hatchDate) : '',
      Traits: traitsText(reptile.morphs),
      Price: priceMinor === null ? '' : formatPrice(priceMinor),
      Photo_Urls: photo ?? '',
    },
    missing: LISTING_FIELDS.filter((f) => lacks[f]),
  };
}

/** The file: the repository's CSV writer (RFC 4180 quoting, UTF-8 BOM, formula guard), header row first. */
export const morphMarketCsv = (rows: readonly ListingRow[]): string => toCsv(rows, MORPHMARKET_COLUMNS);

export const morphMarketFileName = (today: string): string => `morphmarket-${today}.csv`;
