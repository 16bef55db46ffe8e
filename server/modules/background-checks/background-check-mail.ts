/**
 * The candidate's mail with the provider's invitation link, made from the
 * `background_check_invitation` template in the candidate's language (D369): the platform's
 * version in that language, else English, as every other mail to a candidate.
 */
import type { Db } from '../../db/database.ts';
import type { OutgoingMail } from '../../integrations/mail.ts';
import { templatedMail } from '../../integrations/mail-template/templated-mail.ts';

interface InvitationMail {
  to: string;
  firstName: string;
  jobTitle: string;
  companyName: string;
  invitationUrl: string;
  accountId: number;
  language: string | null;
}

export function invitationMail(db: Db, m: InvitationMail): Promise<OutgoingMail> {
  return templatedMail(db, {
    slug: 'background_check_invitation',
    to: m.to,
    language: m.language,
    values: {
      first_name: m.firstName,
      job_name: m.jobTitle,
      company_name: m.companyName,
      check_link: m.invitationUrl,
    },
    purpose: { reason: 'applicant_email', accountId: m.accountId },
  });
}
