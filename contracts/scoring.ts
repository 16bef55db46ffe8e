/**
 * Fit scoring and predictive models (seed 001 sections 3, 4, 7). A requisition's fit
 * score comes from its weighted attribute groups; a selected predictive model adds a linear
 * predictive score (docs/scoring.md). Changing either rescores every application in the
 * background; the rescore status drives the "Scores are being recalculated" banner.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';

const id = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));
const bodyId = z.number().check(z.int(), z.positive(), z.lte(2_147_483_647));

/** What predictive_models.intercept and predictive_model_weights.weight (numeric(8,3)) hold. */
export const MODEL_NUMBER_LIMIT = 99_999;
const modelNumber = z.number().check(z.gte(-MODEL_NUMBER_LIMIT), z.lte(MODEL_NUMBER_LIMIT));

export const MAX_MODEL_WEIGHTS = 200;

export const JobIdParams = z.object({ jobId: id });
export const ModelIdParams = z.object({ modelId: id });
export const UserSmartreqIdParams = z.object({ userSmartreqId: id });

// ---------------------------------------------------------------------------------------------
// Rescoring

export const RescoreStatusSchema = z.object({
  job_id: z.number(),
  /** True from a request until the background rescore that follows it has finished. */
  in_progress: z.boolean(),
  requested_at: z.nullable(z.string()),
  finished_at: z.nullable(z.string()),
});
export type RescoreStatus = z.infer<typeof RescoreStatusSchema>;

export const requestRescore = defineEndpoint({
  method: 'POST',
  path: '/smartreq/v1/rescore/{jobId}/',
  access: 'job-team',
  summary: 'Rescores every application of the requisition in the background; answers the rescore status',
  params: JobIdParams,
  response: RescoreStatusSchema,
});

export const getRescoreStatus = defineEndpoint({
  method: 'GET',
  path: '/smartreq/v1/rescore/{jobId}/',
  access: 'job-team',
  summary:
    'Whether a background rescore of the requisition is running, and when the last one was asked for and finished',
  params: JobIdParams,
  response: RescoreStatusSchema,
});

export const ApplicationScoreSchema = z.object({
  user_smartreq_id: z.number(),
  ref_id: z.string(),
  fit_score: z.nullable(z.number()),
  predictive_score: z.nullable(z.number()),
  scored_at: z.nullable(z.string()),
});
export type ApplicationScore = z.infer<typeof ApplicationScoreSchema>;

export const rescoreApplication = defineEndpoint({
  method: 'POST',
  path: '/smartreq/v1/rescore/application/{userSmartreqId}/',
  access: 'applicant-team',
  summary: "Recomputes one application's fit and predictive scores now, from its stored attribute scores",
  params: UserSmartreqIdParams,
  response: ApplicationScoreSchema,
});

// ---------------------------------------------------------------------------------------------
// Predictive models

export const ModelWeightSchema = z.object({
  attribute_type_id: z.number(),
  weight: z.number(),
});

export const PredictiveModelSchema = z.object({
  predictive_model_id: z.number(),
  job_id: z.number(),
  name: z.string(),
  intercept: z.number(),
  weights: z.array(ModelWeightSchema),
  /** The requisition scores with this model (jobs.predictive_model_id and is_use_pred_models). */
  is_selected: z.boolean(),
  created_at: z.string(),
});
export type PredictiveModel = z.infer<typeof PredictiveModelSchema>;

export const ModelAttributeSchema = z.object({
  attribute_type_id: z.number(),
  name: z.string(),
  category: z.string(),
});
export type ModelAttribute = z.infer<typeof ModelAttributeSchema>;

export const PredictiveModelsSchema = z.object({
  job_id: z.number(),
  /** A requisition's role (D141): the job profile whose models it may also select; null for none and for profiles. */
  role: z.nullable(z.object({ job_id: z.number(), title: z.string() })),
  /** The job profiles a requisition may be linked to (its company's, those the viewer may work on); empty for a profile. */
  role_choices: z.array(z.object({ job_id: z.number(), title: z.string() })),
  models: z.array(PredictiveModelSchema),
  /** The attributes a model may weight (the shared library and the company's own), in `language`. */
  attributes: z.array(ModelAttributeSchema),
});
export type PredictiveModels = z.infer<typeof PredictiveModelsSchema>;

export const PredictiveModelsQuery = z.object({
  language: z.optional(z.enum(['en', 'es', 'fr'])),
});

export const SavePredictiveModelBody = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
  intercept: modelNumber,
  /** Saved only when non-empty (seed 001 section 5); one entry per attribute. */
  weights: z.array(z.object({ attribute_type_id: bodyId, weight: modelNumber })).check(
    z.minLength(1),
    z.maxLength(MAX_MODEL_WEIGHTS),
    z.refine((list) => new Set(list.map((w) => w.attribute_type_id)).size === list.length, {
      message: 'Each attribute may be weighted once',
    }),
  ),
});
export type SavePredictiveModel = z.infer<typeof SavePredictiveModelBody>;

export const listPredictiveModels = defineEndpoint({
  method: 'GET',
  path: '/job/v1/predictive-models/{jobId}/',
  access: 'job-or-profile-team',
  summary: "The requisition's predictive models (the selected one flagged) and the attributes a model may weight",
  params: JobIdParams,
  query: PredictiveModelsQuery,
  response: PredictiveModelsSchema,
});

export const createPredictiveModel = defineEndpoint({
  method: 'POST',
  path: '/job/v1/predictive-models/{jobId}/',
  access: 'job-or-profile-team',
  summary: 'Saves a new linear model: name, intercept and at least one attribute weight',
  params: JobIdParams,
  body: SavePredictiveModelBody,
  response: PredictiveModelSchema,
});

export const getPredictiveModel = defineEndpoint({
  method: 'GET',
  path: '/job/v1/predictive-model/{modelId}/',
  access: 'staff',
  summary: 'One predictive model with its weights',
  params: ModelIdParams,
  response: PredictiveModelSchema,
});

export const updatePredictiveModel = defineEndpoint({
  method: 'PUT',
  path: '/job/v1/predictive-model/{modelId}/',
  access: 'staff',
  summary: "Replaces a model's name, intercept and weights; rescores the requisition when the model is selected",
  params: ModelIdParams,
  body: SavePredictiveModelBody,
  response: PredictiveModelSchema,
});

export const deletePredictiveModel = defineEndpoint({
  method: 'DELETE',
  path: '/job/v1/predictive-model/{modelId}/',
  access: 'staff',
  summary: 'Deletes a model; when it was selected, the requisition stops using predictive models and is rescored',
  params: ModelIdParams,
  response: z.object({ ok: z.boolean() }),
});

export const SelectPredictiveModelBody = z.object({
  /** false stops using this model (when it is the selected one). Default true. */
  selected: z.optional(z.boolean()),
  /** A requisition of the model's job profile (its role, D141) selecting that profile's model; default the model's own job. */
  job_id: z.optional(bodyId),
});

export const selectPredictiveModel = defineEndpoint({
  method: 'POST',
  path: '/job/v1/predictive-model/{modelId}/select/',
  access: 'staff',
  summary:
    'Makes the model the one the requisition scores with (or stops using it with selected: false), then rescores the requisition',
  params: ModelIdParams,
  body: SelectPredictiveModelBody,
  response: PredictiveModelSchema,
});

export const RequisitionRoleSchema = z.object({ job_id: z.number(), job_profile_id: z.nullable(z.number()) });

export const setRequisitionRole = defineEndpoint({
  method: 'PUT',
  path: '/job/v1/requisition-role/{jobId}/',
  access: 'job-team',
  summary:
    "Links the requisition to a job profile of its company the viewer may work on (null unlinks); unlinking or changing it stops using the old role's model and rescores",
  params: JobIdParams,
  body: z.object({ job_profile_id: z.nullable(bodyId) }),
  response: RequisitionRoleSchema,
});

export const scoringEndpoints = [
  requestRescore,
  getRescoreStatus,
  rescoreApplication,
  listPredictiveModels,
  createPredictiveModel,
  getPredictiveModel,
  updatePredictiveModel,
  deletePredictiveModel,
  selectPredictiveModel,
  setRequisitionRole,
];
