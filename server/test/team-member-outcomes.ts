/**
 * What the interviewer on requisition 1's team (a role with no flags) gets from each write of the
 * sweep where the data decides, exactly (D366): the team lets them see requisition 1 and its
 * applicants, so 403 where their role refuses the change (D262, D305, D356), and 404 where the
 * record named is outside their reach or does not exist; the other refusals the data gives are
 * named with their status and the server's answer. What the team does is TEAM (write-sweep-kit.ts).
 */

/** Refused for the role: 403. */
export const TEAM_MEMBER_FORBIDDEN = new Set([
  'DELETE /account/v1/account-field/{id}/',
  'DELETE /account/v1/company-attribute/{id}/',
  'DELETE /account/v1/question/{accountQuestionId}/',
  'DELETE /account/v1/rejection-reason/{id}/',
  'DELETE /account/v1/separation-reason/{id}/',
  'DELETE /interview/v1/kits/{kitId}/',
  'DELETE /job/v1/attribute-group-attribute/{jobAttributeGroupAttributeId}/',
  'DELETE /job/v1/attribute-group/{jobAttributeGroupId}/',
  'DELETE /job/v1/job-delete/{jobId}/',
  'DELETE /job/v1/job-posting/{postingId}/',
  'DELETE /job/v1/job-step/activity/{jobStepActivityId}/',
  'DELETE /job/v1/job-step/step/{jobStepId}/',
  'DELETE /job/v1/predictive-model/{modelId}/',
  'DELETE /offer/v1/offer-fields/{offerFieldId}/',
  'DELETE /offer/v1/offer-letter-templates/{templateId}/',
  'DELETE /report/v1/custom-dashboards/{dashboardId}/',
  'DELETE /smartreq/v1/hiring-team/member/{jobTeamId}/',
  'PATCH /account/v1/question/{accountQuestionId}/',
  'PATCH /job/v1/attribute-group-attribute/{jobAttributeGroupAttributeId}/',
  'PATCH /job/v1/attribute-group/{jobAttributeGroupId}/',
  'PATCH /job/v1/job-step/activity/{jobStepActivityId}/',
  'PATCH /job/v1/job-step/step/{jobStepId}/',
  'PATCH /smartreq/v1/hiring-team/member/{jobTeamId}/',
  'POST /account/v1/email-template-preview/',
  'POST /account/v1/email-template-test/',
  'POST /account/v1/skills-test/',
  'POST /auth/v1/second-factor/passkeys/options/',
  'POST /auth/v1/second-factor/totp/',
  'POST /auth/v1/sessions/end-others/',
  'POST /interview/v1/interviews/{interviewUuid}/unlock/',
  'POST /interview/v1/kits/',
  'POST /job/v1/attribute-group-attribute/{jobAttributeGroupId}/',
  'POST /job/v1/attribute-groups/{jobId}/',
  'POST /job/v1/attribute-groups/{jobId}/scoring-template/',
  'POST /job/v1/builder/{jobId}/complete/',
  'POST /job/v1/job-duplicate/{jobId}/',
  'POST /job/v1/job-posting/{postingId}/publish/',
  'POST /job/v1/job-posting/{postingId}/unpublish/',
  'POST /job/v1/job-step/step/{jobStepId}/activity/',
  'POST /job/v1/job-step/{jobId}/',
  'POST /job/v1/predictive-model/{modelId}/select/',
  'POST /job/v1/predictive-models/{jobId}/',
  'POST /report/v1/custom-dashboards/{dashboardId}/copy/',
  'POST /smartreq/v1/delete-applicants/',
  'POST /smartreq/v1/hiring-team/',
  'POST /smartreq/v1/user-smartreq/{userSmartreqId}/accommodations/{requestId}/decision/',
  'PUT /account/v1/account-field/{id}/',
  'PUT /account/v1/account-field/{id}/archive/',
  'PUT /account/v1/company-attribute/{id}/',
  'PUT /account/v1/company-attribute/{id}/archive/',
  'PUT /account/v1/rejection-reason/{id}/',
  'PUT /account/v1/rejection-reason/{id}/toggle/',
  'PUT /account/v1/separation-reason/{id}/',
  'PUT /account/v1/separation-reason/{id}/toggle/',
  'PUT /auth/v1/change-password/{userId}/',
  'PUT /interview/v1/kits/{kitId}/',
  'PUT /job/v1/attribute-group-attribute/{jobAttributeGroupAttributeId}/levels/',
  'PUT /job/v1/attribute-groups/{jobId}/weights/',
  'PUT /job/v1/job-posting/{postingId}/',
  'PUT /job/v1/job-step/question/{jobStepActivityId}/',
  'PUT /job/v1/job-step/step/{jobStepId}/order/',
  'PUT /job/v1/job-step/{jobId}/order/',
  'PUT /job/v1/predictive-model/{modelId}/',
  'PUT /offer/v1/offer-fields/{offerFieldId}/',
  'PUT /offer/v1/offer-letter-templates/{templateId}/',
  'PUT /report/v1/custom-dashboards/{dashboardId}/',
]);

/** Refused for the values sent, with the status and what the server answered. */
export const TEAM_MEMBER_REFUSED_BY_DATA: Record<string, [status: number, answer: string]> = {
  'POST /account/v1/questions/{accountId}/': [400, 'Check options: Give at least two choices.'],
  'POST /auth/v1/second-factor/passkeys/': [401, 'This sign-in step has expired. Please sign in again.'],
  'POST /auth/v1/second-factor/recovery-codes/': [409, 'Set up an authenticator app or a passkey first.'],
  'POST /integration/v1/background-checks/user-smartreq/{userSmartreqId}/{checkId}/retry/': [
    409,
    'Only an invitation that could not be sent can be sent again.',
  ],
  'POST /integration/v1/messaging/application/{userSmartreqId}/send/': [
    400,
    'The candidate has no mobile number in international form (+ and the country code) on their profile.',
  ],
  'POST /integration/v1/speed-test/upload/': [400, 'Check body: Send the bytes as application/octet-stream.'],
  'POST /offer/v1/offers/': [400, 'Check job_step_activity_id: Choose an offer activity of this requisition’s plan.'],
  'POST /resume/v1/': [400, 'Check file: Choose a file to upload.'],
  'POST /smartreq/v1/move-applicants/': [400, 'Check to_job_id: Some applicants are already in this requisition'],
  'POST /smartreq/v1/user-smartreq/{userSmartreqId}/advance/': [
    409,
    'The applicant already stands at this stage or a later one.',
  ],
  'POST /smartreq/v1/user-smartreq/{userSmartreqId}/documents/': [400, 'Check file: Choose a file to upload.'],
  'POST /smartreq/v1/user-smartreq/{userSmartreqId}/own-interviews/booking-link/': [
    400,
    'This time is not free for every interviewer, or it is too soon or too far ahead.',
  ],
  'POST /smartreq/v1/user-smartreq/{userSmartreqId}/undo/': [409, 'There is nothing to undo for this applicant.'],
  'POST /smartreq/v2/email-applicants/': [400, 'Check attachments: Send the form as multipart/form-data.'],
  'POST /user-response/v1/attempt-lease/heartbeat/': [
    400,
    'Check X-Assay-Device: This request needs the device id header.',
  ],
  'POST /user-response/v1/attempt-lease/take-over/': [
    400,
    'Check X-Assay-Device: This request needs the device id header.',
  ],
  'POST /user-response/v1/raw-score-convert/': [
    400,
    'Check answers.0.item_id: This item is not part of the assessment.',
  ],
  'PUT /auth/v1/second-factor/totp/': [400, 'This code is not valid, or it was already used.'],
  'PUT /integration/v1/background-checks/user-smartreq/{userSmartreqId}/{checkId}/outcome/': [
    400,
    'Check document_id: Choose one of this application’s documents.',
  ],
  'PUT /job/v1/onboarding-form-step-activity/{jobStepActivityId}/': [
    400,
    'Check job_step_activity_id: This activity is not an onboarding form.',
  ],
  'PUT /smartreq/v1/hiring-classes/{classId}/members/{refId}/': [409, 'Only hired applicants can join a hiring class.'],
};

/** What the interviewer on the team gets from a write where the data decides. */
export const teamMemberGets = (key: string): number =>
  TEAM_MEMBER_REFUSED_BY_DATA[key]?.[0] ?? (TEAM_MEMBER_FORBIDDEN.has(key) ? 403 : 404);
