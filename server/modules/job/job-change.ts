/** What every requisition-workspace change shares: the refusals it answers and the job_event it writes. */
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { JobEventKind } from '../../../contracts/job-events.ts';
import type { PlanErrorCodeValue } from '../../../contracts/plan-codes.ts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import type { LoadedUser } from '../user/index.ts';
import { recordJobEvent } from '../../db/job-events.store.ts';

export const conflict = (message: string, code: PlanErrorCodeValue | typeof ErrorCode.conflict = ErrorCode.conflict) =>
  new HttpError(409, code, message);
/** A plan change refused on one field: its code lets the plan editor say why in the user's language. */
export const planInvalid = (code: PlanErrorCodeValue, prop: string, message: string) =>
  new HttpError(400, code, 'Please check the highlighted fields.', [{ prop, message }]);

/** Writes the change's job_event (the Activity tab and the scorecard history read them). */
export function event(
  db: Db,
  job: { job_id: number },
  viewer: LoadedUser,
  kind: JobEventKind,
  details: Record<string, unknown> = {},
) {
  return recordJobEvent(db, { job_id: job.job_id, actor_user_id: viewer.user_id, kind, details });
}
