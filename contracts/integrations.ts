/**
 * The outside services a company's product connects to, by kind (seed 002: "an e-signature
 * provider, a background-check provider, a messaging (SMS) provider, a calendar-sync provider, a
 * language-assessment vendor, a job-posting distributor, a business-intelligence dashboard
 * provider, a cloud video provider and a media provider"; D209). /settings/integrations
 * lists each with its state: the built-in default in use, connected, or failing with the
 * provider's reason. Company settings access at the company named, or a provider admin.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { MEETING_URL_MAX } from './interview-scheduling-common.ts';

export const INTEGRATION_KINDS = [
  'calendar',
  'e_signature',
  'background_check',
  'messaging',
  'language_assessment',
  'job_distribution',
  'bi_dashboards',
  'video_media',
] as const;
export type IntegrationKind = (typeof INTEGRATION_KINDS)[number];

export const INTEGRATION_STATES = ['default', 'connected', 'failing'] as const;
export type IntegrationState = (typeof INTEGRATION_STATES)[number];

export const IntegrationServiceSchema = z.object({
  kind: z.enum(INTEGRATION_KINDS),
  state: z.enum(INTEGRATION_STATES),
  /** How many connections of this kind are in use (calendar sync: interviewers' calendars). */
  connected: z.number(),
  failing: z.number(),
  /** The provider's reason for the latest failure; empty otherwise. */
  reason: z.string(),
  /** Whether the kind has an adapter whose connection can be tested. */
  testable: z.boolean(),
});
export type IntegrationService = z.infer<typeof IntegrationServiceSchema>;

export const IntegrationsSchema = z.object({
  account_id: z.number(),
  /** Where interview rooms are made (a base such as https://meet.jit.si/, or a pattern such as https://meet.example/{room}); empty: no conferencing link. */
  meeting_base_url: z.string(),
  services: z.array(IntegrationServiceSchema),
});
export type Integrations = z.infer<typeof IntegrationsSchema>;

const accountId = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));

export const meetingBaseUrl = z.string().check(
  z.trim(),
  z.maxLength(MEETING_URL_MAX - 40),
  z.refine(
    (v) => v === '' || /^https:\/\/[^\s/?#]+(\/[^\s?#]*)?$/i.test(v),
    'Enter an address that starts with https://',
  ),
);

export const listIntegrations = defineEndpoint({
  method: 'GET',
  path: '/integration/v1/services/',
  access: 'company-settings',
  summary:
    'Each outside service kind with its state at the company named (built-in default, connected, failing and why)',
  query: z.object({ account_id: accountId }),
  response: IntegrationsSchema,
});

export const testIntegration = defineEndpoint({
  method: 'POST',
  path: '/integration/v1/services/test/',
  access: 'company-settings',
  summary:
    "Test a kind's connections at the company named now (calendar sync: every interviewer's calendar); answers the new states",
  body: z.object({ account_id: accountId, kind: z.enum(INTEGRATION_KINDS) }),
  response: IntegrationsSchema,
});

export const saveConferencing = defineEndpoint({
  method: 'PUT',
  path: '/integration/v1/calendar/conferencing/',
  access: 'company-settings',
  summary:
    "Set the company's meeting address: each interview scheduled afterwards gets its own unguessable room under it, or where it says {room}",
  body: z.object({ account_id: accountId, meeting_base_url: meetingBaseUrl }),
  response: IntegrationsSchema,
});
