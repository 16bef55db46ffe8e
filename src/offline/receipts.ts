/**
 * A receipt before deletion (offline promise 8), shared by every final submission on the outbox:
 * a submission carries (or is compared with) the count and canonical hash (contracts/user-response.ts
 * `answersHash`) of what this device holds; it counts as received only when the server's receipt
 * repeats both. A receipt that differs, or a 409 answers_mismatch, sends the device's copy again,
 * up to MAX_RESYNCS times; after that the difference is shown and the local copy is still kept.
 */
import type { AnswersDigest } from '../../contracts/user-response-codes.ts';
import type { Refusal } from './db.ts';

/** How often the device's copy is sent again after the server's count or hash differed. */
export const MAX_RESYNCS = 3;

/** The receipt repeats this device's count and hash. */
export function receiptMatches(
  receipt: Partial<AnswersDigest> | null | undefined,
  own: { answer_count?: unknown; answers_hash?: unknown } | undefined,
): boolean {
  return (
    receipt != null &&
    own !== undefined &&
    typeof receipt.answers_hash === 'string' &&
    receipt.answers_hash === own.answers_hash &&
    receipt.answer_count === own.answer_count
  );
}

/** Shown when the receipt still differs after MAX_RESYNCS resends: nothing local was deleted. */
export const receiptMismatch: Refusal = {
  status: 0,
  code: 'receipt_mismatch',
  message: 'The receipt does not match the answers on this device.',
};
