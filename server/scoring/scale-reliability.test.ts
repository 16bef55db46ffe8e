/**
 * The statistics of a scale's quality (D304) against published and hand-computed values: F
 * quantiles against the printed F tables; alpha with Feldt's interval and KR-20 on two published
 * data sets (D390); alpha, KR-20, Feldt's interval, corrected item-total correlations, the
 * distribution and the SEM on two small data sets worked by hand below; and a pooled section's
 * figures, its undrawn items missing rather than wrong (D512), on a third.
 */
import { describe, expect, it } from 'vitest';
import { fQuantile } from './f-distribution.ts';
import {
  cronbachAlpha,
  feldtInterval,
  itemTotalCorrelations,
  pooledAlpha,
  scaleQuality,
  scoreDistribution,
  standardError,
  SCALE_QUALITY_MIN_ATTEMPTS,
} from './scale-reliability.ts';

/*
 * Likert fixture: five people, three items on 1-5.
 *   person  i1 i2 i3  total
 *   P1       2  3  3     8
 *   P2       4  4  5    13
 *   P3       3  3  2     8
 *   P4       5  4  4    13
 *   P5       1  2  1     4
 * i1: mean 3, squared deviations 1+1+0+4+4 = 10, variance 10/4 = 2.5
 * i2: mean 3.2, 0.04+0.64+0.04+0.64+1.44 = 2.8, variance 0.7
 * i3: mean 3, 0+4+1+1+4 = 10, variance 2.5
 * totals: mean 9.2, 1.44+14.44+1.44+14.44+27.04 = 58.8, variance 14.7
 * alpha = 3/2 × (1 − 5.7/14.7) = 13.5/14.7 = 45/49 = 0.918367...
 * Corrected item-total, i1 against i2+i3 (6, 9, 5, 8, 3; mean 6.2; SS 22.8):
 *   cross products (−1)(−0.2)+(1)(2.8)+0+(2)(1.8)+(−2)(−3.2) = 13; r = 13/√(10 × 22.8) = 0.860946
 * i2 against i1+i3 (5, 9, 5, 9, 2; mean 6; SS 36): cross 0.2+2.4+0.2+2.4+4.8 = 10;
 *   r = 10/√(2.8 × 36) = 0.996024
 * i3 against i1+i2 (5, 8, 6, 9, 3): by the same steps 13/√(10 × 22.8) = 0.860946
 * Feldt, n = 5, k = 3: F(0.975; 4, 8) = 5.0526 and F(0.025; 4, 8) = 1/F(0.975; 8, 4) = 1/8.9796
 *   = 0.11136 (printed tables); interval 1 − (4/49)(5.0526) = 0.58754 to 1 − (4/49)(0.11136) = 0.99091.
 */
const likert = [
  [2, 3, 3],
  [4, 4, 5],
  [3, 3, 2],
  [5, 4, 4],
  [1, 2, 1],
];

/*
 * Right/wrong fixture (KR-20): six people, four items.
 *   P1 1 1 1 1 (4)   P2 1 1 1 0 (3)   P3 1 1 0 0 (2)   P4 1 0 0 0 (1)   P5 0 0 0 0 (0)   P6 1 1 1 0 (3)
 * p = 5/6, 4/6, 3/6, 1/6; Σpq = (5 + 8 + 9 + 5)/36 = 27/36
 * totals: mean 13/6, variance (n) = 39/6 − (13/6)² = 65/36
 * KR-20 = 4/3 × (1 − 27/65) = 152/195 = 0.779487...
 * Feldt, n = 6, k = 4: F(0.975; 5, 15) = 3.5764, F(0.025; 5, 15) = 1/F(0.975; 15, 5) = 1/6.4277
 *   = 0.15558; interval 1 − (43/195)(3.5764) = 0.21135 to 1 − (43/195)(0.15558) = 0.96569.
 */
const rightWrong = [
  [1, 1, 1, 1],
  [1, 1, 1, 0],
  [1, 1, 0, 0],
  [1, 0, 0, 0],
  [0, 0, 0, 0],
  [1, 1, 1, 0],
];

/*
 * Published: Zaiontz, C. "Cronbach's Alpha", Example 1, and "Cronbach's Alpha Continued"
 * (Real Statistics Using Excel, real-statistics.com/reliability/internal-consistency-reliability/
 * cronbachs-alpha/): 15 people, a 10-question questionnaire on 1-7; alpha = 0.591719 and Feldt's
 * 95 % interval (F with 14 and 126 degrees of freedom) 0.194922 to 0.839821. The same data and
 * figures are the documented example of pingouin.cronbach_alpha (Vallat, R. (2018). Pingouin:
 * statistics in Python. Journal of Open Source Software, 3(31), 1026; its dataset
 * "cronbach_alpha": alpha 0.5917, CI [0.195, 0.84]). Columns are questions, rows people.
 */
const realStatistics = (() => {
  const questions = [
    [3, 5, 7, 2, 6, 1, 4, 2, 6, 5, 4, 4, 5, 6, 4],
    [2, 4, 3, 4, 5, 2, 3, 4, 5, 4, 3, 2, 5, 5, 3],
    [4, 6, 5, 3, 6, 3, 5, 4, 5, 6, 5, 3, 6, 5, 5],
    [1, 3, 5, 3, 5, 4, 3, 3, 5, 4, 2, 2, 2, 4, 5],
    [4, 5, 6, 2, 4, 2, 5, 7, 1, 3, 5, 5, 3, 2, 3],
    [5, 1, 4, 2, 4, 5, 2, 2, 6, 5, 3, 3, 3, 2, 1],
    [1, 2, 3, 2, 4, 2, 1, 2, 5, 3, 2, 4, 2, 1, 3],
    [4, 5, 3, 6, 6, 3, 2, 4, 2, 1, 3, 2, 4, 4, 2],
    [3, 5, 6, 6, 7, 5, 4, 6, 3, 7, 4, 3, 4, 6, 3],
    [2, 5, 5, 3, 5, 2, 3, 5, 2, 2, 1, 4, 5, 5, 4],
  ];
  return questions[0]!.map((_, person) => questions.map((q) => q[person]!));
})();

/*
 * Published: Wuensch, K. L. "The Kuder-Richardson 20" (East Carolina University, StatHelp,
 * core.ecu.edu/wuenschk/StatHelp/KR20.txt): ten students, a ten-item quiz scored 1/0, with the
 * item p values .7 .7 .6 .7 .6 .8 .7 .7 .5 .6, Σpq = 2.18 and the totals' variance 5.84 (both
 * with n in the denominator, as the page prints them): KR-20 = 10/9 × (1 − 2.18/5.84) = 0.696347.
 */
const wuensch = [
  [1, 1, 1, 1, 1, 1, 0, 1, 1, 0],
  [1, 0, 1, 1, 0, 1, 1, 1, 0, 1],
  [1, 1, 1, 1, 0, 1, 1, 0, 0, 1],
  [0, 0, 1, 0, 0, 0, 1, 0, 0, 0],
  [0, 0, 0, 0, 0, 1, 0, 0, 1, 0],
  [1, 1, 1, 0, 1, 1, 1, 1, 1, 1],
  [1, 1, 0, 1, 1, 1, 0, 1, 1, 1],
  [1, 1, 1, 1, 1, 1, 1, 1, 0, 1],
  [0, 1, 0, 1, 1, 1, 1, 1, 0, 1],
  [1, 1, 0, 1, 1, 0, 1, 1, 1, 0],
];

describe('published data sets', () => {
  it('gives Real Statistics’ alpha 0.591719 and Feldt interval 0.194922-0.839821 on its Example 1', () => {
    const alpha = cronbachAlpha(realStatistics)!;
    expect(alpha).toBeCloseTo(0.591719, 6);
    const [low, high] = feldtInterval(alpha, 15, 10);
    expect(low).toBeCloseTo(0.194922, 5);
    expect(high).toBeCloseTo(0.839821, 5);
  });

  it('gives KR-20 = 10/9 × (1 − 2.18/5.84) on Wuensch’s ten-item quiz', () => {
    expect(cronbachAlpha(wuensch)).toBeCloseTo((10 / 9) * (1 - 2.18 / 5.84), 10);
    expect(cronbachAlpha(wuensch)).toBeCloseTo(0.696347, 6);
  });
});

describe('the F distribution', () => {
  it('gives the quantiles printed in the F tables', () => {
    expect(fQuantile(0.95, 5, 10)).toBeCloseTo(3.3258, 4);
    expect(fQuantile(0.975, 4, 8)).toBeCloseTo(5.0526, 4);
    expect(fQuantile(0.975, 8, 4)).toBeCloseTo(8.9796, 4);
    expect(fQuantile(0.99, 2, 3)).toBeCloseTo(30.8165, 3);
    expect(fQuantile(0.95, 1, 1)).toBeCloseTo(161.4476, 2);
    expect(fQuantile(0.025, 4, 8)).toBeCloseTo(1 / 8.9796, 4);
  });
});

describe('a scale’s reliability', () => {
  it('gives alpha 45/49 on the Likert fixture, with Feldt’s interval', () => {
    const alpha = cronbachAlpha(likert)!;
    expect(alpha).toBeCloseTo(45 / 49, 12);
    const [low, high] = feldtInterval(alpha, 5, 3);
    expect(low).toBeCloseTo(0.58754, 4);
    expect(high).toBeCloseTo(0.99091, 4);
  });

  it('gives KR-20 = 152/195 on right/wrong items, with its interval', () => {
    const alpha = cronbachAlpha(rightWrong)!;
    expect(alpha).toBeCloseTo(152 / 195, 12);
    const [low, high] = feldtInterval(alpha, 6, 4);
    expect(low).toBeCloseTo(0.21135, 4);
    expect(high).toBeCloseTo(0.96569, 4);
  });

  it('has no alpha with one item, one attempt or totals that never vary', () => {
    expect(cronbachAlpha([[1], [2], [3]])).toBeNull();
    expect(cronbachAlpha([[1, 2, 3]])).toBeNull();
    expect(
      cronbachAlpha([
        [3, 3],
        [3, 3],
      ]),
    ).toBeNull();
  });
});

describe('item-total correlations', () => {
  it('gives the hand-computed corrected correlations and flags none that belong', () => {
    const fits = itemTotalCorrelations(likert);
    expect(fits.map((f) => f.r)).toEqual([
      expect.closeTo(13 / Math.sqrt(228), 6),
      expect.closeTo(10 / Math.sqrt(100.8), 6),
      expect.closeTo(13 / Math.sqrt(228), 6),
    ]);
    expect(fits.every((f) => f.flag === null)).toBe(true);
  });

  it('flags an item running against the others, one that barely follows them and one nobody varies on', () => {
    // A fourth item answered the other way round (6 − i1), a fifth unrelated, a sixth always 3.
    const rows = likert.map((r, i) => [...r, 6 - r[0]!, [3, 2, 4, 3, 3][i]!, 3]);
    const fits = itemTotalCorrelations(rows);
    expect(fits[3]).toMatchObject({ flag: 'negative' });
    expect(fits[3]!.r!).toBeLessThan(0);
    expect(fits[4]!.r!).toBeLessThan(0.2);
    expect(fits[4]!.flag).not.toBeNull();
    expect(fits[5]).toEqual({ r: null, flag: 'constant' });
    expect(fits[0]!.flag).toBeNull();
  });
});

describe('the distribution and the SEM', () => {
  it('gives the mean, SD and histogram of scores on 0-100', () => {
    // Totals 8, 13, 8, 13, 4 on 3-15 as 0-100: (total − 3)/12 × 100.
    const scores = [8, 13, 8, 13, 4].map((t) => ((t - 3) / 12) * 100);
    const d = scoreDistribution(scores);
    expect(d.mean).toBeCloseTo(((9.2 - 3) / 12) * 100, 10);
    // SD of totals √14.7 = 3.83406, on 0-100: × 100/12.
    expect(d.sd).toBeCloseTo((Math.sqrt(14.7) * 100) / 12, 10);
    // 8.33 → bin 0, 41.67 ×2 → bin 4, 83.33 ×2 → bin 8; 100 falls in the last bin.
    expect(d.histogram).toEqual([1, 0, 0, 0, 2, 0, 0, 0, 2, 0]);
    expect(scoreDistribution([100, 0]).histogram).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
  });

  it('gives SEM = SD × √(1 − alpha), SD itself for a negative alpha', () => {
    // SD 31.95, alpha 45/49: √(4/49) = 2/7, SEM = 31.95 × 2/7 = 9.128
    const sd = (Math.sqrt(14.7) * 100) / 12;
    expect(standardError(sd, 45 / 49)).toBeCloseTo((sd * 2) / 7, 10);
    expect(standardError(10, -0.3)).toBe(10);
    expect(standardError(10, null)).toBeNull();
  });

  it('marks a scale with fewer attempts than the minimum as too few, and one at the minimum as enough', () => {
    const score = (r: readonly number[]) => ((r.reduce((s, v) => s + v, 0) - 3) / 12) * 100;
    const few = scaleQuality(likert, likert.map(score));
    expect(few).toMatchObject({ attempts: 5, items: 3, too_few: true });
    expect(few.sem).toBeCloseTo(((Math.sqrt(14.7) * 100) / 12) * (2 / 7), 10);
    const many = Array.from({ length: SCALE_QUALITY_MIN_ATTEMPTS }, (_, i) => likert[i % 5]!);
    expect(scaleQuality(many, many.map(score)).too_few).toBe(false);
  });

  it('withholds the items’ flags of a scale with too few attempts, keeping their correlations, and flags them at the minimum', () => {
    // The six-item rows of the flagging case above: items 4-6 flagged once there are enough attempts.
    const six = likert.map((r, i) => [...r, 6 - r[0]!, [3, 2, 4, 3, 3][i]!, 3]);
    const score = (r: readonly number[]) => (r.reduce((s, v) => s + v, 0) / 36) * 100;
    const few = scaleQuality(six, six.map(score));
    expect(few.too_few).toBe(true);
    expect(few.item_fits.map((f) => f.flag)).toEqual([null, null, null, null, null, null]);
    expect(few.item_fits[3]!.r!).toBeLessThan(0);
    const many = Array.from({ length: SCALE_QUALITY_MIN_ATTEMPTS }, (_, i) => six[i % 5]!);
    const enough = scaleQuality(many, many.map(score));
    expect(enough.item_fits.map((f) => f.flag)).toEqual([null, null, null, 'negative', expect.anything(), 'constant']);
  });
});

/*
 * Pooled fixture (D512): nine runs of a section of three right/wrong questions drawing two, each
 * pair drawn by three runs (- not drawn).
 *   R1 1 1 -   R2 1 - 1   R3 - 1 1   R4 1 0 -   R5 0 - 0   R6 - 0 0   R7 0 0 -   R8 1 - 0   R9 - 1 0
 * Given to 6/9 = 2/3 of the runs each: i1 1,1,1,0,0,1 variance 4/15; i2 1,1,0,0,0,1 3/10;
 * i3 1,1,0,0,0,0 4/15. Each pair over its three runs: (1,1), (1,0), (0,0) covariance 1/6.
 * S = 2/3 × (4/15 + 3/10 + 4/15) = 5/9; T = S + 2 × 3 pairs × 1/3 × 1/6 = 8/9; k = 3 × 2/3 = 2;
 * alpha = 2 × (1 − 5/8) = 3/4 (the undrawn counted wrong, zeros: 1/18).
 * Item against the mean of the row's other drawn item: i1 over (1,1), (1,1), (1,0), (0,0), (0,0),
 * (1,0): r = (2/3)/(4/3) = 1/2; i2 1/3; i3 1/2.
 * Scores over the drawn: 100 ×3, 50 ×3, 0 ×3; mean 50, SD √(15000/8) = 25√3, SEM 25√3 × 1/2.
 */
const pooledRows = [
  [1, 1, null],
  [1, null, 1],
  [null, 1, 1],
  [1, 0, null],
  [0, null, 0],
  [null, 0, 0],
  [0, 0, null],
  [1, null, 0],
  [null, 1, 0],
];

describe('a pooled section’s figures (D512)', () => {
  it('gives alpha 3/4 over the test each run took, its undrawn questions missing, not wrong', () => {
    expect(pooledAlpha(pooledRows)).toEqual({ alpha: expect.closeTo(3 / 4, 12), k: 2 });
    const scores = pooledRows.map((r) => {
      const drawn = r.filter((v): v is number => v !== null);
      return (drawn.reduce((s, v) => s + v, 0) / drawn.length) * 100;
    });
    const q = scaleQuality(pooledRows, scores);
    expect(q).toMatchObject({ attempts: 9, items: 3 });
    expect(q.alpha).toBeCloseTo(3 / 4, 12);
    expect(q.item_fits.map((f) => f.r)).toEqual([
      expect.closeTo(1 / 2, 12),
      expect.closeTo(1 / 3, 12),
      expect.closeTo(1 / 2, 12),
    ]);
    expect(q.distribution.mean).toBeCloseTo(50, 12);
    expect(q.distribution.sd).toBeCloseTo(25 * Math.sqrt(3), 10);
    expect(q.sem).toBeCloseTo(12.5 * Math.sqrt(3), 10);
    // Feldt's interval with the two questions each run was given.
    expect(q.interval).toEqual(feldtInterval(3 / 4, 9, 2).map((x) => expect.closeTo(x, 10)));
  });

  it('is Cronbach’s alpha when every run was given every item', () => {
    expect(pooledAlpha(likert)).toEqual({ alpha: expect.closeTo(45 / 49, 12), k: 3 });
    expect(pooledAlpha(rightWrong)).toEqual({ alpha: expect.closeTo(152 / 195, 12), k: 4 });
  });
});
