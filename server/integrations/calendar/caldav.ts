/**
 * The CalDAV adapter (tsdav): an interviewer's calendars, their busy times, and the interview's
 * event written, replaced and deleted. Every call has a time limit, so a calendar server that
 * hangs cannot hold a booking. Failures are thrown as CalendarError with the server's own reason
 * (tsdav's message names the request and the status, for example "401 Unauthorized").
 */
import { DAVClient, type DAVCalendar } from 'tsdav';
import { OutboundAddressError, publicAddressesOf } from '../outbound-address.ts';
import { busySpans, type BusySpan } from './ics-busy.ts';

export interface CalendarCredentials {
  serverUrl: string;
  username: string;
  secret: string;
}

export interface CalendarInfo {
  url: string;
  displayName: string;
}

export const CALDAV_TIMEOUT_MS = 10_000;

export class CalendarError extends Error {}

/**
 * An interviewer types the server's address, so by default it may not point inside our network
 * (CALENDAR_ALLOW_PRIVATE=1 allows it: tests, and a deployment whose calendar server is internal).
 * Set once from the config when the app is built.
 */
let allowPrivate = false;
export function setCalendarNetworkPolicy(policy: { allowPrivate: boolean }): void {
  allowPrivate = policy.allowPrivate;
}

async function assertReachable(serverUrl: string): Promise<void> {
  let url: URL;
  try {
    url = new URL(serverUrl);
  } catch {
    throw new CalendarError('The calendar server address is not valid.');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new CalendarError('The calendar server address must start with https://.');
  if (allowPrivate) return;
  try {
    await publicAddressesOf(url.hostname);
  } catch (error) {
    if (error instanceof OutboundAddressError)
      throw new CalendarError(
        error.reason === 'private'
          ? 'The calendar server address points to a private network address.'
          : 'The calendar server address was not found.',
      );
    throw error;
  }
}

function reasonOf(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError' || error.name === 'AbortError')
      return 'The calendar server did not answer in time.';
    const cause = (error as { cause?: { code?: string } }).cause;
    if (cause?.code === 'ECONNREFUSED') return `The calendar server refused the connection (${error.message}).`;
    if (cause?.code === 'ENOTFOUND') return `The calendar server's address was not found (${error.message}).`;
    return error.message;
  }
  return String(error);
}

async function withClient<T>(credentials: CalendarCredentials, run: (client: DAVClient) => Promise<T>): Promise<T> {
  try {
    await assertReachable(credentials.serverUrl);
    const client = new DAVClient({
      serverUrl: credentials.serverUrl,
      credentials: { username: credentials.username, password: credentials.secret },
      authMethod: 'Basic',
      defaultAccountType: 'caldav',
      fetchOptions: { signal: AbortSignal.timeout(CALDAV_TIMEOUT_MS) },
    });
    await client.login();
    return await run(client);
  } catch (error) {
    if (error instanceof CalendarError) throw error;
    throw new CalendarError(reasonOf(error).slice(0, 500));
  }
}

const takesEvents = (c: DAVCalendar) => !c.components || c.components.includes('VEVENT');

async function eventCalendars(client: DAVClient): Promise<DAVCalendar[]> {
  return (await client.fetchCalendars()).filter(takesEvents);
}

/** The calendars that take events; a connection that works but has none is an error too. */
export async function listCalendars(credentials: CalendarCredentials): Promise<CalendarInfo[]> {
  return withClient(credentials, async (client) => {
    const calendars = await eventCalendars(client);
    if (calendars.length === 0) throw new CalendarError('The account has no calendar that takes events.');
    return calendars.map((c) => ({
      url: c.url,
      displayName: typeof c.displayName === 'string' && c.displayName ? c.displayName : c.url,
    }));
  });
}

/** What makes the person busy between `from` and `to`, over all their event calendars. */
export async function busyTimes(
  credentials: CalendarCredentials,
  from: Date,
  to: Date,
  timeZone: string,
): Promise<BusySpan[]> {
  return withClient(credentials, async (client) => {
    const spans: BusySpan[] = [];
    for (const calendar of await eventCalendars(client)) {
      const objects = await client.fetchCalendarObjects({
        calendar,
        timeRange: { start: from.toISOString(), end: to.toISOString() },
        expand: true,
      });
      for (const o of objects) if (typeof o.data === 'string') spans.push(...busySpans(o.data, timeZone));
    }
    return spans.filter((s) => s.start < to.getTime() && s.end > from.getTime());
  });
}

async function checked(response: Response, what: string, allow: number[] = []): Promise<void> {
  if (response.ok || allow.includes(response.status)) return;
  throw new CalendarError(`${what} returned ${response.status} ${response.statusText}`.trim());
}

/** Writes the event at `eventUrl` (made or replaced whole); answers its URL. */
export async function putEvent(credentials: CalendarCredentials, eventUrl: string, ics: string): Promise<string> {
  return withClient(credentials, async (client) => {
    const response = await client.updateCalendarObject({ calendarObject: { url: eventUrl, data: ics } });
    await checked(response, `PUT ${eventUrl}`);
    return eventUrl;
  });
}

/** Deletes the event; one already gone counts as deleted. */
export async function deleteEvent(credentials: CalendarCredentials, eventUrl: string): Promise<void> {
  await withClient(credentials, async (client) => {
    const response = await client.deleteCalendarObject({ calendarObject: { url: eventUrl } });
    await checked(response, `DELETE ${eventUrl}`, [404, 410]);
  });
}
