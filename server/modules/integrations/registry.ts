/**
 * Every outside service kind the spec names, in the order /settings/integrations lists them. The
 * kinds without an adapter yet run on their built-in default, which the page describes.
 */
import type { IntegrationKind } from '../../../contracts/integrations.ts';
import { builtInDefault, type IntegrationKindEntry } from './integration-kind.ts';
import { biDashboardsKind } from './kinds/bi-dashboards.ts';
import { calendarKind } from './kinds/calendar.ts';
import { videoMediaKind } from './kinds/video-media.ts';

export const INTEGRATION_REGISTRY: readonly IntegrationKindEntry[] = [
  calendarKind,
  builtInDefault('e_signature'),
  builtInDefault('messaging'),
  builtInDefault('background_check'),
  builtInDefault('language_assessment'),
  builtInDefault('job_distribution'),
  biDashboardsKind,
  videoMediaKind,
];

export const integrationEntry = (kind: IntegrationKind) => INTEGRATION_REGISTRY.find((e) => e.kind === kind);
