/**
 * What a reset address carries. `#code=` (the e-mail's link: a fragment never reaches a server or
 * its log) or `?code=` (older e-mails) holds either a link token (long) or the 6-digit code from
 * the mail; the legacy recovery hash (`#access_token=...&type=recovery`) holds a link token.
 * A 6-digit code alone does not say whose it is, so that form needs the e-mail as well.
 */
export type ResetLink = { kind: 'link'; code: string } | { kind: 'otp'; code: string } | null;

export function parseResetLink(search: string, hash: string): ResetLink {
  const h = new URLSearchParams(hash.replace(/^#/, ''));
  const code = (h.get('code') ?? new URLSearchParams(search).get('code'))?.trim();
  if (code) return /^\d{6,8}$/.test(code) ? { kind: 'otp', code } : { kind: 'link', code };
  const token = h.get('access_token')?.trim();
  if (token && h.get('type') === 'recovery') return { kind: 'link', code: token };
  return null;
}
