const START_DELAY_MS = 350;
const CHAR_MS = 60;
/** A beat after each sentence, so "Track." lands before "Care." starts. */
const STOP_MS = 380;

/** One character of a typed line: when it appears and how long the caret stays after it (ms from the first paint). */
export interface TypedChar {
  char: string;
  at: number;
  /** Until the next character appears; null for the last one, whose caret blinks out instead. */
  hold: number | null;
}

/**
 * When each character of the lines appears, typed as one text with the lines joined by single
 * spaces: the first after START_DELAY_MS, each next one CHAR_MS later, or STOP_MS after a full
 * stop. The spaces between lines take their time too but are not drawn (each line is its own).
 */
export function typingSchedule(lines: readonly string[]): TypedChar[][] {
  let at = START_DELAY_MS;
  let previous: TypedChar | null = null;
  return lines.map((line, l) => {
    const typed = [...line].map((char, i) => {
      if (l > 0 || i > 0) at += CHAR_MS;
      const c: TypedChar = { char, at, hold: null };
      if (previous) previous.hold = at - previous.at;
      previous = c;
      if (char === '.') at += STOP_MS - CHAR_MS;
      return c;
    });
    // The space before the next line.
    at += CHAR_MS;
    return typed;
  });
}
