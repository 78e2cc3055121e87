/**
 * Where an auth link lands. E-mails and older links may point at `/` or `/auth-redirect`; both
 * forward with the same rules (spec section 2). Secrets go on in the fragment, which browsers
 * never send to a server, so the page they land on is not logged with them (issue 24):
 * - token with type signup or email (query or fragment) -> /confirm-email#token&type
 * - code, optionally with type (query or fragment)      -> /reset-password#code
 * - hash with type=recovery and access_token           -> /reset-password#hash
 * - otherwise null (stay on `/`; /auth-redirect sends it to `/`).
 */
export function authForwardTarget(search: string, hash: string): string | null {
  const h = new URLSearchParams(hash.replace(/^#/, ''));
  const recovery = h.get('type') === 'recovery' && h.get('access_token') ? `/reset-password#${hash.replace(/^#/, '')}` : null;
  return secretTarget(new URLSearchParams(search)) ?? recovery ?? secretTarget(h);
}

function secretTarget(q: URLSearchParams): string | null {
  const token = q.get('token') ?? q.get('token_hash');
  const type = q.get('type');
  if (token && (type === 'signup' || type === 'email')) {
    return `/confirm-email#${new URLSearchParams({ token, type: 'signup' }).toString()}`;
  }
  const code = q.get('code');
  if (code) {
    const params = new URLSearchParams({ code });
    if (type) params.set('type', type);
    return `/reset-password#${params.toString()}`;
  }
  return null;
}
