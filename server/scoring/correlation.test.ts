import { describe, expect, it } from 'vitest';
import { CORRELATION_MIN_N, RELIABLE_MIN_N, correlate, fisherInterval, pointBiserial, reading } from './correlation.ts';

const pairs = (xs: number[], ys: number[]) => xs.map((x, i) => ({ x, y: ys[i]! }));

/** mulberry32: a small seeded generator, so the generated data is the same on every run. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Standard normal values by Box-Muller. */
function normals(random: () => number) {
  return () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

/** The textbook two-pass formula, as an independent reference for the library's r. */
function referencePearson(xs: number[], ys: number[]): number {
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  let sxy = 0,
    sxx = 0,
    syy = 0;
  for (let i = 0; i < xs.length; i++) {
    sxy += (xs[i]! - mx) * (ys[i]! - my);
    sxx += (xs[i]! - mx) ** 2;
    syy += (ys[i]! - my) ** 2;
  }
  return sxy / Math.sqrt(sxx * syy);
}

describe('correlations checked by hand', () => {
  it('given x 1..5 and y 2,4,5,4,5, then r = 6 / sqrt(10 * 6) = 0.7746 with Fisher interval -0.3401 to 0.9842 (n 5)', () => {
    // Deviations from the means 3 and 4: x -2,-1,0,1,2; y -2,0,1,0,1. Sum of products 6, of squares 10 and 6.
    const c = correlate(pairs([1, 2, 3, 4, 5], [2, 4, 5, 4, 5]));
    expect(c.n).toBe(5);
    expect(c.r).toBeCloseTo(0.7746, 4);
    // z = atanh(0.7746) = 1.0317, half width 1.96 / sqrt(5 - 3) = 1.3859; tanh of 1.0317 ± 1.3859.
    expect(c.low).toBeCloseTo(-0.3401, 4);
    expect(c.high).toBeCloseTo(0.9842, 4);
    expect(c.reliable).toBe(false);
  });

  it('given scores 1..6 where the top three stayed, then the point-biserial r = (5 - 2) / 1.7078 * sqrt(0.5 * 0.5) = 0.8783', () => {
    const c = pointBiserial([1, 2, 3, 4, 5, 6].map((x) => ({ x, outcome: x > 3 })));
    expect(c.r).toBeCloseTo(0.8783, 4);
    expect(c.low).toBeCloseTo(0.2324, 4);
    expect(c.high).toBeCloseTo(0.9866, 4);
  });

  it('given a perfectly inverse relation, then r is -1 with a degenerate interval', () => {
    const c = correlate(pairs([1, 2, 3, 4, 5, 6], [12, 10, 8, 6, 4, 2]));
    expect(c.r).toBeCloseTo(-1, 12);
    expect(fisherInterval(-1, 6)).toEqual({ low: -1, high: -1 });
  });

  it('given too few people, missing values or no spread, then no r at all', () => {
    expect(correlate(pairs([1, 2, 3, 4], [1, 2, 3, 5])).r).toBeNull();
    expect(correlate([...pairs([1, 2, 3, 4], [1, 2, 3, 5]), { x: 5, y: null }]).n).toBe(CORRELATION_MIN_N - 1);
    expect(correlate(pairs([1, 2, 3, 4, 5], [3, 3, 3, 3, 3])).r).toBeNull();
    expect(pointBiserial([1, 2, 3, 4, 5].map((x) => ({ x, outcome: true }))).r).toBeNull();
  });

  it('reads sizes by the 0.1 / 0.3 / 0.5 marks and says when there are too few people', () => {
    expect(reading({ r: 0.42, n: 38, low: 0.12, high: 0.65, reliable: false })).toEqual({
      strength: 'moderate',
      direction: 'positive',
      excludes_zero: true,
      too_few: true,
    });
    expect(reading({ r: -0.05, n: 200, low: -0.19, high: 0.09, reliable: true })).toEqual({
      strength: 'none',
      direction: null,
      excludes_zero: false,
      too_few: false,
    });
    expect(reading({ r: -0.6, n: 80, low: -0.73, high: -0.44, reliable: true }).strength).toBe('strong');
  });
});

describe('correlations on generated data', () => {
  // y = b x + e with x and e standard normal: the population correlation is b / sqrt(b^2 + 1).
  const b = 0.75;
  const rho = b / Math.sqrt(b * b + 1); // 0.6

  function sample(n: number, random: () => number) {
    const xs: number[] = [];
    const ys: number[] = [];
    for (let i = 0; i < n; i++) {
      const x = random();
      xs.push(x);
      ys.push(b * x + random());
    }
    return { xs, ys };
  }

  it('given a known linear relation with noise, then r agrees with the reference formula and its interval holds the true 0.6', () => {
    const { xs, ys } = sample(500, normals(seeded(25)));
    const c = correlate(pairs(xs, ys));
    expect(c.r).toBeCloseTo(referencePearson(xs, ys), 10);
    expect(c.low!).toBeLessThan(rho);
    expect(c.high!).toBeGreaterThan(rho);
    expect(c.high! - c.low!).toBeLessThan(0.15);
    expect(c.reliable).toBe(true);
  });

  it('given 400 generated samples of 60 people, then about 95% of the intervals hold the true correlation', () => {
    const random = normals(seeded(118));
    let covered = 0;
    const runs = 400;
    for (let i = 0; i < runs; i++) {
      const { xs, ys } = sample(60, random);
      const c = correlate(pairs(xs, ys));
      if (c.low! <= rho && rho <= c.high!) covered++;
    }
    // Binomial(400, 0.95): 0.92 to 0.98 holds with room to spare.
    expect(covered / runs).toBeGreaterThan(0.92);
    expect(covered / runs).toBeLessThan(0.98);
  });

  it('given a yes/no outcome drawn from a threshold on the score, then the point-biserial r agrees with the reference and is positive', () => {
    const random = normals(seeded(7));
    const xs: number[] = [];
    const stayed: boolean[] = [];
    for (let i = 0; i < 300; i++) {
      const x = random();
      xs.push(x);
      stayed.push(x + random() > 0);
    }
    const c = pointBiserial(xs.map((x, i) => ({ x, outcome: stayed[i]! })));
    expect(c.r).toBeCloseTo(
      referencePearson(
        xs,
        stayed.map((s) => (s ? 1 : 0)),
      ),
      10,
    );
    expect(c.low!).toBeGreaterThan(0);
    expect(c.n).toBeGreaterThanOrEqual(RELIABLE_MIN_N);
  });
});
