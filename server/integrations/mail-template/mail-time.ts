/**
 * A moment as a mail says it: in the reader's language and the given time zone, the zone named
 * after it. Interview mails (scheduling, feedback reminders) and a staff member's mail to applicants
 * ({{interview_time}}) all say times this way, so it lives below the modules that send them.
 */
import type { Language } from '../../../contracts/languages.ts';

export function formatWhen(date: Date, timeZone: string, language: Language): string {
  const text = new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(date);
  return `${text} (${timeZone})`;
}
