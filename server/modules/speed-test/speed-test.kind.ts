/** The speed test on the server (server/modules/activity/server-kind.ts): its minimums, its results, its routes. */
import { speedTestKind } from '../../../contracts/speed-test-kind.ts';
import type { SpeedRequirements } from '../../../contracts/speed-test-limits.ts';
import { defineServerKind, type StoredSettings } from '../activity/index.ts';
import { byUserOrRef } from '../../db/personal-data-kit.ts';
import { registerSpeedTestRoutes } from './speed-test.routes.ts';
import { speedStaffResult } from './speed-staff-result.ts';

/** The minimums as kept in job_step_activities.settings (read back by contracts/speed-test-limits.ts). */
function speedSettings(r: SpeedRequirements): StoredSettings {
  const out: StoredSettings = {};
  if (r.min_download_mbps !== null) out.speed_min_download_mbps = r.min_download_mbps;
  if (r.min_upload_mbps !== null) out.speed_min_upload_mbps = r.min_upload_mbps;
  if (r.max_latency_ms !== null) out.speed_max_latency_ms = r.max_latency_ms;
  return out;
}

export const speedTestServerKind = defineServerKind({
  kind: speedTestKind,
  applying: {
    minutes: 1,
    needsConnection: true,
  },
  settings: {
    notForKind: 'Only speed tests take minimum speeds.',
    create: (_db, _accountId, input) => (input ? speedSettings(input) : {}),
    patch(input, stored) {
      const { speed_min_download_mbps: _a, speed_min_upload_mbps: _b, speed_max_latency_ms: _c, ...rest } = stored;
      return { ...rest, ...speedSettings(input) };
    },
  },
  personalData: [
    {
      table: 'speed_test_results',
      about: 'Your internet speed tests.',
      aboutIn: { es: 'Tus pruebas de velocidad de internet.', fr: 'Vos tests de débit internet.' },
      personalColumns: [],
      rows: byUserOrRef,
      exportColumns: ['ref_id', 'job_step_activity_id', 'download_mbps', 'upload_mbps', 'latency_ms', 'completed_at'],
      erase: { kind: 'delete' },
    },
  ],
  staffResult: speedStaffResult,
  registerRoutes: (app, { db, attemptLeaseMs }) => registerSpeedTestRoutes(app, db, attemptLeaseMs),
});
