/** The typing test the screen tests render, and the body of a finished run they read off the stubbed network. */
import type { KeyEvent } from '../../../../contracts/typing-score.ts';
import type { TypingTest } from '../../../../contracts/typing-test.ts';

export const PASSAGE = 'the cat sat on the mat';

/** A one-minute test of PASSAGE in English, not yet taken, for application `ref` and activity `id`. */
export const typingTestOf = (ref: string, id: number): TypingTest => ({
  ref_id: ref,
  job_step_activity_id: id,
  title: 'Typing test',
  job_title: 'Remote Support',
  is_completed: false,
  passage: { typing_passage_id: 2, language: 'en', text: PASSAGE },
  duration_seconds: 60,
  time_accommodation: 1,
  limit_seconds: 60,
  result: null,
});

/** What the screen sends when a run ends. */
export interface RunBody {
  attempt_id: string;
  typing_passage_id: number;
  typed_text: string;
  events: KeyEvent[];
}
