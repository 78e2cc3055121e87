/**
 * The care modes' constants (issue 29), free of zod: the service worker reads them through the
 * status rule (shared/health/modes.ts), and zod stays out of its bundle (test/unit/sw-bundle.test.ts).
 * The schemas (shared/schemas/care-mode.ts) build on them.
 */
export const CARE_MODES = ['brumation', 'gravid', 'quarantine'] as const;
export type CareMode = (typeof CARE_MODES)[number];

/** Quarantine's length in days: 60 unless the keeper picks another from 30 to 90. */
export const QUARANTINE_DAYS = { default: 60, min: 30, max: 90 } as const;

/** What must be true before a quarantined animal is released. */
export const QUARANTINE_CHECKS = ['faecalTest', 'weightStable', 'noMites'] as const;
export type QuarantineCheck = (typeof QUARANTINE_CHECKS)[number];

/** Every check ticked: a quarantine may end. */
export const quarantineCleared = (checks: readonly string[] | null | undefined): boolean =>
  QUARANTINE_CHECKS.every((c) => checks?.includes(c));
