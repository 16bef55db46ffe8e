/** What each background-check status and result is called on screen (D237). */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BackgroundCheckResult, BackgroundCheckStatus } from '../../../contracts/background-checks.ts';

export const BACKGROUND_CHECK_STATUS_LABELS: Record<BackgroundCheckStatus, MessageDescriptor> = {
  requested: msg`Sending the invitation`,
  invited: msg`Invited`,
  in_progress: msg`In progress`,
  complete: msg`Complete`,
  suspended: msg`Suspended`,
  disputed: msg`Disputed`,
  canceled: msg`Canceled`,
  expired: msg`Invitation expired`,
  failed: msg`Invitation not sent`,
};

export const BACKGROUND_CHECK_RESULT_LABELS: Record<BackgroundCheckResult, MessageDescriptor> = {
  clear: msg`Clear`,
  consider: msg`Consider`,
};
