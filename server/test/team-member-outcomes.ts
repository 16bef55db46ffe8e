/**
 * What the interviewer on requisition 1's team (a role with no flags) gets from each write of the
 * sweep where the data decides, exactly (D366): the team lets them see requisition 1 and its
 * applicants, so 403 where their role refuses the change (D262, D305, D356), and 404 where the
 * record named is outside their reach or does not exist; the other refusals the data gives are
 * named with their status and the server's answer. What the team does is TEAM (write-sweep-kit.ts).
 * A plan step and an activity added and deleted, an onboarding activity's form and a scoring
 * template applied are aimed at the requisition with the onboarding activity (write-aims-bodies.ts,
 * write-aims-fresh.ts), whose team they are not on: 404. The company's scoring template
 * (write-aims-fresh.ts) is there for them to be refused by role; the sweep's own new account field
 * is not (nobody here may create it): 404. An outcome question of the company's and an attribute of
 * requisition 1's second group are there too (write-aims-services.ts): 403; Maria Garcia's
 * application is moved to a requisition whose team they are not on: 404.
 */

/** Refused for the role: 403. */
export const TEAM_MEMBER_FORBIDDEN = new Set([
  'DELETE /account/v1/company-attribute/{id}/',
  'DELETE /account/v1/question/{accountQuestionId}/',
  'DELETE /account/v1/rejection-reason/{id}/',
  'DELETE /account/v1/scoring-template/{id}/',
  'DELETE /account/v1/separation-reason/{id}/',
  'DELETE /auth/v1/second-factor/passkeys/{passkeyId}/',
  'DELETE /auth/v1/second-factor/totp/',
  'DELETE /account/v1/skills-test/question/{id}/',
  'DELETE /account/v1/skills-test/section/{id}/',
  'DELETE /interview/v1/kits/{kitId}/',
  'DELETE /job/v1/attribute-group-attribute/{jobAttributeGroupAttributeId}/',
  'DELETE /job/v1/attribute-group/{jobAttributeGroupId}/',
  'DELETE /job/v1/job-delete/{jobId}/',
  'DELETE /job/v1/job-posting/{postingId}/',
  'DELETE /job/v1/predictive-model/{modelId}/',
  'DELETE /job/v1/profiles/{jobId}/',
  'DELETE /job/v1/profiles/{jobId}/outcome-schedule/',
  'DELETE /offer/v1/offer-fields/{offerFieldId}/',
  'DELETE /offer/v1/offer-letter-templates/{templateId}/',
  'DELETE /pathway/v1/participants/{jobId}/{refId}/',
  'DELETE /pathway/v1/setup/{jobId}/',
  'DELETE /pathway/v1/team/{jobId}/{jobTeamId}/',
  'DELETE /report/v1/custom-dashboards/{dashboardId}/',
  'DELETE /smartreq/v1/hiring-team/member/{jobTeamId}/',
  'DELETE /user/v1/comment/{comment_uuid}/',
  'DELETE /user-response/v1/outcome-questions/{id}/',
  'PATCH /account/v1/question/{accountQuestionId}/',
  'PATCH /job/v1/attribute-group-attribute/{jobAttributeGroupAttributeId}/',
  'PATCH /job/v1/attribute-group/{jobAttributeGroupId}/',
  'PATCH /job/v1/job-step/activity/{jobStepActivityId}/',
  'PATCH /job/v1/job-step/step/{jobStepId}/',
  'PATCH /smartreq/v1/hiring-team/member/{jobTeamId}/',
  'PATCH /user/v1/comment/{comment_uuid}/',
  'POST /account/v1/email-template-preview/',
  'POST /account/v1/email-template-test/',
  'POST /account/v1/questions/{accountId}/',
  'POST /account/v1/scoring-template/{id}/apply/',
  'POST /account/v1/scoring-template/{id}/restore/',
  'POST /account/v1/skills-test/',
  'POST /account/v1/skills-test/{id}/publish/',
  'POST /account/v1/skills-test/{id}/section/',
  'POST /auth/v1/second-factor/passkeys/options/',
  // The generated proof is wrong, and it is checked before the factors (D408): 403 step_up_invalid.
  'POST /auth/v1/second-factor/recovery-codes/',
  'POST /auth/v1/second-factor/totp/',
  'POST /auth/v1/sessions/end-others/',
  'POST /integration/v1/background-checks/user-smartreq/{userSmartreqId}/{checkId}/retry/',
  'POST /integration/v1/invitations/user-smartreq/{userSmartreqId}/',
  'POST /interview/v1/interviews/{interviewUuid}/unlock/',
  'POST /interview/v1/kits/',
  'POST /job/v1/attribute-group-attribute/{jobAttributeGroupId}/',
  'POST /job/v1/attribute-groups/{jobId}/',
  'POST /job/v1/builder/{jobId}/complete/',
  'POST /job/v1/job-duplicate/{jobId}/',
  'POST /job/v1/job-posting/job/{jobId}/',
  'POST /job/v1/job-posting/{postingId}/publish/',
  'POST /job/v1/job-posting/{postingId}/unpublish/',
  'POST /job/v1/predictive-model/{modelId}/select/',
  'POST /job/v1/predictive-models/{jobId}/',
  'POST /job/v1/profiles/{jobId}/outcome-periods/',
  'POST /job/v1/profiles/{jobId}/participants/',
  'POST /job/v1/profiles/{jobId}/participants/move/',
  'POST /job/v1/profiles/{jobId}/participants/remove/',
  'POST /pathway/v1/participants/{jobId}/',
  'POST /pathway/v1/team/{jobId}/',
  'POST /report/v1/custom-dashboards/{dashboardId}/copy/',
  'POST /smartreq/v1/delete-applicants/',
  'POST /smartreq/v1/hiring-team/',
  'POST /smartreq/v1/user-smartreq/{userSmartreqId}/accommodations/{requestId}/decision/',
  'POST /user/v1/comment/{comment_uuid}/share/',
  'PUT /account/v1/account-field/{id}/',
  'PUT /account/v1/account-field/{id}/archive/',
  'PUT /account/v1/company-attribute/{id}/',
  'PUT /account/v1/company-attribute/{id}/archive/',
  'PUT /account/v1/rejection-reason/{id}/',
  'PUT /account/v1/rejection-reason/{id}/toggle/',
  'PUT /account/v1/scoring-template/{id}/',
  'PUT /account/v1/separation-reason/{id}/',
  'PUT /account/v1/separation-reason/{id}/toggle/',
  'PUT /account/v1/skills-test/question/{id}/',
  'PUT /account/v1/skills-test/section/{id}/',
  'PUT /account/v1/skills-test/{id}/',
  'PUT /auth/v1/change-password/{userId}/',
  'PUT /integration/v1/background-checks/user-smartreq/{userSmartreqId}/{checkId}/outcome/',
  'PUT /interview/v1/kits/{kitId}/',
  'PUT /job/v1/attribute-group-attribute/{jobAttributeGroupAttributeId}/levels/',
  'PUT /job/v1/attribute-groups/{jobId}/weights/',
  'PUT /job/v1/job-posting/{postingId}/',
  'PUT /job/v1/job-step/question/{jobStepActivityId}/',
  'PUT /job/v1/job-step/step/{jobStepId}/order/',
  'PUT /job/v1/job-step/{jobId}/order/',
  'PUT /job/v1/predictive-model/{modelId}/',
  'PUT /job/v1/profiles/{jobId}/',
  'PUT /job/v1/profiles/{jobId}/outcome-schedule/',
  'PUT /job/v1/profiles/{jobId}/outcomes/',
  'PUT /job/v1/profiles/{jobId}/plan-timing/',
  'PUT /offer/v1/jobs/{jobId}/approvers/',
  'PUT /offer/v1/offer-fields/{offerFieldId}/',
  'PUT /offer/v1/offer-letter-templates/{templateId}/',
  'PUT /pathway/v1/setup/{jobId}/',
  'PUT /report/v1/custom-dashboards/{dashboardId}/',
  'PUT /user-response/v1/outcome-questions/{id}/',
]);

/** Refused for the values sent, with the status and what the server answered. */
export const TEAM_MEMBER_REFUSED_BY_DATA: Record<string, [status: number, answer: string]> = {
  'POST /auth/v1/second-factor/passkeys/': [401, 'This sign-in step has expired. Please sign in again.'],
  'POST /integration/v1/speed-test/upload/': [400, 'Check body: Send the bytes as application/octet-stream.'],
  'POST /resume/v1/': [400, 'Check file: Choose a file to upload.'],
  'POST /smartreq/v1/user-smartreq/{userSmartreqId}/documents/': [400, 'Check file: Choose a file to upload.'],
  'POST /smartreq/v2/email-applicants/': [400, 'Check attachments: Send the form as multipart/form-data.'],
  'POST /user-response/v1/attempt-lease/heartbeat/': [
    400,
    'Check X-Assay-Device: This request needs the device id header.',
  ],
  'POST /user-response/v1/attempt-lease/take-over/': [
    400,
    'Check X-Assay-Device: This request needs the device id header.',
  ],
  'PUT /auth/v1/second-factor/totp/': [400, 'This code is not valid, or it was already used.'],
};

/** What the interviewer on the team gets from a write where the data decides. */
export const teamMemberGets = (key: string): number =>
  TEAM_MEMBER_REFUSED_BY_DATA[key]?.[0] ?? (TEAM_MEMBER_FORBIDDEN.has(key) ? 403 : 404);
