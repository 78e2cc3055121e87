/** A schema's issues as one message key per form field (the first wins); what fits no field goes to `form`. */
export function issuesByField<F extends string>(issues: readonly { path: readonly PropertyKey[]; message: string }[], fieldOf: (key: string) => F | null): Partial<Record<F | 'form', string>> {
  const out: Partial<Record<F | 'form', string>> = {};
  for (const issue of issues) out[fieldOf(String(issue.path[0])) ?? 'form'] ??= issue.message;
  return out;
}

/** A stored field and a form's field name the same value: empty text, absent and null alike. */
const same = (a: unknown, b: unknown) => (a === undefined || a === '' ? null : a) === (b === undefined || b === '' ? null : b);

/** The fields of a parsed form that differ from the stored row: an edit sends only these. */
export function changedFrom<I extends object>(row: object, input: I): Partial<I> {
  const stored = row as Record<string, unknown>;
  return Object.fromEntries(Object.entries(input).filter(([key, value]) => !same(stored[key], value))) as Partial<I>;
}
