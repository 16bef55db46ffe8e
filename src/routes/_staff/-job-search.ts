import { positiveId, searchOf } from '../-search.ts';

/** ?job_id= on requisition pages: a positive integer, or absent (a malformed value is dropped). */
export const jobSearch = searchOf({ job_id: positiveId });
