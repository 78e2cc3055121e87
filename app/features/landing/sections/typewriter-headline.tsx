import { Title } from '@mantine/core';
import type { CSSProperties } from 'react';
import { typingSchedule } from '../typing-schedule';
import classes from './typewriter.module.css';

/** "Track." / "Care." / "Thrive.": one line each; the last one carries the accent gradient. */
function sentences(text: string): string[] {
  return (text.match(/[^.!?]+[.!?]*/g) ?? [text]).map((s) => s.trim());
}

/**
 * The hero's h1. Its accessible name is the whole headline from the first render (a visually
 * hidden copy), so screen readers, search engines and tests never meet a half-typed sentence; the
 * typed copy is decoration, hidden from assistive technology.
 *
 * The typing is the stylesheet's, not a script's: every character is drawn from the start (so the
 * lines hold their final size and nothing below moves) but hidden, and a CSS animation shows it at
 * its time, with the caret after the newest one. Typed by React state, each of the ~25 characters
 * was a render, a style recalculation and a layout: a long task each on a slow phone, which
 * Lighthouse counted as blocking time on `/` (issue 26). Now the page's scripts do nothing for it,
 * it starts at the first paint of the HTML rendered at build time (before any script has run),
 * and reduced motion shows the whole headline at once.
 */
export function TypewriterHeadline({ text }: { text: string }) {
  const lines = typingSchedule(sentences(text));
  return (
    <Title order={1} className={classes.title}>
      <span className={classes.srOnly}>{text}</span>
      <span aria-hidden="true" className={classes.typed}>
        {lines.map((chars, i) => (
          <span key={i} className={classes.line} data-accent={i === lines.length - 1 || undefined}>
            {chars.map((c, j) => (
              <span key={j} className={classes.char} data-last={c.hold === null || undefined}
                style={{ '--at': `${c.at}ms`, '--hold': `${c.hold ?? 0}ms` } as CSSProperties}>{c.char}</span>
            ))}
          </span>
        ))}
      </span>
    </Title>
  );
}
