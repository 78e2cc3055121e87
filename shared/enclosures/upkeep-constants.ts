/**
 * An enclosure's cleaning kinds and the longest interval a keeper may set, free of zod: the service
 * worker reads the cleaning schedule (shared/enclosures/upkeep.ts) for its notices, and zod stays
 * out of its bundle (test/unit/sw-bundle.test.ts). The schemas (shared/schemas/climate.ts,
 * shared/schemas/enclosure.ts) build on them.
 */
export const UPKEEP_KINDS = ['spotClean', 'fullClean', 'substrateChange', 'disinfection', 'waterChange', 'other'] as const;
export type UpkeepKind = (typeof UPKEEP_KINDS)[number];

/** The longest cleaning interval, in days. */
export const UPKEEP_DAYS_MAX = 365;
