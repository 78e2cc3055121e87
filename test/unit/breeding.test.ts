import { describe, expect, it } from 'vitest';
import { clutchKeyOf, summarizeClutches } from '../../shared/rules/breeding';
import type { BreedingEventType } from '../../shared/schemas/breeding-log';
import type { ClutchSummary } from '../../shared/schemas/clutch';
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

/** A summary with no incubation or candling recorded; eggs expected are the eggs laid. */
const summary = (s: Pick<ClutchSummary, 'clutchId' | 'laidOn' | 'eggsLaid' | 'eggsHatched'>): ClutchSummary =>
  ({ reptileId: null, incubationTempC: null, incubationDays: null, candling: null, eggsExpected: s.eggsLaid, ...s });

describe('summarizeClutches', () => {
  it.each([
    ['nothing', [], []],
    ['a laying opens a clutch', [log(ID, 'laying', '2024-05-01', 10)],
      [summary({ clutchId: ID, laidOn: '2024-05-01', eggsLaid: 10, eggsHatched: 0 })]],
    ['hatchings add hatched eggs', [log(ID, 'laying', '2024-05-01', 10), log(ID2, 'hatching', '2024-07-01', 6, ID), log(ID3, 'hatching', '2024-07-03', 2, ID)],
      [summary({ clutchId: ID, laidOn: '2024-05-01', eggsLaid: 10, eggsHatched: 8 })]],
    ['a later laying joins, the first date stays', [log(ID2, 'laying', '2024-05-02', 3, ID), log(ID, 'laying', '2024-05-01', 10)],
      [summary({ clutchId: ID, laidOn: '2024-05-01', eggsLaid: 13, eggsHatched: 0 })]],
    ['clutches are newest first', [log(ID, 'laying', '2024-05-01', 10), log(ID2, 'laying', '2024-09-01', 4)],
      [summary({ clutchId: ID2, laidOn: '2024-09-01', eggsLaid: 4, eggsHatched: 0 }), summary({ clutchId: ID, laidOn: '2024-05-01', eggsLaid: 10, eggsHatched: 0 })]],
    ['a hatching naming no clutch is left out', [log(ID, 'hatching', '2024-07-01', 6)], []],
    ['mating and other events are left out', [log(ID, 'mating', '2024-03-01', 1, ID4), log(ID2, 'other', '2024-03-02', 1, ID4)], []],
    ['a clutch known only from hatchings comes last', [log(ID2, 'hatching', '2024-07-01', 5, ID4), log(ID, 'laying', '2024-01-01', 2)],
      [summary({ clutchId: ID, laidOn: '2024-01-01', eggsLaid: 2, eggsHatched: 0 }), summary({ clutchId: ID4, laidOn: null, eggsLaid: 0, eggsHatched: 5 })]],
    ['a missing count adds nothing', [log(ID, 'laying', '2024-05-01', null), log(ID2, 'hatching', '2024-07-01', undefined, ID)],
      [summary({ clutchId: ID, laidOn: '2024-05-01', eggsLaid: 0, eggsHatched: 0 })]],
  ])('%s', (_, logs, want) => {
    expect(summarizeClutches(logs)).toEqual(want);
  });
});

describe('a clutch\'s incubation and candling', () => {
  const R = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
  const laying = { id: ID, reptileId: R, eventType: 'laying' as const, date: '2024-05-01', outcomeCount: 8, clutchId: null };
  const candle = (id: string, date: string, infertile: number, slugs: number, fertile = 8 - infertile - slugs) =>
    ({ id, reptileId: R, eventType: 'candling' as const, date, outcomeCount: null, clutchId: ID, fertile, infertile, slugs });

  it('takes the incubation from the earliest laying that gives it, and names the opener\'s reptile', () => {
    const [c] = summarizeClutches([
      { ...laying, incubationTempC: null, incubationDays: 58 },
      { ...laying, id: ID2, date: '2024-05-02', outcomeCount: 2, clutchId: ID, incubationTempC: 31.5, incubationDays: 60 },
    ]);
    expect(c).toMatchObject({ reptileId: R, eggsLaid: 10, incubationTempC: 31.5, incubationDays: 58, candling: null, eggsExpected: 10 });
  });

  it.each([
    ['no candling: every egg laid is expected', [], null, 8],
    ['one candling takes off infertile eggs and slugs', [candle(ID2, '2024-05-10', 2, 1)], { date: '2024-05-10', fertile: 5, infertile: 2, slugs: 1 }, 5],
    ['the newest candling counts, not the sum', [candle(ID3, '2024-05-20', 3, 1), candle(ID2, '2024-05-10', 2, 0)], { date: '2024-05-20', fertile: 4, infertile: 3, slugs: 1 }, 4],
    ['the later of one day\'s candlings (by id) counts', [candle(ID3, '2024-05-10', 1, 0), candle(ID2, '2024-05-10', 4, 0)], { date: '2024-05-10', fertile: 7, infertile: 1, slugs: 0 }, 7],
    ['more bad eggs than laid leave none, not fewer than none', [candle(ID2, '2024-05-10', 6, 4, 0)], { date: '2024-05-10', fertile: 0, infertile: 6, slugs: 4 }, 0],
  ])('%s', (_, candlings, candling, eggsExpected) => {
    const [c] = summarizeClutches([laying, ...candlings]);
    expect(c).toMatchObject({ eggsLaid: 8, candling, eggsExpected });
  });

  it('a candling alone names its clutch, last like one known only from hatchings', () => {
    expect(summarizeClutches([candle(ID2, '2024-05-10', 1, 0)])).toEqual([
      { ...summary({ clutchId: ID, laidOn: null, eggsLaid: 0, eggsHatched: 0 }), candling: { date: '2024-05-10', fertile: 7, infertile: 1, slugs: 0 } },
    ]);
  });
});
