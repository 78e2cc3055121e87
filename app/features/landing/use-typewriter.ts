import { useEffect, useState } from 'react';

const START_DELAY_MS = 350;
const CHAR_MS = 60;
/** A beat after each sentence, so "Track." lands before "Care." starts. */
const STOP_MS = 380;

/**
 * How many characters of `text` are shown. With `animate` false the whole text shows at once
 * (reduced motion). To restart for a new text, remount the caller with `key={text}`.
 */
export function useTypewriter(text: string, animate: boolean): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!animate || count >= text.length) return;
    const previous = text[count - 1];
    const delay = count === 0 ? START_DELAY_MS : previous === '.' ? STOP_MS : CHAR_MS;
    const id = window.setTimeout(() => setCount((c) => c + 1), delay);
    return () => window.clearTimeout(id);
  }, [animate, count, text]);
  return animate ? count : text.length;
}
