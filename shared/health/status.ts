/**
 * One status per animal (issue 29; decision 0036): ok, watch or needs attention, with its reasons
 * in words. It is the insight analysis (insights/analyze.ts) read for a glance: the same findings,
 * the same thresholds (INSIGHT_RULES, one table), so the dashboard and the insights page never
 * disagree. The device works it out from its own copy of the logs; the server's insights run the
 * same analysis.
 */
import { analyzeReptile, missingLogs } from '../insights/analyze';
import type { Finding, InsightInput } from '../insights/types';

export const HEALTH_STATES = ['attention', 'watch', 'ok'] as const;
export type HealthState = (typeof HEALTH_STATES)[number];

/** Findings that explain an "ok" that might surprise (a long fast in brumation): shown as reasons. */
const CONTEXT_CODES = new Set(['modeBrumation', 'modeBrumationUntil', 'modeGravid', 'modePostLay', 'modeQuarantine', 'refusalExpected', 'weightBrumationWithin']);

export interface AnimalStatus {
  state: HealthState;
  /** Why: the alerts and watches, most pressing first, then the care modes that explain the rest. */
  reasons: Finding[];
  /** What to log before the feeding, weight and shed histories can be read. */
  missing: Finding[];
  /** In quarantine now (marked on every list, fed and cleaned last). */
  quarantined: boolean;
}

export function animalStatus(input: InsightInput, today: string): AnimalStatus {
  const findings = analyzeReptile(input, today);
  const state: HealthState = findings.some((f) => f.level === 'alert') ? 'attention' : findings.some((f) => f.level === 'watch') ? 'watch' : 'ok';
  return {
    state,
    reasons: findings.filter((f) => f.level !== 'info' || CONTEXT_CODES.has(f.code)),
    missing: missingLogs(input, today),
    quarantined: findings.some((f) => f.code === 'modeQuarantine' || f.code === 'quarantineDue'),
  };
}

/** Needs attention first, then watch, then ok. */
export const byHealth = (a: Pick<AnimalStatus, 'state'>, b: Pick<AnimalStatus, 'state'>): number =>
  HEALTH_STATES.indexOf(a.state) - HEALTH_STATES.indexOf(b.state);
