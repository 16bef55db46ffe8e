/** A 'YYYY-MM-DD' date as the reader's language writes it (the date itself, not a moment in a time zone). */
export function formatLegalDate(day: string, locale: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
