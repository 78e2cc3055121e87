/**
 * What the rest of the app uses from the insights feature: the entry on the reptile's page, and
 * the quota (the profile shows what is left and when it resets). The page itself is reached
 * through its route (a lazy chunk).
 */
export { InsightsEntry } from './insights-entry';
export { useInsightQuota, type QuotaState } from './use-insight-quota';
export { InsightsRemaining } from './insights-remaining';
