import { Title } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useTypewriter } from '../use-typewriter';
import classes from './typewriter.module.css';

/** "Track." / "Care." / "Thrive.": one line each; the last one carries the accent gradient. */
function sentences(text: string): string[] {
  return (text.match(/[^.!?]+[.!?]*/g) ?? [text]).map((s) => s.trim());
}

interface LinesProps {
  parts: string[];
  /** Characters shown, counted over the lines as if joined by single spaces. */
  upTo: number;
  caret: boolean;
}

function Lines({ parts, upTo, caret }: LinesProps) {
  let start = 0;
  const slices = parts.map((part) => {
    const shown = part.slice(0, Math.max(0, upTo - start));
    start += part.length + 1;
    return shown;
  });
  const active = Math.max(0, slices.findLastIndex((s) => s.length > 0));
  return parts.map((_, i) => (
    <span key={i} className={classes.line} data-accent={i === parts.length - 1 || undefined}
      data-caret={(caret && i === active) || undefined}>
      {/* An empty line keeps its height with a zero-width space. */}
      {slices[i] || '\u200b'}
    </span>
  ));
}

/**
 * The hero's h1. Its accessible name is the whole headline from the first render (a visually
 * hidden copy), so screen readers, search engines and tests never meet a half-typed sentence; the
 * typed copy is decoration, hidden from assistive technology. An invisible full copy underneath
 * holds the final size, so nothing below moves while it types. Reduced motion shows it at once,
 * and so does a page without scripts (the build-time HTML of `/` starts with nothing typed).
 */
export function TypewriterHeadline({ text }: { text: string }) {
  // Read after the first render, which must match the HTML rendered at build time (no media
  // queries there); until then the stylesheet shows the whole line to reduced motion.
  const reduced = useReducedMotion(false, { getInitialValueInEffect: true });
  const shown = useTypewriter(text, !reduced);
  const parts = sentences(text);
  return (
    <Title order={1} className={classes.title}>
      <span className={classes.srOnly}>{text}</span>
      <span aria-hidden="true" className={classes.stack}>
        <span className={classes.ghost}><Lines parts={parts} upTo={text.length} caret={false} /></span>
        <span className={classes.typed} data-done={shown >= text.length || undefined}>
          <Lines parts={parts} upTo={shown} caret={!reduced} />
        </span>
      </span>
    </Title>
  );
}
