/**
 * The insight calls (shared/api/insights.ts holds their shapes). Asking for an insight is counted
 * against the monthly quota, so it is never retried by the client: a lost answer may still have
 * been counted, and the row it made arrives through pull either way. The quota read is retried.
 */
import type { z } from 'zod';
import type { InsightQuotaResponse, InsightRequest, InsightResponse } from '../../../shared/api/insights';
import { apiRequest } from '../../lib/api/client';

export const requestInsight = (body: InsightRequest) =>
  apiRequest<InsightResponse>('/api/insights', { method: 'POST', body, retry: false });

/** The keeper's own quota, or with `spaceId` a shared collection's (its owner's plan, its insights). */
export const fetchInsightQuota = (signal?: AbortSignal, spaceId?: string) =>
  apiRequest<z.infer<typeof InsightQuotaResponse>>(spaceId ? `/api/insights/quota?spaceId=${encodeURIComponent(spaceId)}` : '/api/insights/quota', { signal });
