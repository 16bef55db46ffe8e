import { t } from '@lingui/core/macro';
import { AiWritingErrorCode } from '../../../../contracts/ai-writing.ts';
import { ErrorCode } from '../../../../contracts/error-codes.ts';

/** What the toolbar says when a suggestion fails, in the user's language. */
export function suggestionErrorText(code: string): string {
  switch (code) {
    case AiWritingErrorCode.notConfigured:
      return t`Writing help is not set up on this server.`;
    case AiWritingErrorCode.upstreamUnavailable:
      return t`The writing-help service could not be reached. Please try again later.`;
    case AiWritingErrorCode.upstreamRefused:
      return t`The writing-help service refused the request. Please try again later.`;
    case AiWritingErrorCode.upstreamTimeout:
      return t`The writing-help service took too long to answer. Please try again.`;
    case ErrorCode.validation:
      return t`Write or select some text first.`;
    case 'network':
      return t`The answer was cut off. Please try again.`;
    case ErrorCode.rateLimited:
      return t`Too many writing-help requests. Please wait a moment and try again.`;
  }
  return t`An error occurred please try again`;
}
