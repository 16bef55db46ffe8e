/** The speed test's plan settings as the plan editor sends and reads them (listed by contracts/activity-kind-settings.gen.ts). */
import * as z from 'zod/mini';
import { defineKindSettings } from './kind-settings.ts';
import { speedRequirementsOf } from './speed-test-limits.ts';
import { speedTestKind } from './speed-test-kind.ts';

const minimum = (max: number) => z.nullable(z.number().check(z.gt(0), z.lte(max)));
/** The minimums the connection should meet, each optional (contracts/speed-test-limits.ts `SpeedRequirements`). */
export const SpeedRequirementsSchema = z.object({
  min_download_mbps: minimum(10_000),
  min_upload_mbps: minimum(10_000),
  max_latency_ms: minimum(10_000),
});

/** The speed test's plan settings, as the plan contracts carry them (contracts/kind-settings.ts). */
export const speedTestSettings = defineKindSettings(speedTestKind, SpeedRequirementsSchema, speedRequirementsOf);
