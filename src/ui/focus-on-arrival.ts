/**
 * Moves focus to a screen's heading as it appears, so a keyboard or screen-reader user starts
 * there, unless the person has already put focus outside the page's main content (the account
 * menu in the header, say): a heading that renders late, after a slow reload, must not take
 * focus from where they are and close what they opened.
 */
export function focusOnArrival(element: HTMLElement | null | undefined): void {
  if (!element) return;
  const active = document.activeElement;
  const main = element.closest('main');
  if (main && active && active !== document.body && active.isConnected && !main.contains(active)) return;
  element.focus();
}
