import type { FastifyInstance } from 'fastify';
import * as offer from '../../../contracts/offer.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { checkedApplication, checkedCompany, checkedJob } from '../../http/endpoint-access.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import * as settings from './offer-settings.service.ts';
import * as signing from './offer-signing.service.ts';
import * as service from './offer.service.ts';
import * as listing from './offer-listing.ts';
import { candidateMailPreview } from './offer-notify.ts';
import { previewOfferMail } from '../../../contracts/offer-mail-preview.ts';
import * as approvalContract from '../../../contracts/offer-approvals.ts';
import * as approvals from './offer-approvals.service.ts';

/** Offer settings, fields and letter templates; offers for staff; reading, signing and declining for signers. */
export function registerOfferRoutes(app: FastifyInstance, db: Db, config: Pick<Config, 'publicUrl'>): void {
  const links = { publicUrl: config.publicUrl };
  registerEndpoint(app, db, offer.getOfferSettings, async ({ request }) =>
    settings.readSettings(db, checkedCompany(request)),
  );
  registerEndpoint(app, db, offer.saveOfferSettings, async ({ body, request }) =>
    settings.saveSettings(db, checkedCompany(request), body),
  );
  registerEndpoint(app, db, offer.listOfferFields, async ({ request }) =>
    settings.listFields(db, checkedCompany(request)),
  );
  registerEndpoint(app, db, offer.createOfferField, async ({ body, request }) =>
    settings.createField(db, checkedCompany(request), body),
  );
  registerEndpoint(app, db, offer.updateOfferField, async ({ params, body, request }) =>
    settings.updateField(db, checkedCompany(request), params.offerFieldId, body),
  );
  registerEndpoint(app, db, offer.deleteOfferField, async ({ params }) =>
    settings.deleteField(db, params.offerFieldId),
  );
  registerEndpoint(app, db, offer.listOfferTemplates, async ({ request }) =>
    settings.listTemplates(db, checkedCompany(request)),
  );
  registerEndpoint(app, db, offer.createOfferTemplate, async ({ body, request }) =>
    settings.createTemplate(db, requireUser(request), checkedCompany(request), body),
  );
  registerEndpoint(app, db, offer.updateOfferTemplate, async ({ params, body, request }) =>
    settings.updateTemplate(db, checkedCompany(request), params.templateId, body),
  );
  registerEndpoint(app, db, offer.deleteOfferTemplate, async ({ params }) =>
    settings.deleteTemplate(db, params.templateId),
  );

  registerEndpoint(app, db, offer.listApplicationOffers, async ({ request }) =>
    listing.listForApplication(db, requireUser(request), checkedApplication(request)),
  );
  registerEndpoint(app, db, offer.createOffer, async ({ body, request }) =>
    service.createOffer(db, requireUser(request), body),
  );
  registerEndpoint(app, db, offer.getOffer, async ({ params, request }) =>
    service.readOffer(db, requireUser(request), params.offerUuid),
  );
  registerEndpoint(app, db, offer.updateOffer, async ({ params, body, request }) =>
    service.updateOffer(db, requireUser(request), params.offerUuid, body),
  );
  registerEndpoint(app, db, offer.deleteOffer, async ({ params, request }) =>
    service.deleteOffer(db, requireUser(request), params.offerUuid),
  );
  registerEndpoint(app, db, offer.previewOffer, async ({ params, request }) =>
    service.previewOffer(db, requireUser(request), params.offerUuid),
  );
  registerEndpoint(app, db, previewOfferMail, async ({ params, request }) => {
    const row = await service.offerForStaff(db, requireUser(request), params.offerUuid);
    if (row.status !== 'draft') throw service.conflict('This offer was already sent.');
    return candidateMailPreview(db, row, links);
  });
  registerEndpoint(app, db, offer.sendOffer, async ({ params, request }) =>
    service.sendOffer(db, requireUser(request), params.offerUuid, links),
  );
  registerEndpoint(app, db, approvalContract.getOfferApprovers, async ({ request }) =>
    approvals.readApprovers(db, { kind: 'company', accountId: checkedCompany(request) }),
  );
  registerEndpoint(app, db, approvalContract.saveOfferApprovers, async ({ body, request }) =>
    approvals.saveApprovers(db, { kind: 'company', accountId: checkedCompany(request) }, body.user_ids),
  );
  registerEndpoint(app, db, approvalContract.getRequisitionOfferApprovers, async ({ request }) =>
    approvals.readApprovers(db, { kind: 'requisition', viewer: requireUser(request), job: checkedJob(request) }),
  );
  registerEndpoint(app, db, approvalContract.saveRequisitionOfferApprovers, async ({ body, request }) =>
    approvals.saveApprovers(
      db,
      { kind: 'requisition', viewer: requireUser(request), job: checkedJob(request) },
      body.user_ids,
    ),
  );
  registerEndpoint(app, db, offer.requestOfferApproval, async ({ params, request }) => {
    const viewer = requireUser(request);
    await approvals.requestApproval(db, viewer, await service.offerForStaff(db, viewer, params.offerUuid), links);
    return service.readOffer(db, viewer, params.offerUuid);
  });
  registerEndpoint(app, db, offer.decideOfferApproval, async ({ params, body, request }) => {
    const viewer = requireUser(request);
    await approvals.decideApproval(db, viewer, await service.offerForStaff(db, viewer, params.offerUuid), body, links);
    return service.readOffer(db, viewer, params.offerUuid);
  });
  registerEndpoint(app, db, offer.listOfferSigners, async ({ params, request }) =>
    service.listSigners(db, requireUser(request), params.offerUuid),
  );
  registerEndpoint(app, db, offer.remindOffer, async ({ params, request }) =>
    service.remindOffer(db, requireUser(request), params.offerUuid, links),
  );
  registerEndpoint(app, db, offer.cancelOffer, async ({ params, request }) =>
    service.cancelOffer(db, requireUser(request), params.offerUuid),
  );
  registerEndpoint(app, db, offer.recordOfferResponse, async ({ params, body, request }) =>
    service.recordResponse(db, requireUser(request), params.offerUuid, body.response, body.note),
  );
  registerEndpoint(app, db, offer.downloadOfferDocument, async ({ params, request }) =>
    service.downloadDocument(db, requireUser(request), params.offerUuid),
  );

  const signer = (request: import('fastify').FastifyRequest, token: string | undefined) => ({
    viewer: request.currentUser,
    token,
    ip: request.ip,
  });
  registerEndpoint(app, db, offer.viewOfferToSign, async ({ params, query, request }) =>
    signing.viewToSign(db, params.offerUuid, signer(request, query.token), links),
  );
  registerEndpoint(app, db, offer.signOffer, async ({ params, body, request }) =>
    signing.signOffer(db, params.offerUuid, signer(request, body.token), body, links),
  );
  registerEndpoint(app, db, offer.declineOffer, async ({ params, body, request }) =>
    signing.declineOffer(db, params.offerUuid, signer(request, body.token), body.reason, links),
  );
  registerEndpoint(app, db, offer.myOffers, async ({ request }) => signing.myOffers(db, requireUser(request)));
}
