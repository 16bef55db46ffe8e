import { useLingui } from '@lingui/react/macro';
import { ApiError } from '../../lib/api-client.ts';
import { errorText } from '../../lib/error-text.ts';

/**
 * A posting's refusal in words. What goes on the career page speaks for the company: changing,
 * publishing, unpublishing and deleting a posting take the requisitions permission; being on the
 * team drafts only (D262).
 */
export function usePostingRefusalText(): (error: unknown) => string {
  const { t } = useLingui();
  return (error) =>
    error instanceof ApiError && error.status === 403
      ? t`Only people with access to all requisitions can change, publish, unpublish or delete a posting.`
      : errorText(error);
}
