/**
 * Links in a notification's message (spec section 3): markdown links `[text](url)` and bare
 * http(s) URLs. Returns segments, never markup: the screen renders text as text (React escapes
 * it), so no HTML in a message is ever interpreted, and only a segment this function made a link
 * becomes an anchor.
 *
 * Only absolute http: and https: addresses become links. javascript:, data:, vbscript:, file:,
 * relative and protocol-relative (`//host`) ones, and addresses carrying a user name or password
 * (`https://bank.example@evil.example` reads as the bank and goes elsewhere), stay plain text,
 * written exactly as the message has them.
 *
 * Markdown link text may hold one level of balanced brackets (`[see [docs]](…)`) and its address
 * balanced parentheses (`…/Pogona_(genus)`). A bare URL ends at white space, a quote or an angle
 * bracket; trailing punctuation (`.`, `,`, `!`…) and a closing bracket it did not open are left
 * out of it, so "see https://x.example/a." links without the full stop. Both patterns use disjoint
 * alternatives, so a hostile message cannot make them backtrack for long.
 */
import { OWN_NOTIFICATION_IMAGE } from '../notifications/types';
export type Segment = { text: string } | { link: string; href: string };

const MARKDOWN = String.raw`\[((?:[^[\]\n]|\[[^[\]\n]*\])+)\]\(((?:[^\s()]|\([^\s()]*\))+)\)`;
const BARE = String.raw`(?<![A-Za-z0-9])https?://[^\s<>"'\x60]+`;
const TOKEN = new RegExp(`${MARKDOWN}|${BARE}`, 'gi');
const TRAILING = /[.,;:!?*_~]$/;
const CLOSERS: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

/**
 * A message's image address as an <img> source, or null: our own uploaded message images
 * (same-origin paths, shared/notifications/types.ts) or what `safeHref` allows. Never a link's
 * address: links are absolute http(s) only.
 */
export function safeImageSrc(raw: string): string | null {
  return OWN_NOTIFICATION_IMAGE.test(raw) ? raw : safeHref(raw);
}

/** Whether a parsed address carries a user name or password: then it is never a link (see above). */
export const hasCredentials = (url: URL): boolean => url.username !== '' || url.password !== '';

/** The address as a link's href, or null when it must stay text. */
export function safeHref(raw: string): string | null {
  // The host follows the two slashes at once: a browser reads `https:///x` or `https://\x` as host x.
  if (!/^https?:\/\/[^/\\]/i.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname || hasCredentials(url)) return null;
  return url.href;
}

const count = (s: string, ch: string) => s.split(ch).length - 1;

/** A bare URL without the punctuation that ends the sentence around it. */
function trimBare(raw: string): string {
  let url = raw;
  for (;;) {
    const last = url.at(-1) ?? '';
    const opener = CLOSERS[last];
    if (TRAILING.test(last) || (opener !== undefined && count(url, last) > count(url, opener))) url = url.slice(0, -1);
    else return url;
  }
}

export function linkify(message: string): Segment[] {
  const out: Segment[] = [];
  const text = (t: string) => {
    if (!t) return;
    const prev = out.at(-1);
    if (prev && 'text' in prev) prev.text += t;
    else out.push({ text: t });
  };
  let at = 0;
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(message); m; m = TOKEN.exec(message)) {
    const [whole, label, address] = m;
    text(message.slice(at, m.index));
    if (label !== undefined && address !== undefined) {
      const href = safeHref(address);
      if (href) out.push({ link: label, href });
      else text(whole);
      at = m.index + whole.length;
    } else {
      const url = trimBare(whole);
      const href = safeHref(url);
      if (href) out.push({ link: url, href });
      else text(url);
      at = m.index + url.length;
      // What was trimmed is scanned again (it may start another link, e.g. `…/a.https://b`).
      TOKEN.lastIndex = at;
    }
  }
  text(message.slice(at));
  return out;
}

/** The message as plain words: a link's text in place of the link (previews, the list). */
export const plainText = (segments: readonly Segment[]): string => segments.map((s) => ('text' in s ? s.text : s.link)).join('');
