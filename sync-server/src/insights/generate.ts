/**
 * A new insight for one of the keeper's reptiles (issue 14, decision record 0015): the
 * deterministic findings (shared/insights/analyze.ts) from the server's copy of the reptile's live
 * logs, their sentences in the language asked for, optionally rephrased by a language model, then
 * stored and counted against the plan's monthly quota.
 *
 * The analysis and the model's call run before any lock (a model may take seconds); the quota is
 * checked again and the row written under the keeper's space lock, so two requests racing for the
 * last insight of the month cannot both be stored. The row is server-derived: it takes a version of
 * the keeper's space and reaches every device through pull.
 */
import { v7 as uuidv7 } from 'uuid';
import type { Queryable, Store } from '../db/store';
import type { InsightRequest, InsightResponse } from '../../../shared/api/insights';
import { analyzeReptile } from '../../../shared/insights/analyze';
import { insightText } from '../../../shared/insights/text';
import type { InsightInput, ModeSpan } from '../../../shared/insights/types';
import { LOG_KINDS } from '../../../shared/mutators/logs';
import { todayIn } from '../../../shared/rules/calendar-date';
import type { LlmConfig } from '../config';
import { HttpError } from '../errors';
import { localeText } from '../notifications/texts';
import { reptileSpaceFor } from '../spaces/members';
import { writeInSpace } from '../sync/spaces';
import { phraseInsight } from './phrase';
import { insightQuota } from './quota';

const premiumRequired = () => new HttpError('premium-required', 'Insights need HerpPlus or HerpPro.');
const quotaUsed = (resetsAt: number) => new HttpError('insight-quota', "This month's insights are used.", { details: { resetsAt } });
const reptileNotFound = () => new HttpError('not-found', 'This reptile does not exist.');

type Json = Record<string, unknown>;

/** The reptile's live logs as the analysis reads them, or null when it is not the keeper's live reptile. */
export async function insightInput(q: Queryable, userId: string, reptileId: string): Promise<InsightInput | null> {
  const reptile = await q.one<{ species: string; hatchDate: string | null }>(
    'SELECT species, hatch_date AS "hatchDate" FROM reptiles WHERE id = ? AND user_id = ? AND deleted = FALSE', [reptileId, userId]);
  if (!reptile) return null;
  const logs = async (sqlTable: string) =>
    (await q.all<{ id: string; date: string; data: string }>(`SELECT id, date, data FROM ${sqlTable} WHERE reptile_id = ? AND user_id = ? AND deleted = FALSE`, [reptileId, userId]))
      .map((r): Json & { id: string; date: string } => ({ ...(JSON.parse(r.data) as Json), id: r.id, date: r.date }));
  const growth = await q.all<{ date: string; weightGrams: number | null; lengthCm: number | null }>(
    'SELECT date, weight_grams AS "weightGrams", length_cm AS "lengthCm" FROM growth_logs WHERE reptile_id = ? AND user_id = ? AND deleted = FALSE', [reptileId, userId]);
  const feedings = await logs(LOG_KINDS.feedingLogs.sqlTable);
  const sheds = await logs(LOG_KINDS.sheddingLogs.sqlTable);
  const health = await logs(LOG_KINDS.healthLogs.sqlTable);
  const breeding = await logs(LOG_KINDS.breedingLogs.sqlTable);
  // Its care modes (issue 29): the same reading of a long fast as the device's status.
  const modes = await q.all<{ mode: ModeSpan['mode']; startDate: string; endDate: string | null; plannedEnd: string | null; quarantineDays: number | string | null }>(
    `SELECT mode, start_date AS "startDate", end_date AS "endDate", planned_end AS "plannedEnd", quarantine_days AS "quarantineDays"
     FROM care_modes WHERE reptile_id = ? AND user_id = ? AND deleted = FALSE`, [reptileId, userId]);
  return {
    species: reptile.species,
    hatchDate: reptile.hatchDate,
    growth: growth.map((g) => ({ date: g.date, weightGrams: g.weightGrams === null ? null : Number(g.weightGrams), lengthCm: g.lengthCm === null ? null : Number(g.lengthCm) })),
    feedings: feedings.map((f) => ({ date: f.date, outcome: f.outcome as InsightInput['feedings'][number]['outcome'] })),
    sheds: sheds.map((s) => ({ date: s.date, complete: s.complete !== false })),
    health: health.map((h) => ({
      date: h.date, issue: String(h.issue ?? ''), severity: (h.severity ?? null) as InsightInput['health'][number]['severity'],
      status: h.status as InsightInput['health'][number]['status'], resolvedDate: (h.resolvedDate ?? null) as string | null,
    })),
    breeding: breeding.map((b) => ({
      id: b.id, date: b.date, eventType: b.eventType as InsightInput['breeding'][number]['eventType'],
      clutchId: (b.clutchId ?? null) as string | null, outcomeCount: (b.outcomeCount ?? null) as number | null,
    })),
    modes: modes.map((m) => ({ ...m, quarantineDays: m.quarantineDays === null ? null : Number(m.quarantineDays) })),
  };
}

/**
 * `userId` asks for an insight about `req.reptileId`: one of their own animals, or one of a shared
 * collection where their role allows it (keepers and the owner; spaces/members.ts). The insight
 * belongs to the animal's space and counts against its owner's plan.
 */
export async function generateInsight(deps: { store: Store; llm: LlmConfig | null; fetchImpl?: typeof fetch }, userId: string, req: InsightRequest, now: number): Promise<InsightResponse> {
  const { spaceId, ownerId } = await reptileSpaceFor(deps.store, userId, req.reptileId, 'insight.generate', now);
  const before = await insightQuota(deps.store, spaceId, now, ownerId);
  if (before.limit === 0) throw premiumRequired();
  if (before.remaining === 0) throw quotaUsed(before.resetsAt);
  const input = await insightInput(deps.store, spaceId, req.reptileId);
  if (!input) throw reptileNotFound();

  const findings = analyzeReptile(input, todayIn(now));
  const sentences = insightText(findings, (key, params) => localeText('insights', req.language, key, params), { lng: req.language });
  const phrased = await phraseInsight(deps.llm, { text: sentences, language: req.language, species: input.species }, deps.fetchImpl);

  return writeInSpace(deps.store, spaceId, now, async (tx, nextVersion) => {
    const quota = await insightQuota(tx, spaceId, now, ownerId);
    if (quota.limit === 0) throw premiumRequired();
    if (quota.remaining === 0) throw quotaUsed(quota.resetsAt);
    const id = uuidv7();
    const version = nextVersion();
    await tx.run(
      'INSERT INTO insights (id, user_id, reptile_id, language, text, findings, source, generated_at, version, created_at, updated_at, deleted) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, FALSE)',
      [id, spaceId, req.reptileId, req.language, phrased.text, JSON.stringify(findings), phrased.source, now, version, now, now],
    );
    return {
      insight: { id, userId: spaceId, reptileId: req.reptileId, language: req.language, text: phrased.text, findings, source: phrased.source, generatedAt: now, version, updatedAt: now, deleted: false },
      quota: { ...quota, used: quota.used + 1, remaining: quota.remaining - 1 },
    };
  });
}
