/**
 * Text cut to a width, never past it: a line too long ends in an ellipsis, and wrapped text ends
 * in one on its last allowed line. Widths come from `measure` (the PDF's font, or a stand-in in
 * tests), so the rule is the same wherever text is fitted. Cuts fall between graphemes, so a
 * letter and its accent are never parted.
 */

/** The width of `text` in millimetres, at the size and weight the caller fixed. */
export type MeasureText = (text: string) => number;

export const ELLIPSIS = '…';

const graphemes = (text: string): string[] => Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text), (s) => s.segment);

/** Runs of white space (line breaks in a name included) as one space, trimmed. */
export const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** The longest start of `parts` (joined) with `tail` after it that is at most `width` wide; its length. */
function longestFit(parts: readonly string[], width: number, measure: MeasureText, tail: string): number {
  let lo = 0;
  let hi = parts.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (measure(parts.slice(0, mid).join('').trimEnd() + tail) <= width) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** `text` on one line of `width`: whole when it fits, else cut with an ellipsis; '' when not even the ellipsis fits. */
export function fitLine(text: string, width: number, measure: MeasureText): string {
  const clean = oneLine(text);
  if (measure(clean) <= width) return clean;
  const chars = graphemes(clean);
  const kept = longestFit(chars, width, measure, ELLIPSIS);
  if (kept > 0) return chars.slice(0, kept).join('').trimEnd() + ELLIPSIS;
  return measure(ELLIPSIS) <= width ? ELLIPSIS : '';
}

/**
 * `text` over at most `maxLines` lines of `width`, broken between words (inside a word only when
 * the word alone is wider than the line); what does not fit is cut on the last line.
 */
export function wrapText(text: string, width: number, maxLines: number, measure: MeasureText): string[] {
  const lines: string[] = [];
  if (maxLines < 1) return lines;
  let rest = oneLine(text);
  while (rest && lines.length < maxLines - 1) {
    if (measure(rest) <= width) break;
    const words = rest.split(' ').map((w, i, all) => (i < all.length - 1 ? `${w} ` : w));
    const kept = longestFit(words, width, measure, '');
    if (kept > 0) {
      lines.push(words.slice(0, kept).join('').trimEnd());
      rest = words.slice(kept).join('').trim();
      continue;
    }
    // One word wider than the line: as much of it as fits, the rest on the next line.
    const first = rest.split(' ')[0] ?? '';
    const chars = graphemes(first);
    const fits = longestFit(chars, width, measure, '');
    // Not one letter fits: the last line's cut decides (an ellipsis, or nothing).
    if (fits === 0) break;
    lines.push(chars.slice(0, fits).join(''));
    rest = (chars.slice(fits).join('') + rest.slice(first.length)).trim();
  }
  if (rest) {
    const last = fitLine(rest, width, measure);
    if (last) lines.push(last);
  }
  return lines;
}
