/**
 * Every outside service kind the spec names, in the order /settings/integrations lists them. The
 * kinds without an adapter yet run on their built-in default, which the page describes.
 */
import type { IntegrationKind } from '../../../contracts/integrations.ts';
import { builtInDefault, type IntegrationKindEntry } from './integration-kind.ts';
import { backgroundCheckKind } from './kinds/background-check.ts';
import { biDashboardsKind } from './kinds/bi-dashboards.ts';
import { calendarKind } from './kinds/calendar.ts';
import { messagingKind } from './kinds/messaging.ts';
import { jobDistributionKind } from './kinds/job-distribution.ts';
import { videoMediaKind } from './kinds/video-media.ts';

export const INTEGRATION_REGISTRY: readonly IntegrationKindEntry[] = [
  calendarKind,
  builtInDefault('e_signature'),
  messagingKind,
  backgroundCheckKind,
  builtInDefault('language_assessment'),
  jobDistributionKind,
  biDashboardsKind,
  videoMediaKind,
];

export const integrationEntry = (kind: IntegrationKind) => INTEGRATION_REGISTRY.find((e) => e.kind === kind);
