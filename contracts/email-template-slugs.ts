/** The mails the product sends from a template; apart from their variables so route search readers stay small. */
export const EMAIL_TEMPLATE_SLUGS = [
  'password_reset',
  'staff_invitation',
  'pathway_invitation',
  'application_received',
  'applicant_email',
  'scorecard_share',
  'interview_booking_link',
  'interview_invitation',
  'interview_changed',
  'interview_cancelled',
  'offer_sent',
  'offer_reminder',
  'offer_signed',
  'offer_declined',
  'offer_expired',
  'outcome_invitation',
  'satisfaction_invitation',
  'profile_plan_invitation',
  'applicant_welcome',
] as const;
export type EmailTemplateSlug = (typeof EMAIL_TEMPLATE_SLUGS)[number];
