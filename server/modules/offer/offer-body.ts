/**
 * What a new or changed offer is made of, checked (D207, D370): the plan's offer step if any, the
 * letter (in the candidate's language when the template has it) and its details, the company's
 * offer fields, and the signers in order with their names and addresses as they stand now.
 */
import type { SaveOffer } from '../../../contracts/offer.ts';
import { JOB_TYPE } from '../../../contracts/progress.ts';
import { offerFieldProblems } from '../../../contracts/offer-field-rules.ts';
import type { Db } from '../../db/database.ts';
import { invalid } from '../../http/http-error.ts';
import { withLetterDetails } from '../offer-letter/index.ts';
import { offerFieldProblemText } from './offer-document.ts';
import { inCandidateLanguage } from './offer-language.ts';
import * as store from './offer.store.ts';

export interface Checked {
  template: { offer_letter_template_id: number; language: 'en' | 'es' | 'fr'; body: string };
  signers: { role: 'candidate' | 'staff'; user_id: number; name: string; email: string }[];
}

export async function checkOfferBody(
  db: Db,
  accountId: number,
  candidate: {
    user_id: number;
    first_name: string;
    last_name: string;
    email: string;
    preferred_language: string | null;
  },
  asked: SaveOffer,
): Promise<Checked> {
  const body = await inCandidateLanguage(db, accountId, candidate.preferred_language, asked);
  const template = await store.activeTemplate(db, accountId, body.offer_letter_template_id, 'letter');
  if (!template) throw invalid('offer_letter_template_id', 'Choose one of the company’s offer letter templates.');
  let details = '';
  if (body.offer_letter_details_template_id) {
    const chosen = await store.activeTemplate(db, accountId, body.offer_letter_details_template_id, 'details');
    if (!chosen)
      throw invalid('offer_letter_details_template_id', 'Choose one of the company’s letter details templates.');
    if (chosen.language !== template.language)
      throw invalid('offer_letter_details_template_id', 'Choose letter details in the letter’s language.');
    details = chosen.body;
  }
  const letterBody = withLetterDetails(template.body, details);
  const fields = await store.fieldsOf(db, accountId);
  const [problem] = offerFieldProblems(fields, body.field_values);
  if (problem) throw invalid(`field_values.${problem.field_key}`, offerFieldProblemText(problem, fields));
  if (body.signers.filter((s) => s.role === 'candidate').length !== 1)
    throw invalid('signers', 'The candidate signs the offer exactly once.');
  const staffIds = body.signers.flatMap((s) => (s.role === 'staff' ? [s.user_id] : []));
  if (new Set(staffIds).size !== staffIds.length) throw invalid('signers', 'Each countersigner signs once.');
  const staff = new Map((await store.staffOf(db, accountId)).map((s) => [s.user_id, s]));
  if (staffIds.some((id) => !staff.has(id) || id === candidate.user_id))
    throw invalid('signers', 'Countersigners must be people of the company.');
  return {
    template: { ...template, body: letterBody },
    signers: body.signers.map((s) => {
      const person = s.role === 'candidate' ? candidate : staff.get(s.user_id)!;
      return {
        role: s.role,
        user_id: person.user_id,
        name: `${person.first_name} ${person.last_name}`.trim(),
        email: person.email,
      };
    }),
  };
}

export async function writeSigners(db: Db, offerId: number, signers: Checked['signers']) {
  await db.deleteFrom('offer_signers').where('offer_id', '=', offerId).execute();
  await db
    .insertInto('offer_signers')
    .values(
      signers.map((s, i) => ({
        offer_id: offerId,
        sign_order: i + 1,
        role: s.role,
        user_id: s.user_id,
        name: s.name,
        email: s.email,
      })),
    )
    .execute();
}

/**
 * The plan's offer step the offer is for, or none: an offer made from a requisition's application
 * itself (D370). A pathway hires nobody, so its offers come only from its plan's offer steps.
 */
export async function offerStepOf(
  db: Db,
  job: { job_id: number; job_type_id: number },
  activityId: number | null | undefined,
) {
  const isRequisition = job.job_type_id === JOB_TYPE.requisition;
  if ((activityId === undefined || activityId === null) && isRequisition) return undefined;
  const activity = await db
    .selectFrom('job_step_activities as a')
    .innerJoin('job_steps as s', 's.job_step_id', 'a.job_step_id')
    .select(['a.job_step_activity_id'])
    .where('a.job_step_activity_id', '=', activityId ?? -1)
    .where('s.job_id', '=', job.job_id)
    .where('a.activity_type', '=', 'offer')
    .executeTakeFirst();
  if (!activity)
    throw invalid(
      'job_step_activity_id',
      isRequisition
        ? 'Choose an offer activity of this requisition’s plan.'
        : 'Choose an offer activity of this pathway’s plan.',
    );
  return activity;
}
