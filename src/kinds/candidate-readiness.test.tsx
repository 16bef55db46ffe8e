/**
 * Each kind's offline declaration, through the tracker's indicator: what is missing decides what it
 * says (D193). The content keys are checked against the queries the kinds' screens really run.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ActivityType, TrackerActivity } from '../../contracts/progress.ts';
import { READS_SNAPSHOT_KEY } from '../lib/query-client.ts';
import type { ReadinessEnv } from '../offline/offline-readiness.ts';
import type { ScreenPath } from '../ui/activity-shell/candidate-kind.ts';
import { ActivityOfflineIndicator } from '../ui/offline-readiness/offline-indicator.tsx';
import { isPersistedQuery } from '../features/candidate-sync/persist-reads.ts';
import { contentKeys } from '../features/questionnaire/content.queries.ts';
import { screeningKeys } from '../features/screening-questions/screening.queries.ts';
import { eeocQuestionsQueryOptions } from '../features/eeoc/eeoc.queries.ts';
import { profileKeys } from '../features/profile/profile.queries.ts';
import { typingTestQueryOptions } from '../features/typing-test/typing.queries.ts';
import { skillsTestKeys } from '../features/skills-test/skills-test.queries.ts';
import { videoActivityQueryOptions } from '../features/video-answer/video.queries.ts';
import { languageTestKeys } from '../features/language-test/language-test.queries.ts';
import { onboardingKeys } from '../features/onboarding/onboarding.queries.ts';
import { CANDIDATE_KINDS, candidateKindOf } from './candidate.ts';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const REF = '5f0c1a52-7a3d-4c55-9d0e-3a1f6e2b9c10';
const ID = 41;
const ASMT = 3;
const activityOf = (type: ActivityType) =>
  ({ job_step_activity_id: ID, asmt_id: ASMT, activity_type: type, is_completed: false }) as TrackerActivity;

/** The key each kind's screen reads its content under (its feature's own query options). */
const SCREEN_CONTENT_KEY: Partial<Record<ActivityType, readonly unknown[]>> = {
  assessment: contentKeys.one(ASMT, 'en', REF),
  questions: screeningKeys.one(REF, ID),
  eeoc: eeocQuestionsQueryOptions().queryKey,
  form: profileKeys.form(REF, ID),
  resume: profileKeys.form(REF, ID),
  typing_test: typingTestQueryOptions({ refId: REF, jobUuid: 'job', activityId: ID } as never, 1, 'en').queryKey,
  skills_test: skillsTestKeys.content(REF, ID, 'en'),
  video: videoActivityQueryOptions({ refId: REF, activityId: ID }).queryKey,
  language_test: languageTestKeys.content(REF, ID),
  onboarding: onboardingKeys.form(REF, ID),
};

const OFFLINE_TYPES = CANDIDATE_KINDS.filter((kind) => kind.offline.works === 'offline').flatMap((kind) => kind.types);

interface Device {
  online?: boolean;
  /** Content keys in the persisted snapshot. */
  saved?: readonly (readonly unknown[])[];
  /** Screens whose code cannot be loaded (not cached, offline). */
  unloadable?: readonly string[];
  /** Files loaded but absent from Cache Storage. */
  uncached?: readonly string[];
}

/** A device whose worker controls the page; `loadScreen` adds a screen's chunk to the page's loaded files. */
function device({ online = true, saved = [], unloadable = [], uncached = [] }: Device) {
  const loaded: { name: string }[] = [{ name: 'https://app.test/assets/index.js' }];
  const env: ReadinessEnv = {
    serviceWorker: { controller: { state: 'activated' } as ServiceWorker },
    caches: {
      match: async (url) => (uncached.some((path) => String(url).endsWith(path)) ? undefined : new Response('')),
    },
    storage: {
      getItem: (key) =>
        key === READS_SNAPSHOT_KEY
          ? JSON.stringify({
              clientState: { queries: saved.map((queryKey) => ({ queryKey, state: { status: 'success' } })) },
            })
          : null,
    },
    resources: () => loaded,
    origin: 'https://app.test',
    online: () => online,
    registrationFailed: () => false,
    persist: async () => 'granted',
    quota: async () => ({ status: 'enough' }),
  };
  const loadScreen = async (path: ScreenPath) => {
    if (unloadable.includes(path)) throw new TypeError('Failed to fetch dynamically imported module');
    loaded.push({ name: `https://app.test/assets${path}.js` });
  };
  return { env, loadScreen };
}

async function indicatorFor(type: ActivityType, at: Device): Promise<string> {
  const kind = candidateKindOf(type)!;
  const { env, loadScreen } = device(at);
  render(
    <I18nProvider i18n={i18n}>
      <ActivityOfflineIndicator
        offline={kind.offline}
        activity={{ refId: REF, activity: activityOf(type) }}
        loadScreen={loadScreen}
        env={env}
      />
    </I18nProvider>,
  );
  const status = await screen.findByRole('status');
  // The first check imports the readiness code; on a busy machine that outlasts waitFor's default second.
  await waitFor(() => expect(status.textContent).not.toMatch(/Getting ready/));
  return status.textContent ?? '';
}

describe('what each kind needs offline, as the tracker says it', () => {
  afterEach(cleanup);

  it('given the speed test, then it needs a connection whatever is cached, and says why', async () => {
    expect(await indicatorFor('speed_test', { saved: [] })).toBe(
      '✕Needs a connection: it measures your internet connection',
    );
  });

  it('given the equal-opportunity questions, then they need a connection whatever is cached: the answers are never kept on the device', async () => {
    expect(await indicatorFor('eeoc', { online: false, saved: [SCREEN_CONTENT_KEY.eeoc!] })).toBe(
      '✕Needs a connection: your answers are never stored on this device',
    );
  });

  it.each(OFFLINE_TYPES)(
    'given a %s activity with its code cached and its content saved, then it is available offline',
    async (type) => {
      expect(await indicatorFor(type, { online: false, saved: [SCREEN_CONTENT_KEY[type]!] })).toBe(
        '✓Available offline',
      );
    },
  );

  it.each(OFFLINE_TYPES)(
    'given a %s activity never opened, then online it asks to open it once, offline it says to connect and open it once',
    async (type) => {
      expect(await indicatorFor(type, { online: true })).toBe(
        '✕Not available offline: open it once while online to save it on this device',
      );
      cleanup();
      expect(await indicatorFor(type, { online: false })).toBe(
        '✕Not available offline: connect and open it once to get it ready',
      );
    },
  );

  it.each(OFFLINE_TYPES)(
    'given a %s activity whose screens cannot load offline, then it says part of its app is missing',
    async (type) => {
      const kind = candidateKindOf(type)!;
      if (kind.offline.works !== 'offline') throw new Error('declared offline');
      const last = kind.offline.screens.at(-1)!;
      expect(await indicatorFor(type, { online: false, saved: [SCREEN_CONTENT_KEY[type]!], unloadable: [last] })).toBe(
        '✕Not available offline: part of its app is not downloaded yet',
      );
      cleanup();
      // Loaded in this page (from the network) but not kept in Cache Storage: a reload would not find it.
      expect(
        await indicatorFor(type, { online: false, saved: [SCREEN_CONTENT_KEY[type]!], uncached: [`${last}.js`] }),
      ).toBe('✕Not available offline: part of its app is not downloaded yet');
    },
  );

  it('given every kind that works offline, then its screens read their content under keys the persisted snapshot keeps', () => {
    for (const type of OFFLINE_TYPES) {
      expect(
        isPersistedQuery({ queryKey: [...SCREEN_CONTENT_KEY[type]!], state: { status: 'success', data: {} } } as never),
      ).toBe(true);
    }
  });

  it('given every kind that works offline, then each screen it declares is a page of the candidate layout, and the tracker opens the first of them', () => {
    // The generated route tree names every page by its layout: `/_applicant/...` is a candidate page,
    // served offline by the service worker, whose lazy chunk the readiness check loads by this path.
    const tree = readFileSync(join(import.meta.dirname, '../route-tree.gen.ts'), 'utf8');
    const byId = tree.slice(tree.indexOf('export interface FileRoutesById'));
    const candidatePages = new Set([...byId.matchAll(/^ {2}'\/_applicant(\/[^']+)':/gm)].map((match) => match[1]));
    for (const kind of CANDIDATE_KINDS) {
      if (kind.offline.works !== 'offline') continue;
      for (const path of kind.offline.screens) expect(candidatePages, `${kind.types[0]}: ${path}`).toContain(path);
      const opened = kind.screen({ refId: REF, jobUuid: 'job', activityId: ID }).to;
      expect(kind.offline.screens[0], kind.types[0]).toBe(opened);
    }
  });
});
