/**
 * The order an attempt shows its questions in (D319): shuffled per attempt, from a seed kept with
 * the attempt (its id, made on the device when the attempt starts and kept in the device's store
 * and in user_attempts), so a reload, offline too, shows the same order, another device taking the
 * attempt over shows it too, and staff can rebuild the order the candidate saw. Each item's place
 * is a number drawn from a small seeded generator (mulberry32) whose seed is a hash of the attempt's
 * seed and the item's id: the order of a set of items does not depend on the order they came in,
 * and leaving items out (the hiring form, D291) keeps the others' relative order. Scoring reads
 * answers by item id and never by position.
 */

/** 32-bit FNV-1a of a string's UTF-16 code units. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a seeded generator of numbers in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An item's place in an attempt's order: the first draw of the generator seeded by both. */
export function orderKey(seed: string, id: string): number {
  return mulberry32(hash32(`${seed}\u0000${id}`))();
}

/** `items` in the attempt's order: by each one's key, ties by id (the same on every device). */
export function seededOrder<T>(seed: string, items: readonly T[], idOf: (item: T) => string): T[] {
  return items
    .map((item) => ({ item, id: idOf(item), key: orderKey(seed, idOf(item)) }))
    .sort((a, b) => a.key - b.key || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map(({ item }) => item);
}

interface OrderedItem {
  item_id: string;
  sort_order: number;
  is_practice: boolean;
}

interface OrderedSection {
  sort_order: number;
  is_practice: boolean;
  items: readonly OrderedItem[];
}

/**
 * A questionnaire's sections and items in the order an attempt shows them: the practice section
 * first, then the others by their order; within a section the practice items first in the author's
 * order, then the counted items shuffled by `seed` unless the author fixed the order (or there is
 * no attempt yet). Both the screens and the staff's view of an attempt call this.
 */
export function attemptSections<S extends OrderedSection>(
  sections: readonly S[],
  seed: string | undefined,
  fixedOrder: boolean,
): { section: S; items: S['items'][number][] }[] {
  return [...sections]
    .sort((a, b) => Number(b.is_practice) - Number(a.is_practice) || a.sort_order - b.sort_order)
    .map((section) => {
      const authored: S['items'][number][] = [...section.items].sort((a, b) => a.sort_order - b.sort_order);
      const practice = authored.filter((i) => section.is_practice || i.is_practice);
      const counted = authored.filter((i) => !(section.is_practice || i.is_practice));
      const shuffled = seed === undefined || fixedOrder ? counted : seededOrder(seed, counted, (i) => i.item_id);
      return { section, items: [...practice, ...shuffled] };
    });
}

/**
 * A skills test's seed: a test has one run per application and activity (user_skills_tests' unique
 * key), so that run is named by the application's ref_id and the activity's id, which the device
 * knows before the run starts, offline too, and every device and the server read alike.
 */
export const skillsTestSeed = (refId: string, jobStepActivityId: number): string => `${refId}:${jobStepActivityId}`;

interface ShuffledOption {
  skills_test_option_id: number;
}

interface ShuffledQuestion {
  skills_test_question_id: number;
  options: readonly ShuffledOption[];
}

interface ShuffledSection {
  is_practice: boolean;
  /** Draw this many of the section's questions per run (D503); null or absent: all of them. */
  pool_size?: number | null;
  questions: readonly ShuffledQuestion[];
}

/**
 * The questions of a timed section a run draws (D503): with a pool size N below the section's
 * count, the first N in the run's seeded order (the same order the run shows them in), so the draw
 * and the order come from one seed and every device, the server's scoring and staff's view agree;
 * otherwise every question. Practice sections are never drawn from.
 */
export function drawnQuestions<Q extends { skills_test_question_id: number }>(
  seed: string,
  section: { is_practice: boolean; pool_size?: number | null; questions: readonly Q[] },
): Q[] {
  const shuffled = seededOrder(seed, section.questions, (q) => `q${q.skills_test_question_id}`);
  const size = section.pool_size;
  if (section.is_practice || size == null || size >= section.questions.length) return shuffled;
  return shuffled.slice(0, Math.max(size, 1));
}

/**
 * A skills test's sections as a run shows them (D332): each timed section's questions in the run's
 * order, and each of their options in an order of the run and the question's own (choices are
 * unordered, unlike a questionnaire's scale, D319); practice sections and every section's place
 * stay as authored, and so does the order when the author fixed it. A timed section with a pool
 * size shows only the questions the run draws (D503), drawn whether or not the order is fixed (in
 * the author's order then). The sections come in authored (their questions and options in their
 * sort order); scoring reads the chosen option's id, over the drawn questions only.
 */
export function skillsTestSections<S extends ShuffledSection>(
  sections: readonly S[],
  seed: string,
  fixedOrder: boolean,
): S[] {
  return sections.map((section) => {
    if (section.is_practice) return section;
    const drawn = drawnQuestions(seed, section);
    if (fixedOrder) {
      if (drawn.length === section.questions.length) return section;
      const kept = new Set(drawn.map((q) => q.skills_test_question_id));
      return { ...section, questions: section.questions.filter((q) => kept.has(q.skills_test_question_id)) };
    }
    const questions = drawn.map((question) => ({
      ...question,
      options: seededOrder(
        `${seed}\u0000q${question.skills_test_question_id}`,
        question.options,
        (o) => `o${o.skills_test_option_id}`,
      ),
    }));
    return { ...section, questions };
  });
}
