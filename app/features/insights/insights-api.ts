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

export const fetchInsightQuota = (signal?: AbortSignal) =>
  apiRequest<z.infer<typeof InsightQuotaResponse>>('/api/insights/quota', { signal });
