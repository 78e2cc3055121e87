/**
 * Prices in the reader's language: "$5.99" in English, "5,99 $" in Bulgarian. The plan table
^ * holds US dollars (the landing page and the ReptiCoins page show them); the narrow symbol keeps "$" instead of Bulgarian's "щ.д.", which visitors
 * would not recognise on a price tag.
 */
export function formatUsd(amount: number, lng: string): string {
  return new Intl.NumberFormat(lng, { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' }).format(amount);
}

export function formatCount(n: number, lng: string): string {
  return new Intl.NumberFormat(lng).format(n);
}
