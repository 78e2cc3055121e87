/** A schema's issues as one message key per form field (the first wins); what fits no field goes to `form`. */
export function issuesByField<F extends string>(issues: readonly { path: readonly PropertyKey[]; message: string }[], fieldOf: (key: string) => F | null): Partial<Record<F | 'form', string>> {
  const out: Partial<Record<F | 'form', string>> = {};
  for (const issue of issues) out[fieldOf(String(issue.path[0])) ?? 'form'] ??= issue.message;
  return out;
}
