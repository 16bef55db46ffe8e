/**
 * The Dexie side of an activity answered item by item (the questionnaire, the screening
 * questions), in one chunk loaded after the first question shows (src/offline-hooks/
 * use-deferred-live-value.ts, src/ui/activity-shell): Dexie and the offline store are some 35 KB
 * of gzipped JavaScript the first render does not need (first-read.ts reads IndexedDB directly for it).
 */
export { liveQuery } from 'dexie';
export { beginAttempt, findAttempt, submitAttempt } from './attempts.ts';
export { attachFile, filesOf } from './answer-files.ts';
export { getAnswers, pendingCount, recordAnswer } from './answers.ts';
export { requestSync } from './sync-loop.ts';
