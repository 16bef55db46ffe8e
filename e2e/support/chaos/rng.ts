/**
 * A small seeded PRNG (mulberry32) for the chaos test: the same seed draws the same plan of faults
 * and answers. What the network and the server do in between is not drawn, so two runs of one
 * seed make the same choices but may meet them at slightly different moments.
 */
export interface Rng {
  /** [0, 1) */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  /** An integer in [min, max]. */
  between(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A new generator drawn from this one: a candidate's own, independent of the others' timing. */
  fork(): Rng;
}

export function seeded(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const rng: Rng = {
    next,
    int: (n) => Math.floor(next() * n),
    between: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    fork: () => seeded(Math.floor(next() * 4_294_967_296)),
  };
  return rng;
}

/** A seed from the command line ("--seed 1234" or "seed=1234"), else a fresh one. */
export function seedFrom(args: readonly string[], fallback = Math.floor(Math.random() * 2 ** 31)): number {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--seed' && args[i + 1] !== undefined) return Number(args[i + 1]);
    const match = /^(?:--)?seed=(\d+)$/.exec(arg);
    if (match) return Number(match[1]);
  }
  return fallback;
}
