import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { BreedingLogUpdateArgs } from '../../shared/schemas/breeding-log';
import { EventLogUpdateArgs } from '../../shared/schemas/event-log';
import { FeederUpdateArgs } from '../../shared/schemas/feeder';
import { FeedingLogUpdateArgs } from '../../shared/schemas/feeding-log';
import { GrowthLogUpdateArgs } from '../../shared/schemas/growth-log';
import { HealthLogUpdateArgs } from '../../shared/schemas/health-log';
import { ReminderUpdateArgs } from '../../shared/schemas/reminder';
import { SheddingLogUpdateArgs } from '../../shared/schemas/shedding-log';
import { ID } from '../helpers/issues';

// zod 4 fills .default() values inside .partial(): a default among patchable fields would add
// itself to every edit and overwrite a concurrent change. Each patch must come out as it went in.
describe('edit patches carry exactly the fields sent', () => {
  it.each<[string, z.ZodType, object]>([
    ['feeding', FeedingLogUpdateArgs, { notes: 'ate slowly' }],
    ['growth', GrowthLogUpdateArgs, { notes: 'x' }],
    ['shedding', SheddingLogUpdateArgs, { observations: 'eye caps retained' }],
    ['health', HealthLogUpdateArgs, { treatment: 'soak' }],
    ['breeding', BreedingLogUpdateArgs, { notes: 'x' }],
    ['event', EventLogUpdateArgs, { description: 'x' }],
    ['reminder', ReminderUpdateArgs, { description: 'x' }],
    ['feeder', FeederUpdateArgs, { name: 'Crickets' }],
  ])('%s', (_, schema, patch) => {
    expect(schema.parse({ id: ID, patch })).toEqual({ id: ID, patch });
    expect(schema.safeParse({ id: ID, patch: {} }).success).toBe(false);
  });
});
