/** When summarised figures are as of (D143, D157, D164): the time alone on the same day, else with the date. */
import type { I18n } from '@lingui/core';

export function asOfTime(i18n: I18n, at: string, now: Date): string {
  const sameDay = new Date(at).toDateString() === now.toDateString();
  return i18n.date(at, sameDay ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' });
}
