/** The typing test on the server (server/modules/activity/server-kind.ts): its settings, its results, its routes, its hooks. */
import type { TypingSettings } from '../../../contracts/smartreq.ts';
import { typingTestKind } from '../../../contracts/typing-test-kind.ts';
import { defineServerKind, type StoredSettings } from '../activity/index.ts';
import { byUserOrRef } from '../../db/personal-data-kit.ts';
import { carryTypingResults } from './typing-carry-over.ts';
import { companyDefaults } from './typing-settings.service.ts';
import { registerTypingTestRoutes } from './typing-test.routes.ts';
import { typingStaffResult } from './typing-staff-result.ts';

/** As kept in job_step_activities.settings (read back by contracts' `typingSettingsOf`). */
function typingSettings(t: TypingSettings): StoredSettings {
  return {
    typing_duration_seconds: t.duration_seconds,
    ...(t.language ? { typing_language: t.language } : {}),
    ...(typeof t.min_net_wpm === 'number' ? { typing_min_net_wpm: t.min_net_wpm } : {}),
    ...(typeof t.min_accuracy === 'number' ? { typing_min_accuracy: t.min_accuracy } : {}),
  };
}

export const typingTestServerKind = defineServerKind({
  kind: typingTestKind,
  applying: { minutes: 3 },
  settings: {
    notForKind: 'Only typing tests take a duration and passage language.',
    /** A new typing activity starts from the company's defaults (settings, measurement, typing test); what the editor sends wins. */
    async create(db, accountId, input) {
      const defaults = await companyDefaults(db, accountId);
      return typingSettings({
        duration_seconds: input?.duration_seconds ?? defaults.duration_seconds,
        language: input?.language ?? null,
        min_net_wpm: input?.min_net_wpm === undefined ? defaults.min_net_wpm : input.min_net_wpm,
        min_accuracy: input?.min_accuracy === undefined ? defaults.min_accuracy : input.min_accuracy,
      });
    },
    patch(input, stored) {
      const {
        typing_duration_seconds: _d,
        typing_language: _l,
        typing_min_net_wpm: wpm,
        typing_min_accuracy: accuracy,
        ...rest
      } = stored;
      // Minimums left out of the edit stay as they were.
      const kept = {
        min_net_wpm: input.min_net_wpm === undefined ? ((wpm as number | undefined) ?? null) : input.min_net_wpm,
        min_accuracy:
          input.min_accuracy === undefined ? ((accuracy as number | undefined) ?? null) : input.min_accuracy,
      };
      return { ...rest, ...typingSettings({ ...input, ...kept }) };
    },
  },
  personalData: [
    {
      table: 'typing_results',
      about: 'Your typing tests: what you typed, speed and accuracy.',
      aboutIn: {
        es: 'Tus pruebas de mecanografía: lo que escribiste, la velocidad y la precisión.',
        fr: 'Vos tests de dactylographie : ce que vous avez tapé, la vitesse et la précision.',
      },
      personalColumns: ['typed_text', 'keystroke_log'],
      rows: byUserOrRef,
      exportColumns: ['ref_id', 'job_step_activity_id', 'typed_text', 'net_wpm', 'raw_wpm', 'accuracy', 'completed_at'],
      erase: { kind: 'delete' },
    },
  ],
  staffResult: typingStaffResult,
  // A typing run that stands for a new application shows as done from the start (D207).
  applicationCreated: carryTypingResults,
  planDefaults: async (db, accountId) => ({ typing_defaults: await companyDefaults(db, accountId) }),
  registerRoutes: (app, { db, attemptLeaseMs }) => registerTypingTestRoutes(app, db, attemptLeaseMs),
});
