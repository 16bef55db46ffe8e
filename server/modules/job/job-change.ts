/** The refusals a requisition-workspace change answers (its job_event: recordJobChange, server/db/job-events.store.ts). */
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { PlanErrorCodeValue } from '../../../contracts/plan-codes.ts';
import { HttpError } from '../../http/http-error.ts';

export const conflict = (message: string, code: PlanErrorCodeValue | typeof ErrorCode.conflict = ErrorCode.conflict) =>
  new HttpError(409, code, message);
/** A plan change refused on one field (the kinds' plan slots refuse with it too, D442). */
export { planInvalid } from '../activity/index.ts';
