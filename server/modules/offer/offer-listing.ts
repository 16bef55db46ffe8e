/**
 * An application's offer activities with their offers, and what starting one needs: templates, fields,
 * staff. Without an offer step in the plan, the application's own offers (D370).
 */
import type { OfferActivity } from '../../../contracts/offer.ts';
import { JOB_TYPE } from '../../../contracts/progress.ts';
import type { Db } from '../../db/database.ts';
import { auditOfferRead } from '../../audit/read-audit.ts';
import type { StaffApplication } from '../../http/team-access.ts';
import { knownLanguage } from './offer-language.ts';
import * as store from './offer.store.ts';

/** An offer shown on the panel: its field values carry the pay, so the read is audited (D329). */
async function view(db: Db, viewer: { user_id: number }, offerUuid: string) {
  const row = (await store.offerRow(db, offerUuid))!;
  const offer = await store.offerView(db, row);
  await auditOfferRead(db, viewer, row);
  return offer;
}

export async function listForApplication(db: Db, viewer: { user_id: number }, app: StaffApplication) {
  const activities = await db
    .selectFrom('job_step_activities as a')
    .innerJoin('job_steps as s', 's.job_step_id', 'a.job_step_id')
    .leftJoin('user_step_activities as usa', (j) =>
      j.onRef('usa.job_step_activity_id', '=', 'a.job_step_activity_id').on('usa.ref_id', '=', app.ref_id),
    )
    .select(['a.job_step_activity_id', 'a.title', 'usa.is_completed'])
    .where('s.job_id', '=', app.job.job_id)
    .where('a.activity_type', '=', 'offer')
    .orderBy('s.sort_order')
    .orderBy('a.sort_order')
    .execute();
  const offers = await db
    .selectFrom('offers')
    .select(['offer_uuid', 'job_step_activity_id'])
    .where('ref_id', '=', app.ref_id)
    .orderBy('offer_id')
    .execute();
  // A requisition's application without an offer step, or once one was made so, has its own offers first (D370).
  const own = offers.some((o) => o.job_step_activity_id === null);
  const isRequisition = app.job.job_type_id === JOB_TYPE.requisition;
  const places = [
    ...((isRequisition && activities.length === 0) || own
      ? [{ job_step_activity_id: null, title: null, is_completed: false }]
      : []),
    ...activities,
  ];
  const result: OfferActivity[] = [];
  for (const a of places) {
    const mine = offers.filter((o) => o.job_step_activity_id === a.job_step_activity_id);
    result.push({
      job_step_activity_id: a.job_step_activity_id,
      title: a.title,
      is_completed: a.is_completed ?? false,
      offers: await Promise.all(mine.map((o) => view(db, viewer, o.offer_uuid))),
    });
  }
  const [templates, fields, staff, currency, candidate] = await Promise.all([
    store.templatesOf(db, app.job.account_id),
    store.fieldsOf(db, app.job.account_id),
    store.staffOf(db, app.job.account_id),
    store.currencyOf(db, app.job.account_id),
    db.selectFrom('users').select('preferred_language').where('user_id', '=', app.user_id).executeTakeFirst(),
  ]);
  return {
    // Requisitions (job_type_id 2) have the plan editor the panel links to; pathways plan elsewhere.
    job_id: isRequisition ? app.job.job_id : null,
    activities: result,
    templates: templates.map((t) => ({
      offer_letter_template_id: t.offer_letter_template_id,
      kind: t.kind,
      name: t.name,
      language: t.language,
    })),
    fields,
    staff: staff.map((s) => ({ user_id: s.user_id, first_name: s.first_name, last_name: s.last_name })),
    currency,
    candidate_language: knownLanguage(candidate?.preferred_language) ?? null,
  };
}
