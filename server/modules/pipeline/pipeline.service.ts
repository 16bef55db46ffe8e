/** The pipeline's rules (contracts/pipeline.ts, D202, D384): the board, advance, bulk advance and undo. */
import {
  BOARD_CARDS_DEFAULT,
  BOARD_IDLE_DAYS,
  COMPANY_STAGES,
  MOVABLE_COMPANY_STAGES,
  UNDO_WINDOW_SECONDS,
  type ApplicationStage,
  type Board,
  type MovableCompanyStage,
  type UndoAnswer,
} from '../../../contracts/pipeline.ts';
import type { Language } from '../../../contracts/languages.ts';
import { JOB_TYPE } from '../../../contracts/progress.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { Db } from '../../db/database.ts';
import { HttpError, invalid, notFound } from '../../http/http-error.ts';
import type { StaffApplication, StaffJob } from '../../http/team-access.ts';
import { mayWorkOnJob } from '../../http/team-access.ts';
import { cancelRejectionEmails, lockTargets, rejectionMailWent } from '../applicants/index.ts';
import { keepForUndo, restoreKept } from '../../db/application-undo.store.ts';
import type { LoadedUser } from '../user/index.ts';
import * as store from './pipeline.store.ts';
import type { CardRow, StepRow } from './pipeline.store.ts';
import * as companyStages from './company-stages.store.ts';
import { companyTarget, rankOf, stageAt, type StageTarget } from './stage-order.ts';
import { recordJobEvents } from '../../db/job-events.store.ts';

const DAY_MS = 86_400_000;

const toCard = (now: number) => (c: CardRow) => {
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
};

export async function board(db: Db, job: StaffJob, perStage = BOARD_CARDS_DEFAULT): Promise<Board> {
  // A pathway hires nobody: its board is its plan only (D384).
  const isRequisition = job.job_type_id === JOB_TYPE.requisition;
  const [steps, cards, counts, companyCards, names, mapped] = await Promise.all([
    store.stepsOf(db, [job.job_id]),
    store.boardCards(db, job.job_id, perStage),
    store.stageCounts(db, job.job_id),
    isRequisition ? companyStages.companyStageCards(db, job.job_id, perStage) : [],
    companyStages.stageNames(db, job.account_id),
    // Which company stage each step maps onto, shown on its heading (a pathway's steps map onto none).
    isRequisition ? companyStages.stepCompanyStages(db, job.job_id) : new Map<number, MovableCompanyStage>(),
  ]);
  const counted = (status: 'active' | 'rejected' | 'hired', stepId?: number) =>
    counts
      .filter((c) => c.status === status && (stepId === undefined || c.job_step_id === stepId))
      .reduce((sum, c) => sum + c.n, 0);
  const card = toCard(Date.now());
  return {
    job_id: job.job_id,
    title: job.title,
    stages: steps.map((step) => ({
      job_step_id: step.job_step_id,
      name: step.name,
      company_stage: mapped.get(step.job_step_id) ?? null,
      count: counted('active', step.job_step_id),
      cards: cards.filter((c) => c.job_step_id === step.job_step_id).map(card),
    })),
    company_stages: isRequisition
      ? COMPANY_STAGES.map((stage) => ({
          stage,
          names: names[stage],
          count: stage === 'hired' ? counted('hired') : counted('active', companyStages.COMPANY_STAGE_KEY[stage]),
          // A hire waits on nobody: no hire is idle, however long ago it was.
          cards: companyCards
            .filter((c) => c.stage === stage)
            .map((c) => (stage === 'hired' ? { ...card(c), is_idle: false } : card(c))),
        }))
      : [],
    rejected_count: counted('rejected'),
    hired_count: counted('hired'),
  };
}

const notActive = () =>
  new HttpError(409, ErrorCode.conflict, 'Only an active applicant can be moved to another stage.');
const atLastStage = () =>
  new HttpError(409, ErrorCode.conflict, 'The applicant is already in Offer: hire them to move them on.');
const notLater = () =>
  new HttpError(409, ErrorCode.conflict, 'The applicant already stands at this stage or a later one.');

async function stageAnswer(
  trx: Db,
  app: Pick<StaffApplication, 'ref_id' | 'user_smartreq_id' | 'job'>,
  language: Language | null,
) {
  const { position, rejection_reason_id } = await store.stageState(trx, app.ref_id);
  const steps = await store.stepsOf(trx, [app.job.job_id]);
  const step = steps.find((s) => s.pos === position.pos);
  const company = position.company_stage;
  return {
    user_smartreq_id: app.user_smartreq_id,
    status: position.status,
    job_step_id: step?.job_step_id ?? null,
    stage_name: company
      ? await companyStages.stageNameIn(trx, app.job.account_id, company, language)
      : (step?.name ?? null),
    company_stage: company,
    rejection_reason_id,
  } satisfies ApplicationStage;
}

/** Records each move in the applications' histories, with the stage's name in the mover's language. */
async function recordMoves(trx: Db, viewer: LoadedUser, accountId: number, moves: Move[]) {
  // The company's names are read once, and only when a move enters one of its stages.
  const names = moves.some((m) => m.target.kind === 'company')
    ? await companyStages.stageNames(trx, accountId)
    : undefined;
  const language = viewer.preferred_language ?? null;
  await recordJobEvents(
    trx,
    moves.map(({ target, ...m }) => ({
      job_id: m.job_id,
      ref_id: m.ref_id,
      actor_user_id: viewer.user_id,
      kind: 'advanced' as const,
      details:
        target.kind === 'step'
          ? { stage_name: target.step.name }
          : { stage_name: companyStages.nameIn(names!, target.stage, language), company_stage: target.stage },
    })),
  );
}

interface Move {
  ref_id: string;
  job_id: number;
  target: StageTarget;
}

/** Writes the moves: a plan step where staff moved them, or a company stage past the plan. */
async function writeMoves(trx: Db, moves: Move[]) {
  await store.moveTo(
    trx,
    moves.flatMap((m) =>
      m.target.kind === 'step' ? [{ ref_id: m.ref_id, job_step_id: m.target.step.job_step_id }] : [],
    ),
  );
  for (const stage of MOVABLE_COMPANY_STAGES)
    await companyStages.moveToCompanyStage(
      trx,
      moves.filter((m) => m.target.kind === 'company' && m.target.stage === stage).map((m) => m.ref_id),
      stage,
    );
}

export async function advance(
  db: Db,
  viewer: LoadedUser,
  app: StaffApplication,
  to: { to_job_step_id?: number; to_stage?: MovableCompanyStage },
): Promise<ApplicationStage> {
  if (to.to_job_step_id !== undefined && to.to_stage !== undefined)
    throw invalid('to_stage', 'Choose a plan step or a company stage, not both.');
  if (to.to_stage !== undefined && app.job.job_type_id !== JOB_TYPE.requisition)
    throw invalid('to_stage', "A pathway's applicants move only through its plan.");
  return db.transaction().execute(async (trx) => {
    const [position] = await store.lockPositions(trx, [app.ref_id]);
    if (!position) throw notFound('Applicant not found');
    if (position.status !== 'active') throw notActive();
    const steps = await store.stepsOf(trx, [app.job.job_id]);
    const rank = rankOf(position, steps.length);
    const named = steps.find((s) => s.job_step_id === to.to_job_step_id);
    if (to.to_job_step_id !== undefined && !named)
      throw invalid('to_job_step_id', 'Choose a stage of this requisition.');
    const target: StageTarget | undefined = named
      ? { kind: 'step', rank: named.pos, step: named }
      : to.to_stage !== undefined
        ? companyTarget(to.to_stage, steps)
        : nextStage(rank, steps, app.job.job_type_id);
    if (!target) throw atLastStage();
    if (target.rank <= rank) throw notLater();
    await keepForUndo(trx, [app.ref_id], 'advance', viewer.user_id);
    const move = { ref_id: app.ref_id, job_id: app.job.job_id, target };
    await writeMoves(trx, [move]);
    await recordMoves(trx, viewer, app.job.account_id, [move]);
    return stageAnswer(trx, app, viewer.preferred_language ?? null);
  });
}

/** The stage after `rank`: the plan's next step, then (for a requisition) Interview and Offer. */
function nextStage(rank: number, steps: StepRow[], jobTypeId: number): StageTarget | undefined {
  const next = stageAt(rank + 1, steps);
  return next?.kind === 'company' && jobTypeId !== JOB_TYPE.requisition ? undefined : next;
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
    const jobs = new Map(targets.map((t) => [t.job_id, t]));
    const moves = positions.flatMap((p): Move[] => {
      const job = jobs.get(p.job_id);
      if (p.status !== 'active' || !job) return [];
      const own = steps.filter((s) => s.job_id === p.job_id);
      const target = nextStage(rankOf(p, own.length), own, job.job_type_id);
      return target ? [{ ref_id: p.ref_id, job_id: p.job_id, target }] : [];
    });
    await keepForUndo(
      trx,
      moves.map((m) => m.ref_id),
      'advance',
      viewer.user_id,
    );
    await writeMoves(trx, moves);
    for (const accountId of new Set(targets.map((t) => t.account_id)))
      await recordMoves(
        trx,
        viewer,
        accountId,
        moves.filter((m) => jobs.get(m.job_id)?.account_id === accountId),
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
    return { ...(await stageAnswer(trx, app, viewer.preferred_language ?? null)), rejection_email };
  });
}
