/** The words of job profile screens that several screens share. */
import { msg, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import { JobProfileErrorCode } from '../../../contracts/job-profile-codes.ts';
import { PROFILE_TITLE_MAX, type ProfileOutcome } from '../../../contracts/job-profiles.ts';
import { OutcomeErrorCode } from '../../../contracts/outcome-codes.ts';
import { ApiError } from '../../lib/api-client.ts';
import { errorText } from '../../lib/error-text.ts';

export const OUTCOME_LABELS: Record<ProfileOutcome, MessageDescriptor> = {
  retention_90_day: msg`90-day retention`,
  turnover: msg`Turnover`,
  performance_rating: msg`Performance rating`,
  satisfaction: msg`Satisfaction`,
};

export const OUTCOME_HINTS: Record<ProfileOutcome, MessageDescriptor> = {
  retention_90_day: msg`Whether people are still here 90 days after they start, from their start and end dates.`,
  turnover: msg`Whether people stay or leave, from their end of employment.`,
  performance_rating: msg`The rating their supervisor gives, 1 to 5.`,
  satisfaction: msg`How satisfied they say they are.`,
};

/** A refused call in the user's language: the job-profile codes first, then the shared texts. */
export function profileErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    switch (error.code) {
      case JobProfileErrorCode.unknownEmployees:
        return t`Some of these are not employees of the company.`;
      case JobProfileErrorCode.inAnotherProfile:
        return t`Some of these employees are participants of another profile: move them from there.`;
      case JobProfileErrorCode.notParticipants:
        return t`Some of these employees are not participants of this profile.`;
      case JobProfileErrorCode.badMoveTarget:
        return t`Choose another of your job profiles to move them to.`;
      case OutcomeErrorCode.noQuestions:
        return t`The company has no outcome questions yet: write them in Settings, Outcomes first.`;
      case OutcomeErrorCode.noSupervisors:
        return t`No participant still employed in this role can be asked: add supervisor emails (and, for satisfaction questions, the employees’ emails) first.`;
      case ErrorCode.validation:
        return error.errors?.[0]?.prop === 'title'
          ? t`Enter a title of at most ${PROFILE_TITLE_MAX} characters.`
          : errorText(error);
    }
  }
  return errorText(error);
}
