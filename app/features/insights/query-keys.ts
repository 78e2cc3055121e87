/** The insights' TanStack Query keys. Only the quota is online data; the insights themselves sync. */
export const insightKeys = {
  quota: () => ['insights', 'quota'] as const,
};
