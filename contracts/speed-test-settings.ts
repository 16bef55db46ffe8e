/** The speed test's plan settings as the plan editor sends and reads them (contracts/activity-kind-settings.ts). */
import * as z from 'zod/mini';

const minimum = (max: number) => z.nullable(z.number().check(z.gt(0), z.lte(max)));
/** The minimums the connection should meet, each optional (contracts/speed-test-limits.ts `SpeedRequirements`). */
export const SpeedRequirementsSchema = z.object({
  min_download_mbps: minimum(10_000),
  min_upload_mbps: minimum(10_000),
  max_latency_ms: minimum(10_000),
});
