/** The words the mail log shows for a status and for why a mail was sent. */
import { useLingui } from '@lingui/react/macro';
import type { MailLogStatus } from '../../../contracts/mail-log.ts';

export function useMailLabels() {
  const { t } = useLingui();
  const statuses: Record<MailLogStatus, string> = {
    queued: t`Queued`,
    sending: t`Sending`,
    sent: t`Sent`,
    failed: t`Failed`,
    uncertain: t`Uncertain`,
  };
  const reasons: Record<string, string> = {
    password_reset: t`Password reset`,
    sign_up_code: t`Sign-up code`,
    sign_up_account_exists: t`Sign-up with a known address`,
    account_security: t`Sign-in change notice`,
    applicant_email: t`Message to a candidate`,
    scorecard_share: t`Shared scorecard`,
    staff_notice: t`Notice to staff`,
  };
  return {
    status: (status: MailLogStatus) => statuses[status],
    reason: (reason: string) => reasons[reason] ?? reason,
    company: (name: string | null) => name ?? t`Assay (platform)`,
  };
}
