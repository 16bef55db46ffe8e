/** Moved to the access layer (server/http/team-access.ts, D372); kept for the importer not yet moved to it. */
export type { StaffApplication } from '../../http/team-access.ts';
