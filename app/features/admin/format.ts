/** Numbers and day bounds as the admin screens use them (dates: app/lib/format). */

/** "+50" / "−20": the sign always written, so a credit and a debit differ without their colour. */
export const formatSigned = (n: number, lng: string): string => new Intl.NumberFormat(lng, { signDisplay: 'exceptZero' }).format(n);

/** A local calendar day (YYYY-MM-DD, as a date input holds it) to its first instant, or undefined. */
export function dayStart(day: string | null | undefined): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day ?? '');
  if (!match) return undefined;
  const at = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])).getTime();
  return Number.isFinite(at) ? at : undefined;
}

/** The instant after a local calendar day ends (an exclusive bound), or undefined. */
export function dayEnd(day: string | null | undefined): number | undefined {
  const start = dayStart(day);
  if (start === undefined) return undefined;
  const next = new Date(start);
  next.setDate(next.getDate() + 1);
  return next.getTime();
}
