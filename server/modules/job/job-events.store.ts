/** Moved below the modules (server/db/job-events.store.ts, D372); kept for the importers not yet moved to it. */
export { recordJobEvent, recordJobEvents, type NewJobEvent } from '../../db/job-events.store.ts';
