import { linkify, plainText } from '../rules/linkify';

/** Spec section 9: a preview is cut at 100 characters and "..." added. */
export const PREVIEW_LENGTH = 100;

/**
 * A message's preview in the list: its plain words (a markdown link shows its text, not the
 * markup), on one line, cut at 100 characters (code points, so an emoji is never split in two)
 * with "..." added when it was longer.
 */
export function notificationPreview(message: string, length = PREVIEW_LENGTH): string {
  const flat = plainText(linkify(message)).replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  return chars.length <= length ? flat : `${chars.slice(0, length).join('').trimEnd()}...`;
}
