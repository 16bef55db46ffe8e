/** The calendar connection's field messages, translated where the server's rule is known. */
import { t } from '@lingui/core/macro';

export function calendarFieldText(message: string): string {
  if (/https:\/\//.test(message)) return t`Enter an address that starts with https://`;
  if (/server address/.test(message)) return t`Enter the calendar server address`;
  if (/user name/.test(message)) return t`Enter your user name`;
  if (/password/i.test(message)) return t`Enter the password or app token.`;
  return message;
}
