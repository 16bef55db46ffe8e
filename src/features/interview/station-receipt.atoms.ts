/**
 * What the station just sent, for the resting screen's confirmation: the candidate's name and what
 * the evaluation held. In memory only (never stored on the shared device); cleared by the
 * interviewer's "Done", the next sign-in, or after a while.
 */
import type { Recommendation } from '../../../contracts/interview.ts';
import { atom } from '../../lib/store.ts';

export interface StationReceipt {
  candidate: string;
  /** Job and activity, or empty for a performance review. */
  context: string;
  questionNotes: number;
  questionCount: number;
  scores: number;
  recommendation: Recommendation;
  hasOverallNotes: boolean;
}

export const stationReceiptAtom = atom<StationReceipt | null>(null);

/** How long the confirmation stays on the shared screen without a tap. */
export const RECEIPT_VISIBLE_MS = 120_000;
