import * as z from 'zod/mini';

/** The print views' search: ?id=<user_asmt_id> (a uuid); anything else reads as no report chosen. */
export const reportSearch = {
  id: z.catch(z.optional(z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i))), undefined),
};
