/**
 * The pathway report: fit against each role of the pathway (server/scoring/fit.ts over the role's
 * weights, one group), the employee's interest in each role, and their submitted career pathways
 * questionnaire answers, texts in the asked language. Computed on request from stored scores and
 * answers, so it always agrees with what the scoring wrote.
 */
import type { PathwayAnswer, PathwayReport } from '../../../contracts/pathway.ts';
import { JOB_TYPE } from '../../../contracts/progress.ts';
import type { Language } from '../../../contracts/user.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';
import { fitScore } from '../../scoring/fit.ts';
import { ROLE_TEMPLATE_ITEM, roleItemId } from '../../db/seed/content/career-pathways-bank.ts';
import { preferText, readContent } from '../../db/questionnaire-content.ts';
import { mayWorkOnJob } from '../../http/team-access.ts';
import type { LoadedUser } from '../user/index.ts';
import { withRoleItems } from './pathway-questionnaire.ts';
import * as store from './pathway.store.ts';

export async function pathwayReport(
  db: Db,
  viewer: LoadedUser,
  refId: string,
  language: Language,
): Promise<PathwayReport> {
  const tracker = await store.findTracker(db, refId);
  const mayRead =
    tracker !== undefined &&
    tracker.job_type_id === JOB_TYPE.pathway &&
    (tracker.user_id === viewer.user_id || (await mayWorkOnJob(db, viewer, tracker)));
  if (!tracker || !mayRead) throw notFound('Pathway report not found');

  const [allRoles, scores, activity] = await Promise.all([
    store.pathwayRoles(db, tracker.job_id),
    store.trackerScores(db, refId),
    store.careerActivity(db, tracker.job_id),
  ]);
  const attempt = activity ? await store.submittedAttempt(db, refId, activity.job_step_activity_id) : undefined;
  const answers = attempt ? await store.answersOf(db, attempt.attempt_id) : [];
  const answerOf = new Map(answers.map((a) => [a.item_id, typeof a.value === 'number' ? a.value : null]));
  // Archived roles stay in the report of an employee who answered about them, marked archived.
  const roles = allRoles.filter((role) => role.archived_at === null || answerOf.has(roleItemId(role.pathway_job_id)));
  const weights = await store.roleWeights(
    db,
    roles.map((r) => r.pathway_job_id),
  );
  const names = await store.attributeNames(
    db,
    [...weights.map((w) => w.attribute_type_id), ...scores.keys()],
    language,
  );

  const summary = activity
    ? await answerSummary(db, activity.asmt_id!, roles, answerOf, language, attempt !== undefined)
    : { title: '', answers: [], labelOf: () => null };

  return {
    ref_id: tracker.ref_id,
    job_uuid: tracker.job_uuid,
    pathway_title: tracker.title,
    account_name: tracker.account_name,
    candidate_name: `${tracker.first_name} ${tracker.last_name}`.trim(),
    language,
    scores: [...scores].map(([attribute_type_id, score]) => ({
      attribute_type_id,
      name: names.get(attribute_type_id) ?? '',
      score,
    })),
    roles: roles.map((role) => {
      const own = weights.filter((w) => w.pathway_job_id === role.pathway_job_id);
      const interest = answerOf.get(roleItemId(role.pathway_job_id)) ?? null;
      return {
        pathway_job_id: role.pathway_job_id,
        title: role.title,
        description: role.description,
        is_archived: role.archived_at !== null,
        fit_score: fitScore([{ weight: 1, attributes: own }], scores),
        interest:
          interest === null
            ? null
            : {
                value: interest,
                label: summary.labelOf(roleItemId(role.pathway_job_id), interest) ?? String(interest),
              },
        attributes: own.map((w) => ({
          attribute_type_id: w.attribute_type_id,
          name: names.get(w.attribute_type_id) ?? '',
          weight: w.weight,
          score: scores.get(w.attribute_type_id) ?? null,
        })),
      };
    }),
    questionnaire: {
      job_step_activity_id: activity?.job_step_activity_id ?? null,
      title: summary.title || activity?.title || '',
      submitted_at: attempt?.submitted_at ? new Date(attempt.submitted_at).toISOString() : null,
      answers: summary.answers,
    },
  };
}

/** Every question of the questionnaire as asked on this pathway, with the submitted answer's label. */
async function answerSummary(
  db: Db,
  asmtId: number,
  roles: readonly { pathway_job_id: number; title: string }[],
  answerOf: ReadonlyMap<string, number | null>,
  language: Language,
  isSubmitted: boolean,
) {
  const content = withRoleItems(await readContent(db, asmtId, language), roles);
  const title = preferText(content.texts, () => 'assessment', language).get('assessment')?.title ?? '';
  const sectionTitles = preferText(content.sectionTexts, (t) => String(t.section_id), language);
  const itemTexts = preferText(content.itemTexts, (t) => t.item_id, language);
  const labels = preferText(content.options, (o) => `${o.scale_code}/${o.value}`, language);
  const scaleOf = new Map(content.items.map((item) => [item.item_id, item.response_scale]));
  const labelOf = (itemId: string, value: number) => labels.get(`${scaleOf.get(itemId)}/${value}`)?.label ?? null;
  const sectionOrder = new Map(content.sections.map((s) => [s.section_id, s.sort_order]));
  const items = [...content.items]
    .filter((item) => item.item_id !== ROLE_TEMPLATE_ITEM)
    .sort(
      (a, b) =>
        (sectionOrder.get(a.section_id) ?? 0) - (sectionOrder.get(b.section_id) ?? 0) || a.sort_order - b.sort_order,
    );
  const answers: PathwayAnswer[] = isSubmitted
    ? items.map((item) => {
        const value = answerOf.get(item.item_id) ?? null;
        return {
          item_id: item.item_id,
          section: sectionTitles.get(String(item.section_id))?.title ?? '',
          question: itemTexts.get(item.item_id)?.text ?? '',
          answer: value === null ? null : labelOf(item.item_id, value),
          value,
        };
      })
    : [];
  return { title, answers, labelOf };
}
