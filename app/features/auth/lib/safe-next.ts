/**
 * Where to go after signing in. Only a path on this origin is accepted: `?next=//evil.example`
 * or `?next=https://...` would otherwise turn the login page into an open redirect.
 */
export function safeNext(next: string | null | undefined, fallback = '/dashboard'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  if (next === '/' || next.startsWith('/login') || next.startsWith('/signup') || next.startsWith('/?')) return fallback;
  return next;
}
