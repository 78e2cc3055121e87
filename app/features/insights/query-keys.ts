/** The insights' TanStack Query keys. Only the quota is online data; the insights themselves sync. */
export const insightKeys = {
  /** The keeper's own quota, or a shared collection's (its owner's plan). */
  quota: (spaceId?: string) => (spaceId ? ['insights', 'quota', spaceId] as const : ['insights', 'quota'] as const),
};
