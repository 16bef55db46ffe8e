/** The pipeline's rules (contracts/pipeline.ts, D202): the board, advance, bulk advance and undo. */
import {
  BOARD_CARDS_DEFAULT,
  BOARD_IDLE_DAYS,
  UNDO_WINDOW_SECONDS,
  type ApplicationStage,
  type Board,
  type UndoAnswer,
} from '../../../contracts/pipeline.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { Db } from '../../db/database.ts';
import { HttpError, invalid, notFound } from '../../http/http-error.ts';
import type { StaffApplication, StaffJob } from '../../http/team-access.ts';
import { mayWorkOnJob } from '../../http/team-access.ts';
import { cancelRejectionEmails, lockTargets, rejectionMailWent } from '../applicants/index.ts';
import { keepForUndo, restoreKept } from '../../db/application-undo.store.ts';
import type { LoadedUser } from '../user/index.ts';
import * as store from './pipeline.store.ts';
import { recordJobEvents } from '../../db/job-events.store.ts';

const DAY_MS = 86_400_000;

export async function board(db: Db, job: StaffJob, perStage = BOARD_CARDS_DEFAULT): Promise<Board> {
  const [steps, cards, counts] = await Promise.all([
    store.stepsOf(db, [job.job_id]),
    store.boardCards(db, job.job_id, perStage),
    store.stageCounts(db, job.job_id),
  ]);
  const counted = (status: 'active' | 'rejected' | 'hired', stepId?: number) =>
    counts
      .filter((c) => c.status === status && (stepId === undefined || c.job_step_id === stepId))
      .reduce((sum, c) => sum + c.n, 0);
  const now = Date.now();
  return {
    job_id: job.job_id,
    title: job.title,
    stages: steps.map((step) => ({
      job_step_id: step.job_step_id,
      name: step.name,
      count: counted('active', step.job_step_id),
      cards: cards
        .filter((c) => c.job_step_id === step.job_step_id)
        .map((c) => {
          const days = Math.max(0, Math.floor((now - new Date(c.since).getTime()) / DAY_MS));
          return {
            user_smartreq_id: c.user_smartreq_id,
            ref_id: c.ref_id,
            first_name: c.first_name,
            last_name: c.last_name,
            fit_score: c.fit_score,
            days_in_stage: days,
            is_new: c.is_new,
            is_idle: days > BOARD_IDLE_DAYS,
            has_open_offer: c.has_open_offer,
          };
        }),
    })),
    rejected_count: counted('rejected'),
    hired_count: counted('hired'),
  };
}

const notActive = () =>
  new HttpError(409, ErrorCode.conflict, 'Only an active applicant can be moved to another stage.');
const atLastStage = () => new HttpError(409, ErrorCode.conflict, 'The applicant is already at the last stage.');
const notLater = () =>
  new HttpError(409, ErrorCode.conflict, 'The applicant already stands at this stage or a later one.');

async function stageAnswer(trx: Db, app: Pick<StaffApplication, 'ref_id' | 'user_smartreq_id' | 'job'>) {
  const { position, rejection_reason_id } = await store.stageState(trx, app.ref_id);
  const steps = await store.stepsOf(trx, [app.job.job_id]);
  const step = steps.find((s) => s.pos === position.pos);
  return {
    user_smartreq_id: app.user_smartreq_id,
    status: position.status,
    job_step_id: step?.job_step_id ?? null,
    stage_name: step?.name ?? null,
    rejection_reason_id,
  } satisfies ApplicationStage;
}

export async function advance(
  db: Db,
  viewer: LoadedUser,
  app: StaffApplication,
  toStepId: number | undefined,
): Promise<ApplicationStage> {
  return db.transaction().execute(async (trx) => {
    const [position] = await store.lockPositions(trx, [app.ref_id]);
    if (!position) throw notFound('Applicant not found');
    if (position.status !== 'active') throw notActive();
    const steps = await store.stepsOf(trx, [app.job.job_id]);
    const target =
      toStepId === undefined
        ? steps.find((s) => s.pos === (position.pos ?? 0) + 1)
        : steps.find((s) => s.job_step_id === toStepId);
    if (toStepId !== undefined && !target) throw invalid('to_job_step_id', 'Choose a stage of this requisition.');
    if (!target) throw atLastStage();
    if (target.pos <= (position.pos ?? 0)) throw notLater();
    await keepForUndo(trx, [app.ref_id], 'advance', viewer.user_id);
    await store.moveTo(trx, [{ ref_id: app.ref_id, job_step_id: target.job_step_id }]);
    await recordJobEvents(trx, [
      {
        job_id: app.job.job_id,
        ref_id: app.ref_id,
        actor_user_id: viewer.user_id,
        kind: 'advanced',
        details: { stage_name: target.name },
      },
    ]);
    return stageAnswer(trx, app);
  });
}

export async function bulkAdvance(db: Db, viewer: LoadedUser, refIds: string[]): Promise<{ updated: number }> {
  const wanted = [...new Set(refIds.map((r) => r.toLowerCase()))];
  return db.transaction().execute(async (trx) => {
    const targets = await lockTargets(trx, wanted);
    if (targets.length !== wanted.length) throw notFound('Applicant not found');
    const allowed = new Map<number, boolean>();
    for (const t of targets) {
      if (!allowed.has(t.job_id)) allowed.set(t.job_id, await mayWorkOnJob(trx, viewer, t));
      if (!allowed.get(t.job_id)) throw notFound('Applicant not found');
    }
    const positions = await store.lockPositions(trx, wanted);
    const steps = await store.stepsOf(trx, [...allowed.keys()]);
    const moves = positions.flatMap((p) => {
      if (p.status !== 'active') return [];
      const next = steps.find((s) => s.job_id === p.job_id && s.pos === (p.pos ?? 0) + 1);
      return next ? [{ ref_id: p.ref_id, job_step_id: next.job_step_id, job_id: p.job_id, name: next.name }] : [];
    });
    await keepForUndo(
      trx,
      moves.map((m) => m.ref_id),
      'advance',
      viewer.user_id,
    );
    await store.moveTo(trx, moves);
    await recordJobEvents(
      trx,
      moves.map((m) => ({
        job_id: m.job_id,
        ref_id: m.ref_id,
        actor_user_id: viewer.user_id,
        kind: 'advanced' as const,
        details: { stage_name: m.name },
      })),
    );
    return { updated: moves.length };
  });
}

export async function undo(db: Db, viewer: LoadedUser, app: StaffApplication): Promise<UndoAnswer> {
  return db.transaction().execute(async (trx) => {
    // The row lock is also the one the job sending a waiting rejection mail takes: it sent, or it will not.
    const [position] = await store.lockPositions(trx, [app.ref_id]);
    const wasRejected = position?.status === 'rejected';
    const mailWent = wasRejected && (await rejectionMailWent(trx, app.ref_id));
    if (!(await restoreKept(trx, app.ref_id, UNDO_WINDOW_SECONDS)))
      throw new HttpError(409, ErrorCode.conflict, 'There is nothing to undo for this applicant.');
    // An undone rejection sends no mail that still waits (D213), and says which it was (D266).
    const cancelled = await cancelRejectionEmails(trx, viewer.user_id, [
      { job_id: app.job.job_id, ref_id: app.ref_id },
    ]);
    const rejection_email = mailWent ? 'sent' : cancelled.has(app.ref_id) ? 'cancelled' : null;
    return { ...(await stageAnswer(trx, app)), rejection_email };
  });
}
