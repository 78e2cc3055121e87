/**
 * Case-insensitive prefix search over stored lower-case text (e-mails, `username_lower`) as a range
 * of bytes: `col >= prefix AND col < next`, where `next` is the smallest string above every string
 * that starts with `prefix`. A range, unlike `LIKE ?`, is answered from a btree index on both
 * databases whatever the parameter (PostgreSQL plans a prepared LIKE without seeing its pattern).
 *
 * Hazard: a range is a prefix only under a byte-wise collation. SQLite's BINARY is one; PostgreSQL's
 * database default may be linguistic (en_US ignores punctuation), so there the column is compared
 * under "C", which the indexes users_email_prefix_idx and users_username_prefix_idx are built with.
 */
import type { Dialect, Param } from '../db/store';

/** The smallest string greater than every string starting with `prefix` (code point order, as UTF-8 bytes sort), or null. */
export function prefixEnd(prefix: string): string | null {
  const points = [...prefix];
  while (points.length > 0) {
    const last = (points.pop() as string).codePointAt(0) as number;
    if (last < 0x10ffff) {
      // Surrogates are not characters: the next one after U+D7FF is U+E000.
      const next = last + 1 === 0xd800 ? 0xe000 : last + 1;
      return points.join('') + String.fromCodePoint(next);
    }
  }
  return null;
}

/** `column` compared byte-wise in `dialect`. */
const bytewise = (dialect: Dialect, column: string): string => (dialect === 'postgres' ? `${column} COLLATE "C"` : column);

/** A WHERE term matching rows whose `column` starts with `prefix` (stored and given in the same case), and its parameters. */
export function startsWith(dialect: Dialect, column: string, prefix: string): { sql: string; params: Param[] } {
  const end = prefixEnd(prefix);
  const col = bytewise(dialect, column);
  return end === null ? { sql: `${col} >= ?`, params: [prefix] } : { sql: `(${col} >= ? AND ${col} < ?)`, params: [prefix, end] };
}
