import { useLingui } from '@lingui/react/macro';
import type { EmailTemplateSlug } from '../../../contracts/email-template-catalog.ts';

/** The mails' names and descriptions in the reader's language (the server keeps them per template language). */
export function useTemplateNames(): Record<EmailTemplateSlug, { name: string; description: string }> {
  const { t } = useLingui();
  return {
    password_reset: {
      name: t`Password reset`,
      description: t`Sent when someone asks to reset the password of an account.`,
    },
    sign_up_code: {
      name: t`Sign-up code`,
      description: t`Sent with the code that finishes creating a candidate account.`,
    },
    sign_up_account_exists: {
      name: t`Sign-up with a known address`,
      description: t`Sent to the owner of an account when someone tries to create an account with its email.`,
    },
    account_security_notice: {
      name: t`Sign-in change notice`,
      description: t`Sent to the owner of an account when how they sign in changes: password, email, second factors, recovery codes, signed-in devices.`,
    },
    staff_invitation: {
      name: t`Staff invitation`,
      description: t`Sent when a company invites a person to work in it on Assay.`,
    },
    pathway_invitation: {
      name: t`Pathway invitation`,
      description: t`Sent to an employee when staff add them to a pathway.`,
    },
    application_received: {
      name: t`Application received`,
      description: t`Sent when a candidate applies to a requisition.`,
    },
    applicant_email: {
      name: t`Message to applicants`,
      description: t`Wraps the message a staff member writes to applicants from the applicant list.`,
    },
    application_rejected: {
      name: t`Application not taken forward`,
      description: t`Sent to a candidate who is rejected with the standard text, in the candidate’s language.`,
    },
    scorecard_share: {
      name: t`Shared scorecard`,
      description: t`Sent when a staff member shares an applicant’s scorecard.`,
    },
    interview_booking_link: {
      name: t`Interview: choose a time`,
      description: t`Sent when staff ask a candidate to choose a time for an interview.`,
    },
    interview_invitation: {
      name: t`Interview invitation`,
      description: t`Sent to the candidate and the interviewers when an interview is booked; the calendar file is attached.`,
    },
    interview_changed: {
      name: t`Interview changed`,
      description: t`Sent to the candidate and the interviewers when an interview moves; the calendar file is attached.`,
    },
    interview_cancelled: {
      name: t`Interview cancelled`,
      description: t`Sent to the candidate and the interviewers when an interview is cancelled or declined; the calendar file removes it.`,
    },
    offer_sent: {
      name: t`Offer to sign`,
      description: t`Sent to each signer of an offer when it is their turn to sign.`,
    },
    offer_reminder: { name: t`Offer reminder`, description: t`Sent when staff remind the signer whose turn it is.` },
    offer_signed: {
      name: t`Offer signed`,
      description: t`Sent to every signer and the sender when everyone has signed an offer.`,
    },
    offer_declined: { name: t`Offer declined`, description: t`Sent to the sender when a signer declines an offer.` },
    offer_expired: {
      name: t`Offer expired`,
      description: t`Sent to the sender when an offer passes its expiry without every signature.`,
    },
    outcome_invitation: {
      name: t`Outcome questions`,
      description: t`Sent to each supervisor when a job profile opens an outcome period.`,
    },
    satisfaction_invitation: {
      name: t`Satisfaction questions`,
      description: t`Sent to each employee of a job profile when it opens an outcome period and the company asks employees questions.`,
    },
    profile_plan_invitation: {
      name: t`Measurement plan`,
      description: t`Sent to each employee of a job profile when the days after their start that the profile sets have passed, with the link to take its measurement plan.`,
    },
    applicant_welcome: {
      name: t`Welcome to an imported applicant`,
      description: t`Sent once to each applicant an import gives a new account, with a link to choose a password.`,
    },
    note_mention: {
      name: t`Mention in a note`,
      description: t`Sent to a staff member a colleague mentions in a note on an application.`,
    },
    feedback_reminder: {
      name: t`Feedback reminder`,
      description: t`Sent to an interviewer whose evaluation of an interview that has ended is still missing.`,
    },
    offer_approval_request: {
      name: t`Offer to approve`,
      description: t`Sent to the approver whose turn it is when an offer of the company waits for approval.`,
    },
    offer_sent_back: {
      name: t`Offer sent back`,
      description: t`Sent to the recruiter who made an offer when an approver sends it back with a comment.`,
    },
    offer_approved: {
      name: t`Offer approved`,
      description: t`Sent to the recruiter who made an offer when its last approver approves it: it may be sent.`,
    },
    background_check_invitation: {
      name: t`Background check invitation`,
      description: t`Sent to a candidate with the background-check provider’s link, in the candidate’s language.`,
    },
  };
}

/** What each variable holds, in the reader's language; a name not listed keeps the server's English text. */
export function useVariableDescriptions(): Record<string, string> {
  const { t } = useLingui();
  return {
    first_name: t`First name of the person who receives the email`,
    last_name: t`Last name of the person who receives the email`,
    reset_link: t`Link to choose a new password`,
    link_minutes: t`Minutes the link stays valid`,
    job_name: t`Title of the requisition`,
    company_name: t`Name of the company`,
    sender_name: t`Name of the staff member who sends it`,
    subject: t`Subject the staff member wrote`,
    message: t`Message the staff member wrote (may be empty when sharing a scorecard)`,
    applicant_name: t`Full name of the applicant`,
    scorecard_link: t`Link to the scorecard`,
    approver_name: t`Name of the approver of an offer`,
    tracker_link: t`Link to the application’s progress tracker`,
    inviter_name: t`Name of the staff member who invites`,
    invitation_link: t`Link to accept the invitation and choose a password`,
    link_days: t`Days the link stays valid`,
    offer_link: t`Link to read and sign the offer (or to the scorecard, for staff)`,
    reason: t`The reason the candidate gave when declining (may be empty)`,
    check_link: t`The background-check provider’s link to give consent and details`,
  };
}
