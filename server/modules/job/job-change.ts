/** The refusals a requisition-workspace change answers (its job_event: recordJobChange, server/db/job-events.store.ts). */
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { PlanErrorCodeValue } from '../../../contracts/plan-codes.ts';
import { HttpError } from '../../http/http-error.ts';

export const conflict = (message: string, code: PlanErrorCodeValue | typeof ErrorCode.conflict = ErrorCode.conflict) =>
  new HttpError(409, code, message);
/** A plan change refused on one field: its code lets the plan editor say why in the user's language. */
export const planInvalid = (code: PlanErrorCodeValue, prop: string, message: string) =>
  new HttpError(400, code, 'Please check the highlighted fields.', [{ prop, message }]);
