import { useLingui } from '@lingui/react/macro';
import type { EmailTemplateSlug } from '../../../contracts/email-template-catalog.ts';

/** The mails' names and descriptions in the reader's language (the server keeps them per template language). */
export function useTemplateNames(): Record<EmailTemplateSlug, { name: string; description: string }> {
  const { t } = useLingui();
  return {
    password_reset: { name: t`Password reset`, description: t`Sent when someone asks to reset the password of an account.` },
    applicant_email: { name: t`Message to applicants`, description: t`Wraps the message a staff member writes to applicants from the applicant list.` },
    scorecard_share: { name: t`Shared scorecard`, description: t`Sent when a staff member shares an applicant’s scorecard.` },
  };
}
