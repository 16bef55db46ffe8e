/** ?job_id= on requisition pages: a positive integer, or absent (a malformed value is dropped). */
import * as z from 'zod/mini';

export const jobSearch = z.object({ job_id: z.catch(z.optional(z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647))), undefined) });
