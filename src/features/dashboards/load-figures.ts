/**
 * A dashboard route's loader reads its figures through this (D494). Entering the page, the read is
 * awaited, so the page renders with its figures; a failure is the figures' part to show, with its
 * "Try again". Another filter on the same page (the router's cause "stay") starts the read and
 * does not wait for it: the page renders at once with the new filter and the figures shown stay,
 * dimmed, while the new ones load in place, where awaiting would hold the navigation and, after a
 * second, show the router's pending screen in place of the page.
 */
export async function loadFigures(cause: 'preload' | 'enter' | 'stay', read: () => Promise<unknown>): Promise<void> {
  const figures = read().catch(() => undefined);
  if (cause !== 'stay') await figures;
}
