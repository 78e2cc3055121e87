/**
 * Prices in the reader's language: "$5.99" in English, "5,99 $" in Bulgarian. The plan table
^ * holds US dollars (the landing page and the ReptiCoins page show them); the narrow symbol keeps "$" instead of Bulgarian's "щ.д.", which visitors
 * would not recognise on a price tag.
 */
export function formatUsd(amount: number, lng: string): string {
  // Whole amounts without cents: Basic reads "$0" (spec), not "$0.00".
  const cents = Number.isInteger(amount) ? { maximumFractionDigits: 0 } : {};
  return new Intl.NumberFormat(lng, { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol', ...cents }).format(amount);
}

export function formatCount(n: number, lng: string): string {
  return new Intl.NumberFormat(lng).format(n);
}
