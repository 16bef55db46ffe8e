/**
 * Resolves in a later task, so the browser may paint and handle input in between: work split by it
 * runs as several short tasks instead of one long one (Total Blocking Time on a phone).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
