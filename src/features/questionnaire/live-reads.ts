/**
 * The questionnaire's Dexie side, in one chunk loaded after the first question shows
 * (use-live-value.ts, offline-writes.ts): Dexie and the offline store are some 35 KB of gzipped
 * JavaScript the first render does not need (first-read.ts reads IndexedDB directly for it).
 */
export { liveQuery } from 'dexie';
export { findAttempt, submitAttempt } from '../../offline/attempts.ts';
export { getAnswers, pendingCount, recordAnswer, refusedAnswers } from '../../offline/answers.ts';
export { requestSync } from '../../offline/sync-loop.ts';
