/**
 * The mails the product sends from a template, and the variables each may use. A variable's kind
 * says how its value goes into the HTML part: text is escaped, a link is escaped and must be
 * http(s), paragraphs (a message someone wrote) become escaped paragraphs with line breaks.
 */

import type { EmailTemplateSlug } from './email-template-slugs.ts';

export { EMAIL_TEMPLATE_SLUGS, type EmailTemplateSlug } from './email-template-slugs.ts';

export type VariableKind = 'text' | 'link' | 'paragraphs';
export interface TemplateVariable {
  name: string;
  kind: VariableKind;
  /** What the value is, for the editor's variable picker. */
  description: string;
  /** A value the preview uses when the editor gives none. */
  example: string;
}

const v = (name: string, kind: VariableKind, description: string, example: string): TemplateVariable => ({
  name,
  kind,
  description,
  example,
});

/** The offer approval mails (D320) name the same offer and link to its application. */
const OFFER_APPROVAL_VARIABLES: readonly TemplateVariable[] = [
  v('applicant_name', 'text', 'Full name of the applicant', 'Dana Lee'),
  v('job_name', 'text', 'Title of the requisition', 'Warehouse Associate'),
  v('company_name', 'text', 'Name of the company', 'Demo Company'),
  v(
    'scorecard_link',
    'link',
    'Link to the application, where the offer is',
    'https://example.com/smartreq-detail-applicant/1',
  ),
];

/** The three calendar mails share their variables; each carries an .ics file. */
const INTERVIEW_VARIABLES: readonly TemplateVariable[] = [
  v('first_name', 'text', 'First name of the person who receives the email', 'Dana'),
  v('applicant_name', 'text', 'Full name of the applicant', 'Dana Lee'),
  v('company_name', 'text', 'Name of the company', 'Demo Company'),
  v('job_name', 'text', 'Title of the requisition', 'Warehouse Associate'),
  v('interview_title', 'text', 'Name of the interview', 'First interview'),
  v(
    'interview_time',
    'text',
    'Date and time in the reader’s time zone, with the zone',
    'Monday 30 November 2026, 10:00 (Europe/Madrid)',
  ),
  v('interview_place', 'text', 'Where: the address or the video-meeting link', 'https://meet.example.com/abc'),
  v(
    'details_link',
    'link',
    'Link to the interview: to reschedule or cancel (applicant) or to the list of interviews (interviewer)',
    'https://example.com/schedule-interview/3f2c1a9e-0000-4000-8000-000000000000',
  ),
];

/** The offer mails share their variables. */
const OFFER_VARIABLES: readonly TemplateVariable[] = [
  v('first_name', 'text', 'First name of the person who receives the email', 'Dana'),
  v('applicant_name', 'text', 'Full name of the applicant', 'Dana Lee'),
  v('company_name', 'text', 'Name of the company', 'Demo Company'),
  v('job_name', 'text', 'Title of the requisition', 'Warehouse Associate'),
  v(
    'offer_link',
    'link',
    'Link to read and sign the offer (or to the scorecard, for staff)',
    'https://example.com/offer/3f2c1a9e-0000-4000-8000-000000000000',
  ),
  v('link_days', 'text', 'Days the link stays valid', '14'),
  v('reason', 'paragraphs', 'The reason the candidate gave when declining (may be empty)', 'I accepted another offer.'),
];

export const TEMPLATE_VARIABLES: Record<EmailTemplateSlug, readonly TemplateVariable[]> = {
  password_reset: [
    v('first_name', 'text', 'First name of the person', 'Dana'),
    v('last_name', 'text', 'Last name of the person', 'Lee'),
    v('reset_link', 'link', 'Link to choose a new password', 'https://example.com/reset-password?uid=1&userToken=abc'),
    v('link_minutes', 'text', 'Minutes the link stays valid', '60'),
  ],
  sign_up_code: [
    v('first_name', 'text', 'First name the person signed up with', 'Dana'),
    v('code', 'text', 'The 6-digit code that finishes the sign-up', '482913'),
    v('code_minutes', 'text', 'Minutes the code stays valid', '15'),
  ],
  sign_up_account_exists: [
    v('first_name', 'text', 'First name of the account’s owner', 'Dana'),
    v('sign_in_link', 'link', 'Link to the sign-in page', 'https://example.com/login'),
    v('reset_link', 'link', 'Link to ask for a password reset', 'https://example.com/request-password-reset'),
  ],
  account_security_notice: [
    v('first_name', 'text', 'First name of the account’s owner', 'Dana'),
    v('change', 'text', 'What changed, in the owner’s language', 'A passkey named “Work laptop” was added.'),
    v('reset_link', 'link', 'Link to ask for a password reset', 'https://example.com/request-password-reset'),
    v(
      'security_link',
      'link',
      'Link to the page listing passkeys and the authenticator app',
      'https://example.com/change-password',
    ),
  ],
  staff_invitation: [
    v('first_name', 'text', 'First name of the person invited', 'Dana'),
    v('last_name', 'text', 'Last name of the person invited', 'Lee'),
    v('inviter_name', 'text', 'Name of the staff member who invites', 'Sam Rivera'),
    v('company_name', 'text', 'Name of the company', 'Demo Company'),
    v(
      'invitation_link',
      'link',
      'Link to accept the invitation and choose a password',
      'https://example.com/accept-invitation?token=abc',
    ),
    v('link_days', 'text', 'Days the link stays valid', '7'),
  ],
  pathway_invitation: [
    v('first_name', 'text', 'First name of the employee invited', 'Dana'),
    v('inviter_name', 'text', 'Name of the staff member who added them', 'Sam Rivera'),
    v('company_name', 'text', 'Name of the company', 'Demo Company'),
    v('pathway_name', 'text', 'Title of the pathway', 'Team Lead'),
    v(
      'invite_message',
      'paragraphs',
      "The pathway's invite message (may be empty)",
      'We would like you to take the team-lead assessments this month.',
    ),
    v(
      'start_link',
      'link',
      'Link to start: the pathway, or first a password to choose when the employee has none',
      'https://example.com/login/career-pathways/3f2c1a9e-0000-4000-8000-000000000000',
    ),
    v('link_days', 'text', 'Days a link to choose a password stays valid', '7'),
    v(
      'start_step',
      'text',
      'What to do at the link: sign in (the employee has an account) or choose a password first (they have none)',
      'Sign in with your Assay account to start:',
    ),
  ],
  application_received: [
    v('first_name', 'text', 'First name of the applicant', 'Dana'),
    v('last_name', 'text', 'Last name of the applicant', 'Lee'),
    v('job_name', 'text', 'Title of the requisition', 'Warehouse Associate'),
    v('company_name', 'text', 'Name of the company', 'Demo Company'),
    v(
      'tracker_link',
      'link',
      'Link to the application’s progress tracker',
      'https://example.com/user/progress-tracker?jobUuid=1&refId=2',
    ),
  ],
  applicant_email: [
    v('first_name', 'text', 'First name of the applicant', 'Dana'),
    v('last_name', 'text', 'Last name of the applicant', 'Lee'),
    v('job_name', 'text', 'Title of the requisition', 'Warehouse Associate'),
    v('company_name', 'text', 'Name of the company', 'Demo Company'),
    v('sender_name', 'text', 'Name of the staff member who writes', 'Sam Rivera'),
    v('subject', 'text', 'Subject the staff member wrote', 'Your interview'),
    v(
      'message',
      'paragraphs',
      'Message the staff member wrote',
      'Thank you for applying.\n\nCould you come on Monday?',
    ),
  ],
  application_rejected: [
    v('first_name', 'text', 'First name of the applicant', 'Dana'),
    v('last_name', 'text', 'Last name of the applicant', 'Lee'),
    v('job_name', 'text', 'Title of the requisition', 'Warehouse Associate'),
    v('company_name', 'text', 'Name of the company', 'Demo Company'),
    v('sender_name', 'text', 'Name of the staff member who rejects', 'Sam Rivera'),
  ],
  scorecard_share: [
    v('sender_name', 'text', 'Name of the staff member who shares', 'Sam Rivera'),
    v('applicant_name', 'text', 'Full name of the applicant', 'Dana Lee'),
    v('job_name', 'text', 'Title of the requisition', 'Warehouse Associate'),
    v('company_name', 'text', 'Name of the company', 'Demo Company'),
    v('scorecard_link', 'link', 'Link to the scorecard', 'https://example.com/smartreq-detail-applicant/1'),
    v('message', 'paragraphs', 'Note the staff member added (may be empty)', 'Worth a call, I think.'),
  ],
  interview_booking_link: [
    v('first_name', 'text', 'First name of the applicant', 'Dana'),
    v('company_name', 'text', 'Name of the company', 'Demo Company'),
    v('job_name', 'text', 'Title of the requisition', 'Warehouse Associate'),
    v('interview_title', 'text', 'Name of the interview', 'First interview'),
    v('duration_minutes', 'text', 'How long the interview lasts, in minutes', '30'),
    v(
      'booking_link',
      'link',
      'Link to choose a time for the interview',
      'https://example.com/schedule-interview/3f2c1a9e-0000-4000-8000-000000000000',
    ),
    v('link_days', 'text', 'Days the link stays valid', '14'),
  ],
  interview_invitation: INTERVIEW_VARIABLES,
  interview_changed: INTERVIEW_VARIABLES,
  interview_cancelled: INTERVIEW_VARIABLES,
  offer_sent: OFFER_VARIABLES,
  offer_reminder: OFFER_VARIABLES,
  offer_signed: OFFER_VARIABLES,
  offer_declined: OFFER_VARIABLES,
  offer_expired: OFFER_VARIABLES,
  outcome_invitation: [
    v('company_name', 'text', 'Name of the company', 'Demo Company'),
    v('profile_name', 'text', 'Title of the job profile', 'Store Associate'),
    v('period_name', 'text', 'Name of the outcome period', 'Spring review'),
    v('people_count', 'text', 'How many of the supervisor’s people the questions are about', '4'),
    v(
      'answer_link',
      'link',
      'Link to answer the outcome questions',
      'https://example.com/outcome-review/3f2c1a9e-0000-4000-8000-000000000000',
    ),
    v('link_days', 'text', 'Days the link stays valid', '30'),
  ],
  satisfaction_invitation: [
    v('company_name', 'text', 'Name of the company', 'Demo Company'),
    v('profile_name', 'text', 'Title of the job profile', 'Store Associate'),
    v('period_name', 'text', 'Name of the outcome period', 'Spring review'),
    v(
      'answer_link',
      'link',
      'Link to the employee’s job profile page, where they answer',
      'https://example.com/user/job-profile',
    ),
    v('link_days', 'text', 'Days the questions stay open', '30'),
  ],
  profile_plan_invitation: [
    v('first_name', 'text', 'First name of the employee', 'Dana'),
    v('company_name', 'text', 'Name of the company', 'Demo Company'),
    v('profile_name', 'text', 'Title of the job profile', 'Store Associate'),
    v(
      'start_link',
      'link',
      'Link to the employee’s tracker, where they take the plan',
      'https://example.com/user/progress-tracker?jobUuid=abc&refId=def',
    ),
  ],
  note_mention: [
    v('first_name', 'text', 'First name of the staff member mentioned', 'Sam'),
    v('sender_name', 'text', 'Name of the colleague who wrote the note', 'Rita Recruiter'),
    v('applicant_name', 'text', 'Full name of the applicant', 'Dana Lee'),
    v('job_name', 'text', 'Title of the requisition', 'Warehouse Associate'),
    v('company_name', 'text', 'Name of the company', 'Demo Company'),
    v('message', 'paragraphs', 'The note', '@Sam Rivera could you check her references?'),
    v('scorecard_link', 'link', 'Link to the application', 'https://example.com/smartreq-detail-applicant/1'),
  ],
  offer_approval_request: [v('first_name', 'text', 'First name of the approver', 'Sam'), ...OFFER_APPROVAL_VARIABLES],
  offer_sent_back: [
    v('first_name', 'text', 'First name of the recruiter who made the offer', 'Rita'),
    v('approver_name', 'text', 'Name of the approver who sent it back', 'Sam Rivera'),
    v('message', 'paragraphs', 'What the approver asks to change', 'The salary is above the band; please check it.'),
    ...OFFER_APPROVAL_VARIABLES,
  ],
  offer_approved: [
    v('first_name', 'text', 'First name of the recruiter who made the offer', 'Rita'),
    v('approver_name', 'text', 'Name of the last approver', 'Sam Rivera'),
    ...OFFER_APPROVAL_VARIABLES,
  ],
  feedback_reminder: [
    v('first_name', 'text', 'First name of the interviewer', 'Sam'),
    v('applicant_name', 'text', 'Full name of the applicant', 'Dana Lee'),
    v('job_name', 'text', 'Title of the requisition', 'Warehouse Associate'),
    v('interview_title', 'text', 'Name of the interview', 'First interview'),
    v(
      'interview_time',
      'text',
      'When the interview took place, in the interviewer’s zone',
      'Monday, March 9, 2026 at 10:00 AM (Europe/Madrid)',
    ),
    v(
      'evaluation_link',
      'link',
      'Link to the evaluation',
      'https://example.com/interview/3f2c1a9e-0000-4000-8000-000000000000',
    ),
  ],
  background_check_invitation: [
    v('first_name', 'text', 'First name of the applicant', 'Dana'),
    v('job_name', 'text', 'Title of the requisition', 'Warehouse Associate'),
    v('company_name', 'text', 'Name of the company', 'Demo Company'),
    v(
      'check_link',
      'link',
      'The background-check provider’s link to give consent and details',
      'https://apply.checkr.com/invitation/abc',
    ),
  ],
  applicant_welcome: [
    v('first_name', 'text', 'First name of the applicant', 'Dana'),
    v('last_name', 'text', 'Last name of the applicant', 'Lee'),
    v('company_name', 'text', 'Name of the company', 'Demo Company'),
    v('job_name', 'text', 'Title of the requisition the applicant was imported into', 'Warehouse Associate'),
    v(
      'start_link',
      'link',
      'One-time link to choose a password, then open the application',
      'https://example.com/accept-invitation?token=abc',
    ),
    v('link_days', 'text', 'Days the link stays valid', '14'),
  ],
};

export const variableNames = (slug: EmailTemplateSlug): string[] => TEMPLATE_VARIABLES[slug].map((x) => x.name);

/**
 * The mails a company may change, in each language (D381): every mail a candidate reads from the
 * company (applying, messages, rejection, interviews, the offer to sign, the background check, the
 * welcome of an imported applicant) and two to staff. Password reset and the sign-up mails are the
 * platform's own, as are the mails to staff about approvals, reminders and outcomes.
 */
export const COMPANY_TEMPLATE_SLUGS: readonly EmailTemplateSlug[] = [
  'staff_invitation',
  'application_received',
  'applicant_email',
  'application_rejected',
  'scorecard_share',
  'interview_booking_link',
  'interview_invitation',
  'interview_changed',
  'interview_cancelled',
  'offer_sent',
  'offer_reminder',
  'offer_signed',
  'background_check_invitation',
  'applicant_welcome',
];

/**
 * What a mail cannot do without (D381): the link its reader acts on, the interview's time. A saved
 * version (a company's or the system's) keeps each in both its HTML and its plain text, so a
 * company's own words never send a candidate an invitation with no way to answer it.
 */
export const REQUIRED_TEMPLATE_VARIABLES: Partial<Record<EmailTemplateSlug, readonly string[]>> = {
  staff_invitation: ['invitation_link'],
  application_received: ['tracker_link'],
  scorecard_share: ['scorecard_link'],
  interview_booking_link: ['booking_link'],
  interview_invitation: ['interview_time', 'details_link'],
  interview_changed: ['interview_time', 'details_link'],
  interview_cancelled: ['interview_time'],
  offer_sent: ['offer_link'],
  offer_reminder: ['offer_link'],
  offer_signed: ['offer_link'],
  background_check_invitation: ['check_link'],
  applicant_welcome: ['start_link'],
};
