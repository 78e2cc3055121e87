/**
 * Insights per reptile: a deterministic analysis of one reptile's logs (analyze.ts) into
 * findings, each a short sentence in the keeper's language with the numbers behind it (the
 * `insights` namespace's `findings.<code>` texts, filled from `params`). The server runs it on its
 * own copy of the logs when a keeper asks for an insight (counted against the plan's monthly
 * quota); an optional language model may only rephrase the sentences (decision record 0015).
 */
import type { FeedingOutcome } from '../schemas/feeding-log';
import type { Severity, HealthStatus } from '../schemas/health-log';
import type { BreedingEventType } from '../schemas/breeding-log';
import type { CareMode } from '../schemas/care-mode';

/** A care mode of the animal (shared/schemas/care-mode.ts), as the analysis reads it. */
export interface ModeSpan {
  mode: CareMode;
  startDate: string;
  /** The day it ended (a quarantine's release); null while it lasts. */
  endDate: string | null;
  plannedEnd: string | null;
  quarantineDays: number | null;
}

/** What the analysis reads of a reptile's live logs (any order; tombstones already left out). */
export interface InsightInput {
  species: string;
  hatchDate: string | null;
  growth: readonly { date: string; weightGrams: number | null; lengthCm: number | null }[];
  feedings: readonly { date: string; outcome: FeedingOutcome }[];
  sheds: readonly { date: string; complete: boolean }[];
  health: readonly { date: string; issue: string; severity: Severity | null; status: HealthStatus; resolvedDate: string | null }[];
  breeding: readonly { id: string; date: string; eventType: BreedingEventType; clutchId: string | null; outcomeCount: number | null }[];
  /** Its care modes (issue 29), ended or not; absent: none. */
  modes?: readonly ModeSpan[];
}

/** How much a finding asks of the keeper: good to know, worth watching, act now. */
export const FINDING_LEVELS = ['info', 'watch', 'alert'] as const;
export type FindingLevel = (typeof FINDING_LEVELS)[number];

export interface Finding {
  /** The text key under `findings.` in locales/<lng>/insights.json. */
  code: string;
  level: FindingLevel;
  /** The numbers (and dates, ISO) behind the sentence, also its interpolation values. */
  params: Readonly<Record<string, string | number>>;
}
