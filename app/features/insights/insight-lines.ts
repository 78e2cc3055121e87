/**
 * An insight's lines, each with the level of its finding. The stored text is one line per finding
 * ("- " bullets: shared/insights/text.ts `insightText`), in the language it was asked in, or a
 * language model's rewording of it, which is also asked for one line per finding. When the
 * lines and findings do not pair up (a model merged two), the lines are shown without levels
 * rather than with wrong ones; the insight's highest level (`topLevel`) is still shown.
 */
import type { Finding, FindingLevel } from '../../../shared/insights/types';

export interface InsightLine {
  text: string;
  level: FindingLevel | null;
}

const BULLET = /^\s*(?:[-*•]|\d+[.)])\s+/;

export function splitLines(text: string): string[] {
  return text.split('\n').map((line) => line.replace(BULLET, '').trim()).filter(Boolean);
}

export function insightLines(text: string, findings: readonly Pick<Finding, 'level'>[]): InsightLine[] {
  const lines = splitLines(text);
  if (lines.length !== findings.length) return lines.map((line) => ({ text: line, level: null }));
  return lines.map((line, i) => ({ text: line, level: findings[i]?.level ?? null }));
}

const RANK: Record<FindingLevel, number> = { info: 0, watch: 1, alert: 2 };

/** The most pressing level among the findings; null when there are none. */
export function topLevel(findings: readonly Pick<Finding, 'level'>[]): FindingLevel | null {
  return findings.reduce<FindingLevel | null>((top, f) => (top === null || RANK[f.level] > RANK[top] ? f.level : top), null);
}
