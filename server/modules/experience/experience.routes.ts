/**
 * My Experience (seed 000 sections 2.4, 3, 5, 7): a user reads and writes only their own entries; a
 * provider admin may read anyone's. Anyone else learns nothing (404) and nothing is written.
 */
import type { FastifyInstance } from 'fastify';
import * as experience from '../../../contracts/experience.ts';
import type { CreateExperience, DateProblem, Experience } from '../../../contracts/experience.ts';
import { experienceDateProblems } from '../../../contracts/experience.ts';
import { ErrorCode } from '../../../contracts/error-codes.ts';
import type { Db } from '../../db/database.ts';
import { isOwnerOrProviderAdmin } from '../../http/account-access.ts';
import { requireUser } from '../../http/auth-context.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import type { LoadedUser } from '../user/index.ts';
import * as store from './experience.store.ts';

const PROBLEM_TEXT: Record<DateProblem, string> = {
  start_in_future: 'The start date cannot be in the future',
  end_required: 'Enter an end date, or mark this as your current position',
  end_before_start: 'The end date is before the start date',
};

/** Empty optional text is stored as null, and a current position has no end date. */
function normalise(entry: CreateExperience): store.ExperienceValues {
  const text = (value: string | null | undefined) => (value ? value : null);
  const isCurrent = entry.is_current ?? false;
  return {
    company_name: entry.company_name,
    title: entry.title,
    description: text(entry.description),
    start_date: entry.start_date,
    end_date: isCurrent ? null : text(entry.end_date),
    is_current: isCurrent,
    location: text(entry.location),
    state: text(entry.state),
    country: text(entry.country),
    position_type: text(entry.position_type),
    field: text(entry.field),
  };
}

function assertDates(values: store.ExperienceValues): void {
  const problems = experienceDateProblems(values);
  if (problems.length) {
    throw new HttpError(
      400,
      ErrorCode.validation,
      'Please check the highlighted fields.',
      problems.map((p) => ({ prop: p.prop, message: PROBLEM_TEXT[p.problem] })),
    );
  }
}

async function ownEntry(db: Db, viewer: LoadedUser, id: number, forWriting: boolean): Promise<Experience> {
  const entry = await store.findExperience(db, id);
  // Ownership rule: a provider admin may read a person's experience, never write it.
  const mayRead = entry && (entry.user_id === viewer.user_id || (!forWriting && viewer.is_jf_admin));
  if (!entry || !mayRead) throw notFound('Experience not found');
  return entry;
}

export function registerExperienceRoutes(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, experience.listExperiences, async ({ params, request }) => {
    const viewer = requireUser(request);
    if (!isOwnerOrProviderAdmin(viewer, params.userId)) throw notFound('User not found');
    return store.listExperiencesOfUser(db, params.userId);
  });

  registerEndpoint(app, db, experience.getExperience, async ({ params, request }) =>
    ownEntry(db, requireUser(request), params.id, false),
  );

  registerEndpoint(app, db, experience.createExperience, async ({ body, request }) => {
    const viewer = requireUser(request);
    const values = normalise(body);
    assertDates(values);
    const id = await store.insertExperience(db, viewer.user_id, values);
    return (await store.findExperience(db, id))!;
  });

  registerEndpoint(app, db, experience.patchExperience, async ({ params, body, request }) => {
    const current = await ownEntry(db, requireUser(request), params.id, true);
    const defined = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
    const values = normalise({ ...current, ...defined } as CreateExperience);
    assertDates(values);
    await store.updateExperience(db, params.id, values);
    return (await store.findExperience(db, params.id))!;
  });

  registerEndpoint(app, db, experience.deleteExperience, async ({ params, request }) => {
    await ownEntry(db, requireUser(request), params.id, true);
    await store.deleteExperience(db, params.id);
    return { ok: true };
  });
}
