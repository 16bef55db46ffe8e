/** The two-factor and step-up refusals in the user's language (D204, D262); anything else as errorText says it. */
import { t } from '@lingui/core/macro';
import { ApiError } from '../../lib/api-client.ts';
import { errorText } from '../../lib/error-text.ts';

export function secondFactorErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    switch (error.code) {
      case 'second_factor_invalid':
        return t`This code is not valid, or it was already used.`;
      case 'passkey_invalid':
        return t`This passkey could not be verified for this site.`;
      case 'passkey_unknown':
        return t`This passkey is not registered for an account here. Sign in with your password, then add it under Two-factor sign-in.`;
      case 'passkey_sign_in_expired':
        return t`This passkey request has expired or was already used. Please try again.`;
      case 'second_factor_expired':
        return t`This sign-in step has expired. Please sign in again.`;
      case 'second_factor_already_enrolled':
        return t`This second factor is already set up.`;
      case 'second_factor_setup_required':
        return t`Set up a second factor to continue.`;
      case 'step_up_required':
        return t`Confirm it is you first: enter your password or a code, or use a passkey.`;
      case 'step_up_invalid':
        return t`That did not confirm it is you. Check your password or code and try again.`;
    }
  }
  return errorText(error);
}
