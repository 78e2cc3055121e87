/** The contest's TanStack Query keys: everything under ['contest'], so one invalidation refreshes the page. */
export const contestKeys = {
  all: ['contest'] as const,
  periods: () => ['contest', 'periods'] as const,
  submissions: (month: string) => ['contest', 'submissions', month] as const,
  voteStatus: (month: string) => ['contest', 'vote-status', month] as const,
  results: () => ['contest', 'results'] as const,
  pending: (page: number) => ['contest', 'pending', page] as const,
  image: (url: string) => ['contest', 'image', url] as const,
};
