/**
 * The mails of interview scheduling: the scheduling link to the candidate, and the invitation,
 * change and cancellation to the candidate and every interviewer, each with an .ics file. The
 * calendar file carries instants in UTC (unambiguous across daylight-saving changes); the mail's
 * text says the time in the reader's own zone (the candidate's: the interview's zone; an
 * interviewer's: their profile's). One uid per interview and a rising SEQUENCE let calendars
 * replace or remove the event they already hold.
 */
import { createEvent } from 'ics';
import type { Db } from '../../db/database.ts';
import { withReplyAddress, withReplyAddresses } from '../replies/index.ts';
import { queueMail, storeMailFiles, type OutgoingMail } from '../../integrations/mail.ts';
import {
  asLanguage,
  templatedMails,
  type TemplatedMailInput,
} from '../../integrations/mail-template/templated-mail.ts';
import { formatWhen } from '../../integrations/mail-template/mail-time.ts';
import { allVersions, pickText } from '../../../contracts/company-text.ts';

export type CalendarChange = 'invitation' | 'changed' | 'cancelled';

export interface CalendarInterview {
  interviewUuid: string;
  accountId: number;
  /** As written, in the company's default language (the calendar file's). */
  title: string;
  /** The company's versions of the title by language (D199: `title_i18n`) and its default language. */
  titleVersions?: unknown;
  defaultLanguage?: string | null;
  companyName: string;
  jobTitle: string;
  startsAt: Date;
  endsAt: Date;
  /** The candidate's zone (the one the time was chosen in). */
  timeZone: string;
  location: string;
  meetingUrl: string;
  instructions: string;
  sequence: number;
  applicant: {
    first_name: string;
    last_name: string;
    email: string;
    preferred_language: string | null;
    detailsLink: string;
  };
  panel: {
    first_name: string;
    last_name: string;
    email: string;
    preferred_language: string | null;
    time_zone: string;
  }[];
  panelLink: string;
  /** The application: the candidate's mail answers to its reply address (D313). */
  refId?: string | undefined;
}

/** An interview's name in the reader's language where the company wrote that version, else as written (D278). */
export function titleIn(
  interview: Pick<CalendarInterview, 'title' | 'titleVersions' | 'defaultLanguage'>,
  reader: string | null,
): string {
  const fallback = asLanguage(interview.defaultLanguage);
  const versions = allVersions(interview.title, interview.titleVersions, fallback);
  return pickText(versions, asLanguage(reader ?? interview.defaultLanguage), fallback).text || interview.title;
}

const placeOf = (i: Pick<CalendarInterview, 'location' | 'meetingUrl'>) =>
  [i.location, i.meetingUrl].filter(Boolean).join(' · ') || '-';

/**
 * The .ics text of one interview. As an iTIP message (mail): METHOD REQUEST, or CANCEL for a
 * cancellation, organised by the first interviewer. As a calendar's stored copy (CalDAV, RFC 4791
 * forbids METHOD there): the same event without it.
 */
export function interviewCalendar(
  interview: CalendarInterview,
  change: CalendarChange,
  use: 'itip' | 'stored' = 'itip',
): string {
  const name = (p: { first_name: string; last_name: string }) => `${p.first_name} ${p.last_name}`.trim();
  const organizer = interview.panel[0];
  const { error, value } = createEvent({
    productId: '-//Assay//Interviews//EN',
    ...(use === 'itip' ? { method: change === 'cancelled' ? 'CANCEL' : 'REQUEST' } : {}),
    ...(organizer ? { organizer: { name: name(organizer), email: organizer.email } } : {}),
    uid: `${interview.interviewUuid}@assay`,
    sequence: interview.sequence,
    start: interview.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: interview.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: `${interview.title}: ${interview.jobTitle} (${interview.companyName})`,
    description: [interview.instructions, interview.meetingUrl].filter(Boolean).join('\n\n'),
    ...(interview.location || interview.meetingUrl ? { location: interview.location || interview.meetingUrl } : {}),
    ...(interview.meetingUrl ? { url: interview.meetingUrl } : {}),
    status: change === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: 'BUSY',
    attendees: [
      { name: name(interview.applicant), email: interview.applicant.email, rsvp: true, role: 'REQ-PARTICIPANT' },
      ...interview.panel.map((p) => ({ name: name(p), email: p.email, rsvp: true, role: 'REQ-PARTICIPANT' as const })),
    ],
  });
  if (error || !value) throw error ?? new Error('the calendar file could not be made');
  // ics writes METHOD:PUBLISH when given none; a stored copy carries no METHOD at all.
  return use === 'stored' ? value.replace(/^METHOD:[^\r\n]*\r?\n/m, '') : value;
}

const SLUG = {
  invitation: 'interview_invitation',
  changed: 'interview_changed',
  cancelled: 'interview_cancelled',
} as const;

/** Queues the change's mail to the candidate and each interviewer, all carrying the same .ics file. */
export async function mailCalendarChange(db: Db, interview: CalendarInterview, change: CalendarChange): Promise<void> {
  const ics = interviewCalendar(interview, change);
  const [fileId] = await storeMailFiles(db, [
    {
      account_id: interview.accountId,
      file_name: change === 'cancelled' ? 'cancel.ics' : 'invite.ics',
      content_type: `text/calendar; charset=utf-8; method=${change === 'cancelled' ? 'CANCEL' : 'REQUEST'}`,
      content: Buffer.from(ics, 'utf8'),
    },
  ]);
  const applicantName = `${interview.applicant.first_name} ${interview.applicant.last_name}`.trim();
  const common = {
    company_name: interview.companyName,
    job_name: interview.jobTitle,
    interview_place: placeOf(interview),
    applicant_name: applicantName,
  };
  const inputs: TemplatedMailInput[] = [
    {
      slug: SLUG[change],
      to: interview.applicant.email,
      language: interview.applicant.preferred_language,
      values: {
        ...common,
        interview_title: titleIn(interview, interview.applicant.preferred_language),
        first_name: interview.applicant.first_name,
        interview_time: formatWhen(
          interview.startsAt,
          interview.timeZone,
          asLanguage(interview.applicant.preferred_language),
        ),
        details_link: interview.applicant.detailsLink,
      },
      purpose: { reason: 'interview', accountId: interview.accountId, role: 'applicant' },
    },
    ...interview.panel.map((p): TemplatedMailInput => ({
      slug: SLUG[change],
      to: p.email,
      language: p.preferred_language,
      values: {
        ...common,
        interview_title: titleIn(interview, p.preferred_language),
        first_name: p.first_name,
        interview_time: formatWhen(interview.startsAt, p.time_zone, asLanguage(p.preferred_language)),
        details_link: interview.panelLink,
      },
      purpose: { reason: 'interview', accountId: interview.accountId, role: 'interviewer' },
    })),
  ];
  const made: OutgoingMail[] = (await templatedMails(db, inputs)).map((m) => ({
    ...m,
    attachments: fileId === undefined ? [] : [fileId],
  }));
  // The first is the candidate's; the panel's answer to their own addresses.
  const mails = await withReplyAddresses(
    db,
    made,
    made.map((_, i) => (i === 0 ? interview.refId : undefined)),
  );
  await queueMail(db, mails);
}

export async function mailBookingLink(
  db: Db,
  input: {
    accountId: number;
    to: string;
    language: string | null;
    firstName: string;
    companyName: string;
    jobTitle: string;
    title: string;
    titleVersions?: unknown;
    defaultLanguage?: string | null;
    durationMinutes: number;
    link: string;
    linkDays: number;
    refId?: string | undefined;
  },
): Promise<void> {
  const [mail] = await templatedMails(db, [
    {
      slug: 'interview_booking_link',
      to: input.to,
      language: input.language,
      values: {
        first_name: input.firstName,
        company_name: input.companyName,
        job_name: input.jobTitle,
        interview_title: titleIn(input, input.language),
        duration_minutes: String(input.durationMinutes),
        booking_link: input.link,
        link_days: String(input.linkDays),
      },
      purpose: { reason: 'interview', accountId: input.accountId, role: 'applicant' },
    },
  ]);
  await queueMail(db, input.refId ? await withReplyAddress(db, mail!, input.refId) : mail!);
}
