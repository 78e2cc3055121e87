/**
 * Usernames that would pass for the product or its staff (issue 24): a transfer offer e-mails
 * any address with the seller's username, so "HerpTrack.Support" or "аdmin" (a Cyrillic а) was
 * a ready-made phishing sender. One rule, used by the profile form and the server alike through
 * the username schema (shared/schemas/auth.ts).
 *
 * A username is compared by its skeleton: what it looks like rather than what it is.
 * - Unicode compatibility form (NFKC: full-width and styled letters become plain ones), lowercase,
 *   accents dropped (à, ä, ǎ are a).
 * - Cyrillic and Greek letters that look like Latin ones become those (а→a, о→o, ρ→p, ν→v, and
 *   capitals as they look: Greek Μ→m, Cyrillic Н→h…).
 * - Digits and letters that pass for one another in a sender's name fold to one: 0→o, 1/l/ı/|→i,
 *   3→e, 4→a, 5→s, 7→t, 8→b, and "rn"→m, "vv"→w.
 * - Separators (. _ - and spaces) are removed: "Herp.Track-Support" is "herptracksupport".
 *
 * Two lists. CONTAINED words are refused anywhere in the skeleton ("herptrack_help", "the-admin"):
 * they are the product's names and the staff's roles, and hardly occur inside a keeper's name
 * ("badminton" is the price of refusing "xadminx"). WHOLE words are refused only as the whole
 * skeleton: they are common inside ordinary names ("steamy" has team, "whelp" has help).
 * Existing usernames are not changed by this rule; it applies when a username is chosen.
 */

/** Refused anywhere in a username's skeleton. */
export const RESERVED_CONTAINED = [
  'herptrack', 'herptrak', 'repticoin', 'admin', 'moderator', 'support', 'official', 'webmaster', 'postmaster', 'noreply',
] as const;

/** Refused as the whole username (skeleton). */
export const RESERVED_WHOLE = [
  'staff', 'system', 'security', 'help', 'helpdesk', 'team', 'mod', 'mods', 'root', 'owner', 'service', 'billing', 'contact', 'info', 'abuse',
] as const;

/** Capital Cyrillic and Greek look-alikes, before lowercasing (Greek Μ lowercases to μ, which looks like u). */
const FOLD_CAPITALS: Record<string, string> = {
  'А': 'a', 'В': 'b', 'Е': 'e', 'К': 'k', 'М': 'm', 'Н': 'h', 'О': 'o', 'Р': 'p', 'С': 'c', 'Т': 't', 'Х': 'x', 'У': 'y',
  'Ѕ': 's', 'І': 'i', 'Ј': 'j', 'Ӏ': 'i',
  'Α': 'a', 'Β': 'b', 'Ε': 'e', 'Ζ': 'z', 'Η': 'h', 'Ι': 'i', 'Κ': 'k', 'Μ': 'm', 'Ν': 'n', 'Ο': 'o', 'Ρ': 'p', 'Τ': 't', 'Υ': 'y', 'Χ': 'x',
};

/** Look-alikes of Latin letters, and digits that pass for letters, after lowercasing. */
const FOLD: Record<string, string> = {
  // Cyrillic
  'а': 'a', 'в': 'b', 'е': 'e', 'ё': 'e', 'к': 'k', 'м': 'm', 'н': 'h', 'о': 'o', 'р': 'p', 'с': 'c', 'т': 't', 'у': 'y', 'х': 'x',
  'ѕ': 's', 'і': 'i', 'ї': 'i', 'ј': 'j', 'һ': 'h', 'ӏ': 'i', 'ԁ': 'd', 'ԛ': 'q', 'ԝ': 'w', 'ү': 'y', 'ь': 'b', 'п': 'n', 'г': 'r',
  // Greek
  'α': 'a', 'β': 'b', 'γ': 'y', 'ε': 'e', 'η': 'n', 'ι': 'i', 'κ': 'k', 'μ': 'u', 'ν': 'v', 'ο': 'o', 'ρ': 'p', 'τ': 't', 'υ': 'u',
  'χ': 'x', 'ω': 'w', 'ς': 's', 'ζ': 'z',
  // Latin look-alikes and digits
  'ı': 'i', 'ɩ': 'i', 'ɑ': 'a', 'ɡ': 'g', 'ℓ': 'i', 'l': 'i', '|': 'i', '!': 'i',
  '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b',
};

const SEPARATORS = /[\s._\-‐-―·]+/gu;

/** What a username looks like, for comparing with the reserved words (see above). */
export function nameSkeleton(name: string): string {
  const capitals = [...name.normalize('NFKC')].map((ch) => FOLD_CAPITALS[ch] ?? ch).join('');
  const plain = capitals.toLowerCase().normalize('NFD').replace(/\p{M}+/gu, '').normalize('NFC');
  const folded = [...plain].map((ch) => FOLD[ch] ?? ch).join('').replace(SEPARATORS, '');
  return folded.replace(/rn/g, 'm').replace(/vv/g, 'w');
}

const CONTAINED = RESERVED_CONTAINED.map(nameSkeleton);
const WHOLE = new Set(RESERVED_WHOLE.map(nameSkeleton));

/** Whether `username` passes for the product or its staff, and may not be chosen. */
export function isReservedUsername(username: string): boolean {
  const skeleton = nameSkeleton(username);
  return WHOLE.has(skeleton) || CONTAINED.some((word) => skeleton.includes(word));
}
