/** A copy of `list` with the item at `index` moved one place up (-1) or down (1), for the plan editor's reorder calls. */
export function move<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(index + by, 0, item!);
  return next;
}
