/** The order an attempt shows its questions in (D319): seeded, reproducible, independent of input order. */
import { describe, expect, it } from 'vitest';
import {
  attemptSections,
  drawnQuestions,
  hash32,
  mulberry32,
  orderKey,
  seededOrder,
  skillsTestSeed,
  skillsTestSections,
} from './attempt-order.ts';

const ids = Array.from({ length: 40 }, (_, i) => `item-${i + 1}`);
const SEED = '6f1c2a4e-8b3d-4c5f-9a7e-1d2b3c4d5e6f';

describe('the seeded generator', () => {
  it('gives FNV-1a’s published values and mulberry32’s known first draws', () => {
    // FNV-1a 32-bit test vectors (the empty string, "a", "foobar").
    expect(hash32('')).toBe(0x811c9dc5);
    expect(hash32('a')).toBe(0xe40c292c);
    expect(hash32('foobar')).toBe(0xbf9cf968);
    // mulberry32 seeded with 0: the reference implementation's first output × 2^32.
    expect(Math.round(mulberry32(0)() * 4294967296)).toBe(1144304738);
  });

  it('keys an item the same each time and within [0, 1)', () => {
    for (const id of ids) {
      const key = orderKey(SEED, id);
      expect(key).toBe(orderKey(SEED, id));
      expect(key).toBeGreaterThanOrEqual(0);
      expect(key).toBeLessThan(1);
    }
  });
});

describe('an attempt’s order', () => {
  it('is the same for the same seed, whatever order the items come in, and a permutation of them', () => {
    const once = seededOrder(SEED, ids, (id) => id);
    expect(seededOrder(SEED, [...ids].reverse(), (id) => id)).toEqual(once);
    expect([...once].sort()).toEqual([...ids].sort());
    expect(once).not.toEqual(ids);
  });

  it('differs between attempts: of 50 seeds no two give the same order of 40 items', () => {
    const orders = new Set(Array.from({ length: 50 }, (_, i) => seededOrder(`attempt-${i}`, ids, (id) => id).join()));
    expect(orders.size).toBe(50);
  });

  it('puts each item first about as often as any other over many attempts', () => {
    const five = ['a', 'b', 'c', 'd', 'e'];
    const first = new Map<string, number>();
    for (let i = 0; i < 5000; i++) {
      const head = seededOrder(`seed-${i}`, five, (id) => id)[0]!;
      first.set(head, (first.get(head) ?? 0) + 1);
    }
    // 1,000 expected each; ±150 is over 5 standard deviations (√(5000 × 0.2 × 0.8) = 28).
    for (const id of five) expect(Math.abs((first.get(id) ?? 0) - 1000)).toBeLessThan(150);
  });

  it('keeps the others’ relative order when items are left out (the hiring form)', () => {
    const all = seededOrder(SEED, ids, (id) => id);
    const left = new Set(['item-3', 'item-17', 'item-28']);
    expect(
      seededOrder(
        SEED,
        ids.filter((id) => !left.has(id)),
        (id) => id,
      ),
    ).toEqual(all.filter((id) => !left.has(id)));
  });
});

describe('a questionnaire’s sections in an attempt', () => {
  const item = (item_id: string, sort_order: number, is_practice = false) => ({ item_id, sort_order, is_practice });
  const sections = [
    { sort_order: 2, is_practice: false, items: ids.slice(20).map((id, i) => item(id, i)) },
    { sort_order: 1, is_practice: false, items: ids.slice(0, 20).map((id, i) => item(id, i)) },
    { sort_order: 0, is_practice: true, items: [item('p2', 2), item('p1', 1)] },
  ];
  const order = (seed: string | undefined, fixed: boolean) =>
    attemptSections(sections, seed, fixed).map((s) => s.items.map((i) => i.item_id));

  it('keeps the practice section first in the author’s order, the sections in order, and shuffles within each', () => {
    const [practice, first, second] = order(SEED, false);
    expect(practice).toEqual(['p1', 'p2']);
    expect(first).toEqual(seededOrder(SEED, ids.slice(0, 20), (id) => id));
    expect(second).toEqual(seededOrder(SEED, ids.slice(20), (id) => id));
    expect(first).not.toEqual(ids.slice(0, 20));
  });

  it('keeps the author’s order where the author fixed it, and before there is an attempt', () => {
    const authored = [['p1', 'p2'], ids.slice(0, 20), ids.slice(20)];
    expect(order(SEED, true)).toEqual(authored);
    expect(order(undefined, false)).toEqual(authored);
  });
});

describe('a skills test’s sections in a run (D332)', () => {
  /** A practice section of 2 questions and two timed sections of 6 questions, 4 options each, in the author’s order. */
  const test = [
    { id: 10, practice: true, questions: 2 },
    { id: 11, practice: false, questions: 6 },
    { id: 12, practice: false, questions: 6 },
  ].map((s) => ({
    skills_test_section_id: s.id,
    is_practice: s.practice,
    questions: Array.from({ length: s.questions }, (_, q) => ({
      skills_test_question_id: s.id * 100 + q,
      options: Array.from({ length: 4 }, (_, o) => ({ skills_test_option_id: (s.id * 100 + q) * 10 + o })),
    })),
  }));
  const REF = '0b6f1c2a-8b3d-4c5f-9a7e-1d2b3c4d5e6f';
  const layout = (sections: typeof test) =>
    sections.map((s) => ({
      section: s.skills_test_section_id,
      questions: s.questions.map((q) => [q.skills_test_question_id, ...q.options.map((o) => o.skills_test_option_id)]),
    }));
  const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);

  it('names a run by its application and activity, so the device knows it before the run starts', () => {
    expect(skillsTestSeed(REF, 42)).toBe(`${REF}:42`);
    expect(skillsTestSeed(REF, 42)).not.toBe(skillsTestSeed(REF, 43));
  });

  it('shuffles the timed questions and each question’s options, the same on every call, and keeps practice and the sections in place', () => {
    const seed = skillsTestSeed(REF, 42);
    const once = skillsTestSections(test, seed, false);
    expect(layout(skillsTestSections(test, seed, false))).toEqual(layout(once));
    expect(once.map((s) => s.skills_test_section_id)).toEqual([10, 11, 12]);
    expect(once[0]).toBe(test[0]);
    for (const [i, section] of once.entries()) {
      const authored = test[i]!;
      // A permutation of the same questions, each with a permutation of its own options.
      expect(sorted(section.questions.map((q) => q.skills_test_question_id))).toEqual(
        authored.questions.map((q) => q.skills_test_question_id),
      );
      for (const q of section.questions)
        expect(sorted(q.options.map((o) => o.skills_test_option_id))).toEqual(
          authored.questions
            .find((a) => a.skills_test_question_id === q.skills_test_question_id)!
            .options.map((o) => o.skills_test_option_id),
        );
    }
    // Some timed question or option order moved (of 2 x 6! x 24^12 layouts, the author’s comes up by chance almost never).
    expect(layout(once)).not.toEqual(layout(test));
    // The content arriving in another order gives the same run.
    const reversed = test.map((s) => ({
      ...s,
      questions: [...s.questions].reverse().map((q) => ({ ...q, options: [...q.options].reverse() })),
    }));
    expect(layout(skillsTestSections(reversed, seed, false).slice(1))).toEqual(layout(once.slice(1)));
  });

  it('gives another run another order, and each option every place about as often over many runs', () => {
    const layouts = new Set(
      Array.from({ length: 30 }, (_, n) =>
        JSON.stringify(layout(skillsTestSections(test, skillsTestSeed(REF, n), false))),
      ),
    );
    expect(layouts.size).toBe(30);
    const firsts = new Map<number, number>();
    for (let n = 0; n < 4000; n++) {
      const first = skillsTestSections(test, skillsTestSeed(REF, n), false)[1]!.questions.find(
        (q) => q.skills_test_question_id === 1100,
      )!.options[0]!.skills_test_option_id;
      firsts.set(first, (firsts.get(first) ?? 0) + 1);
    }
    expect([...firsts.keys()].sort()).toEqual([11000, 11001, 11002, 11003]);
    // 1,000 expected each; 4 standard deviations is about 110.
    for (const count of firsts.values()) expect(Math.abs(count - 1000)).toBeLessThan(120);
  });

  it('draws a pool’s size of a timed section’s questions per run, the same on every call, other runs other draws (D503)', () => {
    const pooled = test.map((s) => (s.skills_test_section_id === 11 ? { ...s, pool_size: 3 } : s));
    const seed = skillsTestSeed(REF, 42);
    const once = skillsTestSections(pooled, seed, false);
    const drawn = once[1]!.questions.map((q) => q.skills_test_question_id);
    expect(drawn).toHaveLength(3);
    expect(new Set(drawn).size).toBe(3);
    for (const id of drawn) expect(id >= 1100 && id < 1106).toBe(true);
    expect(drawnQuestions(seed, pooled[1]!).map((q) => q.skills_test_question_id)).toEqual(drawn);
    expect(layout(skillsTestSections(pooled, seed, false))).toEqual(layout(once));
    // The other sections are whole; the fixed order draws the same three, in the author’s order.
    expect(once[2]!.questions).toHaveLength(6);
    expect(skillsTestSections(pooled, seed, true)[1]!.questions.map((q) => q.skills_test_question_id)).toEqual(
      sorted(drawn),
    );
    const draws = new Set(
      Array.from({ length: 40 }, (_, n) =>
        JSON.stringify(
          sorted(
            skillsTestSections(pooled, skillsTestSeed(REF, n), false)[1]!.questions.map(
              (q) => q.skills_test_question_id,
            ),
          ),
        ),
      ),
    );
    // 20 possible draws of 3 from 6: 40 runs meet several of them.
    expect(draws.size).toBeGreaterThan(5);
    // A pool as large as the section, or none, draws everything.
    expect(drawnQuestions(seed, { ...pooled[1]!, pool_size: 6 })).toHaveLength(6);
    expect(drawnQuestions(seed, { ...pooled[0]!, pool_size: 1 })).toHaveLength(2);
  });

  it('keeps the author’s order of every question and option where the author fixed it', () => {
    expect(layout(skillsTestSections(test, skillsTestSeed(REF, 42), true))).toEqual(layout(test));
  });
});
