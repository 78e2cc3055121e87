/**
 * Exact probabilities for the pairing planner. Odds multiply across every gene of a pairing
 * (a 66% possible het brings thirds, each gene quarters), so denominators outgrow a double's exact
 * integers after a dozen genes; bigint keeps "1/64" and "2/3" exact however many genes are typed.
 */
export interface Ratio {
  readonly num: bigint;
  readonly den: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));

export function ratio(num: bigint | number, den: bigint | number = 1n): Ratio {
  const n = BigInt(num);
  const d = BigInt(den);
  if (d === 0n) throw new RangeError('ratio: zero denominator');
  const g = gcd(n, d) || 1n;
  const sign = d < 0n ? -1n : 1n;
  return { num: (sign * n) / g, den: (sign * d) / g };
}

export const ZERO = ratio(0);
export const ONE = ratio(1);
export const HALF = ratio(1, 2);

export const add = (a: Ratio, b: Ratio): Ratio => ratio(a.num * b.den + b.num * a.den, a.den * b.den);
export const sub = (a: Ratio, b: Ratio): Ratio => ratio(a.num * b.den - b.num * a.den, a.den * b.den);
export const mul = (a: Ratio, b: Ratio): Ratio => ratio(a.num * b.num, a.den * b.den);
export const div = (a: Ratio, b: Ratio): Ratio => ratio(a.num * b.den, a.den * b.num);
export const isZero = (a: Ratio): boolean => a.num === 0n;
export const equals = (a: Ratio, b: Ratio): boolean => a.num === b.num && a.den === b.den;
export const compare = (a: Ratio, b: Ratio): number => {
  const diff = a.num * b.den - b.num * a.den;
  return diff === 0n ? 0 : diff < 0n ? -1 : 1;
};
export const sum = (values: readonly Ratio[]): Ratio => values.reduce(add, ZERO);

/** A float for display only; never compute with it. */
export const toNumber = (a: Ratio): number => Number(a.num) / Number(a.den);

/** "1/64", "2/3", "1" */
export const ratioText = (a: Ratio): string => (a.den === 1n ? `${a.num}` : `${a.num}/${a.den}`);

/**
 * A typed probability as an exact ratio. Breeders write "66%" and "33%" for two thirds and one
 * third (the share of hets among the normal-looking young of het × het, and half of it), so a
 * value within a point of a third or two thirds means that third; any other value is taken to
 * the hundredth (0.5 -> 1/2, 0.25 -> 1/4, 0.1 -> 1/10).
 */
export function probabilityRatio(value: number | Ratio): Ratio {
  if (typeof value !== 'number') return ratio(value.num, value.den);
  for (const thirds of [1, 2]) if (Math.abs(value - thirds / 3) < 0.01) return ratio(thirds, 3);
  return ratio(Math.round(value * 100), 100);
}
