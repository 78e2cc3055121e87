/**
 * The token of a confirmation address: `#token=` (the e-mail's link: a fragment never reaches a
 * server or its log) or, from older e-mails, `?token=` / `?token_hash=`. Null when there is none.
 */
export function confirmTokenOf(search: string, hash: string): string | null {
  for (const params of [new URLSearchParams(hash.replace(/^#/, '')), new URLSearchParams(search)]) {
    const token = (params.get('token') ?? params.get('token_hash'))?.trim();
    if (token) return token;
  }
  return null;
}
