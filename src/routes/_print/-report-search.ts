import { searchOf, uuidText } from '../-search.ts';

/** The print views' search: ?id=<user_asmt_id> (a uuid); anything else reads as no report chosen. */
export const reportSearch = searchOf({ id: uuidText });
