/**
 * The insight analysis: each finding's thresholds just below and just above, the median and
 * trend maths, the order of the findings, the fallback when nothing can be said, and that the
 * input's order does not matter.
 */
import { describe, expect, it } from 'vitest';
import { FINDING_CODES, INSIGHT_RULES, analyzeReptile, median, roundGrams, type FindingCode } from '../../shared/insights/analyze';
import { DEFAULT_INCUBATION, incubationWindow } from '../../shared/rules/incubation';
import type { Finding, InsightInput, ModeSpan } from '../../shared/insights/types';
import { addDays } from '../../shared/rules/calendar-date';
import type { FeedingOutcome } from '../../shared/schemas/feeding-log';
import { ID, ID2, ID3, ID4 } from '../helpers/issues';

const TODAY = '2026-06-01';
const ago = (days: number) => addDays(TODAY, -days);

const EMPTY: InsightInput = { species: 'Python regius', hatchDate: null, growth: [], feedings: [], sheds: [], health: [], breeding: [] };
const input = (over: Partial<InsightInput>): InsightInput => ({ ...EMPTY, ...over });

const feeding = (daysAgo: number, outcome: FeedingOutcome = 'ate') => ({ date: ago(daysAgo), outcome });
/** Meals whose successive intervals are `intervals` (oldest first), the last one `lastAgo` days ago. */
function meals(intervals: readonly number[], lastAgo = 0) {
  let at = lastAgo + intervals.reduce((s, d) => s + d, 0);
  const out = [feeding(at)];
  for (const d of intervals) {
    at -= d;
    out.push(feeding(at));
  }
  return out;
}
const weighing = (daysAgo: number, weightGrams: number | null, lengthCm: number | null = null) => ({ date: ago(daysAgo), weightGrams, lengthCm });
const shed = (daysAgo: number, complete = true) => ({ date: ago(daysAgo), complete });
const issue = (daysAgo: number, name: string, severity: 'mild' | 'moderate' | 'severe' | null = 'mild', status: 'ongoing' | 'resolved' = 'ongoing') =>
  ({ date: ago(daysAgo), issue: name, severity, status, resolvedDate: status === 'resolved' ? TODAY : null });
const breeding = (id: string, daysAgo: number, eventType: 'mating' | 'laying' | 'hatching' | 'other', clutchId: string | null = null) =>
  ({ id, date: ago(daysAgo), eventType, clutchId, outcomeCount: null });

/** The findings of an area, without what other areas still miss (`need…`, tested on their own below). */
const mode = (kind: ModeSpan['mode'], startAgo: number, over: Partial<ModeSpan> = {}): ModeSpan =>
  ({ mode: kind, startDate: ago(startAgo), endDate: null, plannedEnd: null, quarantineDays: kind === 'quarantine' ? 60 : null, ...over });
/** Inputs that reach every care-mode code (and the `need…` ones), for the params check below. */
const MODE_SCENARIOS: InsightInput[] = [
  input({ modes: [mode('brumation', 30)], feedings: [feeding(100), feeding(80), feeding(60), feeding(20, 'refused'), feeding(10, 'refused')], growth: [weighing(40, 1000), weighing(0, 800)] }),
  input({ modes: [mode('brumation', 30, { plannedEnd: addDays(TODAY, 30) })], growth: [weighing(40, 1000), weighing(0, 960)] }),
  input({ modes: [mode('gravid', 20)], growth: [weighing(30, 1000), weighing(1, 800)] }),
  input({ modes: [mode('gravid', 40)], breeding: [breeding(ID, 10, 'laying')], growth: [weighing(9, 1000), weighing(0, 890)] }),
  input({ modes: [mode('quarantine', 10)], growth: [weighing(5, 100), weighing(0, 100)] }),
  input({ modes: [mode('quarantine', 70)] }),
];
const run = (over: Partial<InsightInput>) => analyzeReptile(input(over), TODAY).filter((f) => !f.code.startsWith('need'));
const runAll = (over: Partial<InsightInput>) => analyzeReptile(input(over), TODAY);
const of = (findings: Finding[], code: FindingCode) => findings.filter((f) => f.code === code);
const one = (findings: Finding[], code: FindingCode) => {
  const found = of(findings, code);
  expect(found).toHaveLength(1);
  return found[0] as Finding;
};
const summary = (findings: Finding[]) => findings.map((f) => `${f.level}:${f.code}`);

describe('median', () => {
  it.each([
    [[5], 5],
    [[7, 3, 5], 5],
    [[10, 1, 3, 2], 2.5],
    [[4, 4], 4],
  ])('of %j is %d', (values, want) => {
    expect(median(values)).toBe(want);
  });
});

describe('roundGrams', () => {
  it.each([
    [45.25, 45.3],
    [99.94, 99.9],
    [99.96, 100],
    [100.4, 100],
    [1234.5, 1235],
  ])('%d g shows as %d g', (grams, want) => {
    expect(roundGrams(grams)).toBe(want);
  });
});

describe('feeding interval', () => {
  it.each([
    ['2 meals: no interval yet', meals([7]), null],
    ['3 meals: the median of 2 intervals', meals([6, 8]), 7],
    ['an even count of intervals: the mean of the middle two, rounded', meals([5, 6, 9, 20]), 8],
    ['a median, not a mean: a few long gaps do not move it', meals([100, 100, 100, 7, 7, 7, 7, 7]), 7],
    ['only the last 8 intervals count (with the 9th back, 3 days)', meals([3, 3, 3, 3, 3, 100, 100, 100, 100]), 52],
  ])('%s', (_, feedings, want) => {
    const found = of(run({ feedings }), 'feedingInterval');
    if (want === null) expect(found).toEqual([]);
    else expect(found[0]?.params.medianDays).toBe(want);
  });

  it('names the usual interval, the meals read and the last meal', () => {
    expect(one(run({ feedings: meals([7, 7, 7, 7, 7, 7, 7, 7, 7, 7], 2) }), 'feedingInterval'))
      .toEqual({ code: 'feedingInterval', level: 'info', params: { medianDays: 7, meals: 9, lastDate: ago(2) } });
  });

  it('reads only meals it ate, one per day, start to start', () => {
    const feedings = [feeding(30), feeding(30), feeding(25, 'refused'), feeding(20), feeding(15, 'regurgitated'), feeding(10), feeding(5, 'refused'), feeding(0)];
    expect(one(run({ feedings }), 'feedingInterval').params).toEqual({ medianDays: 10, meals: 4, lastDate: TODAY });
  });

  describe('overdue (usual interval 10 days)', () => {
    it.each([
      [15, null],
      [16, 'watch'],
      [30, 'watch'],
      [31, 'alert'],
    ])('not eaten for %d days: %s', (sinceDays, level) => {
      const findings = run({ feedings: meals([10, 10, 10], sinceDays) });
      if (level === null) {
        expect(of(findings, 'feedingOverdue')).toEqual([]);
        expect(of(findings, 'feedingInterval')).toHaveLength(1);
      } else {
        expect(one(findings, 'feedingOverdue')).toEqual({ code: 'feedingOverdue', level, params: { sinceDays, lastDate: ago(sinceDays), medianDays: 10 } });
        // The overdue sentence already names the usual interval.
        expect(of(findings, 'feedingInterval')).toEqual([]);
      }
    });

    it('compares with the unrounded median (7.5 days: overdue from 12 days, 11.25 rounds down)', () => {
      expect(of(run({ feedings: meals([7, 8], 11) }), 'feedingOverdue')).toEqual([]);
      expect(one(run({ feedings: meals([7, 8], 12) }), 'feedingOverdue').params.medianDays).toBe(8);
    });
  });

  describe('trend: the mean of the last 3 intervals against the earlier ones (10 days)', () => {
    it.each([
      ['exactly 25% longer (10 against 8) is not more than 25%', [8, 8, 10, 10, 10], null],
      ['exactly 25% shorter (6 against 8) is not more than 25%', [8, 8, 6, 6, 6], null],
      ['12.33 days: under 25% longer', [10, 10, 12, 12, 13], null],
      ['12.67 days: over 25% longer', [10, 10, 12, 13, 13], 'feedingIntervalLonger'],
      ['7.67 days: under 25% shorter', [10, 10, 7, 8, 8], null],
      ['7.33 days: over 25% shorter', [10, 10, 7, 7, 8], 'feedingIntervalShorter'],
      ['only 1 earlier interval: no trend', [10, 13, 13, 13], null],
    ])('%s', (_, intervals, code) => {
      const findings = run({ feedings: meals(intervals) });
      const trends = findings.filter((f) => f.code === 'feedingIntervalLonger' || f.code === 'feedingIntervalShorter');
      expect(trends.map((f) => f.code)).toEqual(code ? [code] : []);
    });

    it('names both means, rounded; longer is watched, shorter is good to know', () => {
      expect(one(run({ feedings: meals([10, 11, 13, 14, 14]) }), 'feedingIntervalLonger')).toEqual({ code: 'feedingIntervalLonger', level: 'watch', params: { recentDays: 14, earlierDays: 11 } });
      expect(one(run({ feedings: meals([10, 11, 7, 7, 8]) }), 'feedingIntervalShorter')).toEqual({ code: 'feedingIntervalShorter', level: 'info', params: { recentDays: 7, earlierDays: 11 } });
    });

    it('reads the same 8 intervals as the median (an older long gap is out of the window)', () => {
      // With the 40 in, the earlier mean would be 15 and 10 days "over 25% shorter".
      const findings = run({ feedings: meals([40, 10, 10, 10, 10, 10, 10, 10, 10]) });
      expect(summary(findings)).toEqual(['info:feedingInterval']);
    });
  });
});

describe('refusal streak', () => {
  const history = meals([7, 7, 7], 40);
  it.each([
    ['1 refusal', [feeding(10, 'refused')], null, 0, 0],
    ['2 in a row', [feeding(10, 'refused'), feeding(5, 'regurgitated')], 'watch', 2, 10],
    ['3 in a row', [feeding(15, 'refused'), feeding(10, 'refused'), feeding(5, 'refused')], 'watch', 3, 15],
    ['4 in a row', [feeding(20, 'refused'), feeding(15, 'refused'), feeding(10, 'refused'), feeding(5, 'refused')], 'alert', 4, 20],
    ['2 in a row, the first 30 days ago', [feeding(30, 'refused'), feeding(2, 'refused')], 'watch', 2, 30],
    ['2 in a row, the first 31 days ago', [feeding(31, 'refused'), feeding(2, 'refused')], 'alert', 2, 31],
    ['a meal ends the streak', [feeding(20, 'refused'), feeding(15, 'refused'), feeding(10), feeding(5, 'refused')], null, 0, 0],
    ['a meal on the same day ends it, whatever the order', [feeding(15, 'refused'), feeding(5, 'refused'), feeding(5)], null, 0, 0],
  ])('%s', (_, recent, level, count, sinceDays) => {
    const findings = run({ feedings: [...history, ...recent] });
    if (level === null) expect(of(findings, 'refusalStreak')).toEqual([]);
    else expect(one(findings, 'refusalStreak')).toEqual({ code: 'refusalStreak', level, params: { count, sinceDate: ago(sinceDays), sinceDays } });
  });

  it('is found before 3 meals are logged', () => {
    expect(summary(run({ feedings: [feeding(10, 'refused'), feeding(3, 'refused')] }))).toEqual(['watch:refusalStreak']);
  });

  it('counts same-day refusals each', () => {
    expect(one(run({ feedings: [feeding(3, 'refused'), feeding(3, 'refused')] }), 'refusalStreak').params.count).toBe(2);
  });
});

describe('weight trend (from 400 g, 40 days apart)', () => {
  it.each([
    [359, 'alert:weightLoss', 10],
    [360, 'watch:weightLoss', 10],
    [380, 'watch:weightLoss', 5],
    [381, 'info:weightSteady', null],
    [400, 'info:weightSteady', null],
    [419, 'info:weightSteady', null],
    [420, 'info:weightGain', 5],
  ])('to %d g: %s', (to, want, percent) => {
    const findings = run({ growth: [weighing(40, 400), weighing(0, to)] });
    expect(summary(findings)).toEqual([want]);
    if (percent !== null) expect(findings[0]?.params.percent).toBe(percent);
  });

  it('says how much, from what to what, in how long, and per month', () => {
    expect(run({ growth: [weighing(50, 450), weighing(30, 420), weighing(10, 396)] })).toEqual([
      { code: 'weightLoss', level: 'alert', params: { percent: 12, fromGrams: 450, toGrams: 396, spanDays: 40, perMonthGrams: 40.5 } },
    ]);
    expect(run({ growth: [weighing(60, 40.25), weighing(0, 60)] })).toEqual([
      { code: 'weightGain', level: 'info', params: { percent: 49, fromGrams: 40.3, toGrams: 60, spanDays: 60, perMonthGrams: 9.9 } },
    ]);
    expect(run({ growth: [weighing(30, 1200), weighing(0, 1210)] })).toEqual([
      { code: 'weightSteady', level: 'info', params: { fromGrams: 1200, toGrams: 1210, spanDays: 30 } },
    ]);
  });

  it.each([
    ['13 days apart: too close', [weighing(13, 400), weighing(0, 300)], []],
    ['14 days apart', [weighing(14, 400), weighing(0, 300)], ['alert:weightLoss']],
    ['one weighing', [weighing(20, 400)], []],
    ['lengths only', [weighing(40, null, 30), weighing(0, null, 35)], []],
    ['older than 90 days is out of the window', [weighing(91, 800), weighing(60, 400), weighing(0, 400)], ['info:weightSteady']],
    ['90 days ago is in', [weighing(90, 800), weighing(0, 400)], ['alert:weightLoss']],
    ['a future weighing is left out', [weighing(40, 400), weighing(0, 400), weighing(-5, 100)], ['info:weightSteady']],
  ])('%s', (_, growth, want) => {
    expect(summary(run({ growth })).filter((s) => s !== 'info:notEnoughData')).toEqual(want);
  });

  it('reads one weight a day, the mean of that day', () => {
    expect(run({ growth: [weighing(40, 390), weighing(40, 410), weighing(0, 340)] })[0]?.params).toMatchObject({ fromGrams: 400, percent: 15 });
  });
});

describe('sheds', () => {
  it.each([
    ['2 sheds: no interval yet', [shed(60), shed(30)], []],
    ['3 sheds: the usual interval', [shed(70), shed(40), shed(10)], ['info:shedInterval']],
    ['45 days since, usually 30: not overdue', [shed(105), shed(75), shed(45)], ['info:shedInterval']],
    ['46 days since, usually 30: overdue', [shed(106), shed(76), shed(46)], ['watch:shedOverdue']],
    ['an incomplete last shed, even the first', [shed(5, false)], ['watch:shedIncomplete']],
    ['an incomplete earlier shed is past', [shed(70, false), shed(40), shed(10)], ['info:shedInterval']],
    ['a last day with a complete and an incomplete entry', [shed(70), shed(40), shed(10), shed(10, false)], ['watch:shedIncomplete', 'info:shedInterval']],
  ])('%s', (_, sheds, want) => {
    expect(summary(run({ sheds })).filter((s) => s !== 'info:notEnoughData')).toEqual(want);
  });

  it('names the interval, the sheds read and the dates', () => {
    expect(run({ sheds: [shed(130), shed(100), shed(64), shed(40), shed(10)] })).toEqual([
      { code: 'shedInterval', level: 'info', params: { medianDays: 30, sheds: 5, lastDate: ago(10) } },
    ]);
    expect(run({ sheds: [shed(106), shed(76), shed(46, false)] })).toEqual([
      { code: 'shedIncomplete', level: 'watch', params: { lastDate: ago(46) } },
      { code: 'shedOverdue', level: 'watch', params: { sinceDays: 46, lastDate: ago(46), medianDays: 30 } },
    ]);
  });
});

describe('ongoing health issues', () => {
  it.each([
    ['mild, 14 days old', issue(14, 'Mites', 'mild'), 'watch:healthOngoing'],
    ['mild, 15 days old', issue(15, 'Mites', 'mild'), 'alert:healthOngoing'],
    ['no severity, 3 days old', issue(3, 'Mites', null), 'watch:healthOngoing'],
    ['moderate, 15 days old', issue(15, 'Mites', 'moderate'), 'alert:healthOngoing'],
    ['severe, logged today', issue(0, 'Mouth rot', 'severe'), 'alert:healthOngoingSevere'],
    ['resolved', issue(40, 'Mites', 'severe', 'resolved'), null],
    ['dated in the future', issue(-2, 'Mites', 'severe'), null],
  ])('%s', (_, entry, want) => {
    const findings = run({ health: [entry] });
    expect(summary(findings.filter((f) => f.code !== 'notEnoughData'))).toEqual(want ? [want] : []);
  });

  it('names the issue, since when and for how long, oldest first', () => {
    expect(run({ health: [issue(3, 'Stuck shed on toes', 'mild'), issue(20, 'Mites', 'moderate')] })).toEqual([
      { code: 'healthOngoing', level: 'alert', params: { issue: 'Mites', sinceDate: ago(20), ageDays: 20 } },
      { code: 'healthOngoing', level: 'watch', params: { issue: 'Stuck shed on toes', sinceDate: ago(3), ageDays: 3 } },
    ]);
  });
});

describe('incubation windows', () => {
  it.each([
    ['Ball python', 55, 60],
    ['PYTHON REGIUS', 55, 60],
    ['Royal python (pastel)', 55, 60],
    ['Кралски питон', 55, 60],
    ['Leopard gecko', 45, 60],
    ['Eublepharis macularius', 45, 60],
    ['Леопардови гекони', 45, 60],
    ['Crested gecko', 60, 120],
    ['Correlophus ciliatus', 60, 120],
    ['реснитчест гекон', 60, 120],
    ['Corn snake', 55, 65],
    ['Pantherophis guttatus', 55, 65],
    ['Маисова змия', 55, 65],
    ['Bearded dragon', 55, 75],
    ['Pogona vitticeps', 55, 75],
    ['брадата агама', 55, 75],
    ['Burmese python', DEFAULT_INCUBATION.minDays, DEFAULT_INCUBATION.maxDays],
    ['gecko', DEFAULT_INCUBATION.minDays, DEFAULT_INCUBATION.maxDays],
    ['', DEFAULT_INCUBATION.minDays, DEFAULT_INCUBATION.maxDays],
  ])('%s: %d-%d days', (species, minDays, maxDays) => {
    expect(incubationWindow(species)).toEqual({ minDays, maxDays });
  });
});

describe('clutches', () => {
  const clutch = (species: string, laidAgo: number, more: InsightInput['breeding'] = []) => run({ species, breeding: [breeding(ID, laidAgo, 'laying'), ...more] });

  it('an open clutch: days since laying and the expected window', () => {
    expect(clutch('Ball python', 10)).toEqual([
      { code: 'clutchIncubating', level: 'info', params: { laidDate: ago(10), sinceDays: 10, fromDate: addDays(ago(10), 55), toDate: addDays(ago(10), 60) } },
    ]);
    expect(clutch('Unknown skink', 10)[0]?.params).toMatchObject({ fromDate: addDays(ago(10), 55), toDate: addDays(ago(10), 65) });
  });

  it.each([
    ['the last day of the window', 60, 'info:clutchIncubating'],
    ['a day past the window', 61, 'watch:clutchPastWindow'],
    ['laid 120 days ago', 120, 'watch:clutchPastWindow'],
    ['laid 121 days ago: no longer followed', 121, null],
  ])('ball python, %s', (_, laidAgo, want) => {
    expect(summary(clutch('Ball python', laidAgo)).filter((s) => s !== 'info:notEnoughData')).toEqual(want ? [want] : []);
  });

  it('past the window: when it ended', () => {
    expect(one(clutch('Ball python', 70), 'clutchPastWindow').params).toEqual({ laidDate: ago(70), sinceDays: 70, toDate: ago(10) });
  });

  it.each([
    ['a hatching in the clutch closes it', [breeding(ID2, 5, 'hatching', ID)], []],
    ['a hatching naming no clutch does not', [breeding(ID2, 5, 'hatching')], ['info:clutchIncubating']],
    ['a future hatching does not yet', [breeding(ID2, -5, 'hatching', ID)], ['info:clutchIncubating']],
    ['a mating is no clutch', [breeding(ID2, 40, 'mating')], ['info:clutchIncubating']],
  ])('%s', (_, more, want) => {
    expect(summary(clutch('Ball python', 30, more)).filter((s) => s !== 'info:notEnoughData')).toEqual(want);
  });

  it('the first laying of a clutch laid over several days counts; a joining laying opens none', () => {
    const findings = run({ species: 'Corn snake', breeding: [breeding(ID, 30, 'laying'), breeding(ID2, 32, 'laying', ID)] });
    expect(findings.map((f) => f.params.laidDate)).toEqual([ago(32)]);
  });

  it('several clutches, oldest first', () => {
    const findings = run({ breeding: [breeding(ID3, 10, 'laying'), breeding(ID4, 100, 'laying'), breeding(ID, 40, 'laying')] });
    expect(findings.map((f) => f.params.laidDate)).toEqual([ago(100), ago(40), ago(10)]);
    expect(summary(findings)).toEqual(['watch:clutchPastWindow', 'info:clutchIncubating', 'info:clutchIncubating']);
  });
});

describe('not enough data', () => {
  it('says so once, with what has been logged towards each history', () => {
    expect(run({})).toEqual([{ code: 'notEnoughData', level: 'info', params: { meals: 0, weighings: 0, sheds: 0 } }]);
    expect(run({
      feedings: [feeding(20), feeding(20), feeding(10), feeding(5, 'refused')],
      growth: [weighing(200, 300), weighing(5, 310), weighing(0, 312)],
      sheds: [shed(60), shed(30)],
    })).toEqual([{ code: 'notEnoughData', level: 'info', params: { meals: 2, weighings: 2, sheds: 2 } }]);
  });

  it('is not said when anything else is', () => {
    expect(summary(run({ feedings: [feeding(10, 'refused'), feeding(5, 'refused')] }))).toEqual(['watch:refusalStreak']);
    expect(summary(run({ sheds: [shed(3, false)] }))).toEqual(['watch:shedIncomplete']);
  });
});

const RICH: InsightInput = {
  species: 'Leopard gecko',
  hatchDate: '2024-07-01',
  feedings: [...meals([5, 5, 6, 5, 9, 10, 10], 16), feeding(12, 'refused'), feeding(8, 'regurgitated'), feeding(3, 'refused')],
  growth: [weighing(80, 62.5, 20), weighing(50, 60), weighing(5, 55.2), weighing(400, 40)],
  sheds: [shed(100), shed(70), shed(40, false), shed(-3)],
  health: [issue(20, 'Mites', 'mild'), issue(2, 'Mouth rot', 'severe'), issue(5, 'Dehydration', 'moderate', 'resolved'), issue(1, 'Weak tail', null)],
  breeding: [breeding(ID, 20, 'laying'), breeding(ID2, 200, 'laying'), breeding(ID3, 50, 'laying'), breeding(ID4, 30, 'hatching', ID3)],
};

describe('the whole analysis', () => {
  it('orders alerts, then watches, then info; within a level health, feeding, weight, sheds, clutches', () => {
    expect(summary(analyzeReptile(RICH, TODAY))).toEqual([
      'alert:healthOngoingSevere',
      'alert:healthOngoing',
      'alert:weightLoss',
      'watch:healthOngoing',
      'watch:feedingOverdue',
      'watch:refusalStreak',
      'watch:feedingIntervalLonger',
      'watch:shedIncomplete',
      'info:shedInterval',
      'info:clutchIncubating',
    ]);
  });

  it('gives the same findings whatever the order of the logs', () => {
    const want = analyzeReptile(RICH, TODAY);
    const reversed: InsightInput = { ...RICH, feedings: [...RICH.feedings].reverse(), growth: [...RICH.growth].reverse(), sheds: [...RICH.sheds].reverse(), health: [...RICH.health].reverse(), breeding: [...RICH.breeding].reverse() };
    // A fixed shuffle: every other entry first.
    const shuffle = <T,>(xs: readonly T[]) => [...xs.filter((_, i) => i % 2), ...xs.filter((_, i) => !(i % 2))];
    const shuffled: InsightInput = { ...RICH, feedings: shuffle(RICH.feedings), growth: shuffle(RICH.growth), sheds: shuffle(RICH.sheds), health: shuffle(RICH.health), breeding: shuffle(RICH.breeding) };
    expect(analyzeReptile(reversed, TODAY)).toEqual(want);
    expect(analyzeReptile(shuffled, TODAY)).toEqual(want);
  });

  it('leaves the input as it was', () => {
    const copy = structuredClone(RICH);
    analyzeReptile(RICH, TODAY);
    expect(RICH).toEqual(copy);
  });

  it('gives every finding exactly the params and a level its code declares', () => {
    const scenarios = [RICH, EMPTY, input({ feedings: meals([10, 10, 7, 7, 7]) }), input({ feedings: meals([10, 10, 10], 40) }), input({ growth: [weighing(40, 100), weighing(0, 130)] }),
      input({ growth: [weighing(40, 100), weighing(0, 100)] }), input({ sheds: [shed(90), shed(60), shed(30)] }), input({ sheds: [shed(150), shed(120), shed(90)] }), input({ breeding: [breeding(ID, 100, 'laying')] }),
      ...MODE_SCENARIOS];
    const seen = new Set<string>();
    for (const s of scenarios) {
      for (const f of analyzeReptile(s, TODAY)) {
        const spec = FINDING_CODES[f.code as FindingCode];
        expect(spec, f.code).toBeDefined();
        expect(Object.keys(f.params).sort(), f.code).toEqual([...spec.params].sort());
        expect(spec.levels as readonly string[]).toContain(f.level);
        for (const [name, value] of Object.entries(f.params)) {
          if (name.endsWith('Days') || name === 'count') expect(Number.isInteger(value), `${f.code}.${name}`).toBe(true);
          if (name.endsWith('Date')) expect(value, `${f.code}.${name}`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        }
        seen.add(f.code);
      }
    }
    expect([...seen].sort()).toEqual(Object.keys(FINDING_CODES).sort());
  });

  it('keeps its thresholds in one table', () => {
    expect(INSIGHT_RULES).toMatchObject({ minMeals: 3, overdueWatch: 1.5, overdueAlert: 3, refusalWatch: 2, refusalAlert: 4, refusalAlertDays: 30, weightWindowDays: 90, weightMinSpanDays: 14, minSheds: 3, healthAlertDays: 14, clutchLookbackDays: 120 });
  });
});

describe('what is missing (issue 29): said beside the other findings', () => {
  const need = (findings: Finding[]) => findings.filter((f) => f.code.startsWith('need')).map((f) => `${f.code}:${JSON.stringify(f.params)}`);

  it('two meals and two weighings a week apart, with an ongoing issue: one more meal, a later weighing, three sheds', () => {
    const findings = runAll({
      feedings: [feeding(20), feeding(10)],
      growth: [weighing(7, 300), weighing(0, 302)],
      health: [issue(3, 'Mites')],
    });
    expect(findings[0]?.code).toBe('healthOngoing');
    expect(need(findings)).toEqual(['needMeals:{"count":1}', `needWeighingSpan:{"fromDate":"${addDays(ago(7), 14)}"}`, 'needSheds:{"count":3}']);
  });

  it.each([
    [2, 1], [3, 0],
  ])('%i meals eaten: %i more asked for', (eaten, more) => {
    const findings = runAll({ feedings: Array.from({ length: eaten }, (_, i) => feeding(10 * (i + 1))), health: [issue(1, 'Stuck shed')] });
    expect(of(findings, 'needMeals').map((f) => f.params.count)).toEqual(more ? [more] : []);
  });

  it('one weighing in the window asks for one more; an older one is out of it', () => {
    expect(of(runAll({ growth: [weighing(120, 300), weighing(3, 310)], health: [issue(1, 'Mites')] }), 'needWeighings').map((f) => f.params.count)).toEqual([1]);
  });

  it('nothing at all is still the one sentence that says it all', () => {
    expect(runAll({}).map((f) => f.code)).toEqual(['notEnoughData']);
  });
});

describe('care modes (issue 29)', () => {
  const refusing = [feeding(100), feeding(90), feeding(80), feeding(40, 'refused'), feeding(20, 'refused'), feeding(10, 'refused')];

  it('three refusals are an alert, and expected in brumation, with the brumation said', () => {
    expect(summary(run({ feedings: refusing })).slice(0, 2)).toEqual(['alert:feedingOverdue', 'alert:refusalStreak']);
    expect(summary(run({ feedings: refusing, modes: [mode('brumation', 35)] }))).toEqual(['info:modeBrumation', 'info:refusalExpected', 'info:feedingInterval']);
  });

  it('a brumation that ended is history: the fast is overdue again', () => {
    expect(summary(run({ feedings: refusing, modes: [mode('brumation', 90, { endDate: ago(40) })] }))[0]).toBe('alert:feedingOverdue');
  });

  it('a brumation that has not started yet changes nothing', () => {
    expect(summary(run({ feedings: refusing, modes: [mode('brumation', -5)] }))[0]).toBe('alert:feedingOverdue');
  });

  it('gravid: refusals expected until she lays; after the laying the recovery is watched from the laying', () => {
    expect(summary(run({ feedings: refusing, modes: [mode('gravid', 40)] }))).toEqual(['info:modeGravid', 'info:refusalExpected', 'info:feedingInterval']);
    const laid = run({ feedings: refusing, modes: [mode('gravid', 40)], breeding: [breeding(ID, 5, 'laying')] });
    expect(summary(laid)).toContain('alert:refusalStreak');
    expect(summary(laid)).toContain('info:modePostLay');
    expect(one(laid, 'modePostLay').params).toEqual({ laidDate: ago(5), untilDate: addDays(ago(5), 30) });
  });

  it.each([
    // Weights after the laying (from 1000 g): a loss of 5 % is watched, more than 10 % an alert; the eggs are not a loss.
    [950, 'watch:weightLossPostLay'], [951, 'info:weightSteady'], [899, 'alert:weightLossPostLay'], [900, 'watch:weightLossPostLay'],
  ])('after laying, 1000 g to %i g: %s', (to, want) => {
    const findings = run({ modes: [mode('gravid', 60)], breeding: [breeding(ID, 20, 'laying')], growth: [weighing(30, 1400), weighing(19, 1000), weighing(0, to)] });
    expect(summary(findings).filter((s) => s.includes('weight'))).toEqual(want ? [want] : []);
  });

  it.each([
    // A ball python (snake: 10 % watched, more than 15 % an alert) in brumation, from 1000 g.
    ['Ball python', 901, 'info:weightBrumationWithin'], ['Ball python', 900, 'watch:weightLossBrumation'], ['Ball python', 850, 'watch:weightLossBrumation'], ['Ball python', 849, 'alert:weightLossBrumation'],
    // A Hermann's tortoise: 5 % watched, more than 10 % an alert.
    ['Testudo hermanni', 951, 'info:weightBrumationWithin'], ['Testudo hermanni', 950, 'watch:weightLossBrumation'], ['Testudo hermanni', 899, 'alert:weightLossBrumation'],
    // A bearded dragon: 8 % and 12 %.
    ['Bearded dragon', 920, 'watch:weightLossBrumation'], ['Bearded dragon', 879, 'alert:weightLossBrumation'],
  ])('%s in brumation, 1000 g to %i g: %s', (species, to, want) => {
    const findings = run({ species, modes: [mode('brumation', 60)], growth: [weighing(65, 1000), weighing(0, to)] });
    expect(summary(findings).filter((s) => s.includes('eight'))).toEqual([want]);
  });

  it('in brumation a loss is read from just before it began, not from the summer', () => {
    const findings = run({ modes: [mode('brumation', 30)], growth: [weighing(80, 1200), weighing(35, 1000), weighing(0, 950)] });
    expect(one(findings, 'weightBrumationWithin').params).toEqual({ percent: 5, limitPercent: 10, spanDays: 35 });
  });

  it('quarantine: the day and the release, then a watch past its length', () => {
    expect(one(run({ modes: [mode('quarantine', 9)] }), 'modeQuarantine').params).toEqual({ sinceDate: ago(9), dayNumber: 10, releaseDate: addDays(ago(9), 60) });
    expect(summary(run({ modes: [mode('quarantine', 60)] }))).toEqual(['info:modeQuarantine']);
    expect(one(run({ modes: [mode('quarantine', 61)] }), 'quarantineDue')).toEqual({ code: 'quarantineDue', level: 'watch', params: { releaseDate: ago(1), overDays: 1 } });
    expect(one(run({ modes: [mode('quarantine', 40, { quarantineDays: 30 })] }), 'quarantineDue').params.overDays).toBe(10);
    expect(run({ modes: [mode('quarantine', 70, { endDate: ago(5) })] }).map((f) => f.code)).toEqual(['notEnoughData']);
  });
});
