import { describe, expect, it } from 'vitest';
import { clutchKeyOf, summarizeClutches } from '../../shared/rules/breeding';
import type { BreedingEventType } from '../../shared/schemas/breeding-log';
import { ID, ID2, ID3, ID4 } from '../helpers/issues';

const log = (id: string, eventType: BreedingEventType, date: string, outcomeCount?: number | null, clutchId?: string | null) =>
  ({ id, eventType, date, outcomeCount, clutchId });

describe('clutchKeyOf', () => {
  it.each([
    [log(ID, 'laying', '2024-05-01', 10), ID],
    [log(ID, 'laying', '2024-05-01', 10, ID2), ID2],
    [log(ID, 'hatching', '2024-07-01', 8, ID2), ID2],
    [log(ID, 'hatching', '2024-07-01', 8), null],
    [log(ID, 'mating', '2024-03-01'), null],
  ])('%j belongs to %j', (l, want) => {
    expect(clutchKeyOf(l)).toBe(want);
  });
});

describe('summarizeClutches', () => {
  it.each([
    ['nothing', [], []],
    ['a laying opens a clutch', [log(ID, 'laying', '2024-05-01', 10)],
      [{ clutchId: ID, laidOn: '2024-05-01', eggsLaid: 10, eggsHatched: 0 }]],
    ['hatchings add hatched eggs', [log(ID, 'laying', '2024-05-01', 10), log(ID2, 'hatching', '2024-07-01', 6, ID), log(ID3, 'hatching', '2024-07-03', 2, ID)],
      [{ clutchId: ID, laidOn: '2024-05-01', eggsLaid: 10, eggsHatched: 8 }]],
    ['a later laying joins, the first date stays', [log(ID2, 'laying', '2024-05-02', 3, ID), log(ID, 'laying', '2024-05-01', 10)],
      [{ clutchId: ID, laidOn: '2024-05-01', eggsLaid: 13, eggsHatched: 0 }]],
    ['clutches are newest first', [log(ID, 'laying', '2024-05-01', 10), log(ID2, 'laying', '2024-09-01', 4)],
      [{ clutchId: ID2, laidOn: '2024-09-01', eggsLaid: 4, eggsHatched: 0 }, { clutchId: ID, laidOn: '2024-05-01', eggsLaid: 10, eggsHatched: 0 }]],
    ['a hatching naming no clutch is left out', [log(ID, 'hatching', '2024-07-01', 6)], []],
    ['mating and other events are left out', [log(ID, 'mating', '2024-03-01', 1, ID4), log(ID2, 'other', '2024-03-02', 1, ID4)], []],
    ['a clutch known only from hatchings comes last', [log(ID2, 'hatching', '2024-07-01', 5, ID4), log(ID, 'laying', '2024-01-01', 2)],
      [{ clutchId: ID, laidOn: '2024-01-01', eggsLaid: 2, eggsHatched: 0 }, { clutchId: ID4, laidOn: null, eggsLaid: 0, eggsHatched: 5 }]],
    ['a missing count adds nothing', [log(ID, 'laying', '2024-05-01', null), log(ID2, 'hatching', '2024-07-01', undefined, ID)],
      [{ clutchId: ID, laidOn: '2024-05-01', eggsLaid: 0, eggsHatched: 0 }]],
  ])('%s', (_, logs, want) => {
    expect(summarizeClutches(logs)).toEqual(want);
  });
});
