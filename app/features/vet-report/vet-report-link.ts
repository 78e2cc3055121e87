/** Where an animal's report for the vet opens (6 months unless a period is named). */
export const vetReportLink = (reptileId: string): string => `/reptiles/${reptileId}/vet-report`;
