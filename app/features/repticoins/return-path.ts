/**
 * `?returnPath=` comes from a link anyone can craft, so only a path inside this app is followed:
 * it starts with one '/', never '//' (another host, protocol-relative) and holds no backslash
 * (browsers read '/\host' as '//host').
 */
export function safeReturnPath(raw: string | null): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  return raw;
}
