/** Machine-readable error codes the server sends; the client maps them to the spec's texts. */
import { UserResponseErrorCode } from './user-response.ts';
import { AttemptLeaseErrorCode } from './attempt-lease-codes.ts';
import { AiWritingErrorCode } from './ai-writing.ts';
import { OperationsErrorCode } from './operations.ts';
import { HiringClassErrorCode } from './hiring-class-codes.ts';
import { JobPostingErrorCode } from './job-posting-codes.ts';
import { SsoErrorCode } from './sso-codes.ts';
import { PathwaySetupErrorCode } from './pathway-setup-codes.ts';
import { JobProfileErrorCode } from './job-profile-codes.ts';
import { OutcomeErrorCode } from './outcome-codes.ts';
import { CommonErrorCode } from './common-error-codes.ts';

export const ErrorCode = {
  ...UserResponseErrorCode,
  ...AttemptLeaseErrorCode,
  ...AiWritingErrorCode,
  ...OperationsErrorCode,
  ...HiringClassErrorCode,
  ...JobPostingErrorCode,
  ...SsoErrorCode,
  ...PathwaySetupErrorCode,
  ...JobProfileErrorCode,
  ...OutcomeErrorCode,
  ...CommonErrorCode,
} as const;
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];
