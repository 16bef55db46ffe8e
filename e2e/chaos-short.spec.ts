import { PATIENCE } from '../playwright.config.ts';
import { expect, test } from './support/test.ts';
import { DEMO_PASSWORD } from './support/demo-users.ts';
import { signUpByApi } from './support/sign-up.ts';
import { seeded } from './support/chaos/rng.ts';
import { runCandidate, totals, verify } from './support/chaos/run.ts';

// The service worker is this journey's subject or its offline spell needs it (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// The chaos test's short, fixed run (D270; the long one is `npm run bench:chaos`, see
// docs/benchmarks.md): one candidate on a 390 px phone answers the demo pathway's Work values
// questionnaire (2 practice and 24 items) while seed 66 turns the network off and on, reloads the
// page, aborts API requests, loses the server's answers after it acted, answers writes with a
// proxy's 503 and fills the disk (IndexedDB refuses writes: the screen must say so, D302). The
// server must then hold every answer the screen said was saved, once, with the option chosen
// (e2e/support/chaos/run.ts verify: the receipt's count and canonical hash). No server restart
// here: the server is the run's, not this journey's.
// The bench's failing seeds are kept where their cause is held: seeds 3 and 7 (typing results
// refused after closed tabs) by src/features/typing-test/typing-run.test.tsx, seed 3's hang by the
// driver's bounds (e2e/support/chaos/waits.ts), which every run of this journey goes through; seed
// 295's sign-out after a reload among 503s by src/lib/session.test.ts (D301), and its questionnaire
// left 'submitting' by a full disk by src/offline/storage-failure.test.ts (D302).
const SEED = 66;

test('chaos, short (seed 66): a questionnaire answered through dropped networks, reloads, aborted requests, lost answers, 503s and a full disk reaches the server whole and once', async ({
  browser,
  baseURL,
}) => {
  const email = `chaos-${Date.now()}@assay.test`;
  const session = await signUpByApi(baseURL!, {
    first_name: 'Chaos',
    last_name: 'Candidate',
    email,
    password: DEMO_PASSWORD,
    password_confirmation: DEMO_PASSWORD,
  });
  const run = await runCandidate(
    browser,
    { baseURL: baseURL! },
    seeded(SEED),
    { email, password: DEMO_PASSWORD, session },
    {
      kinds: ['questionnaire'],
      // A closed tab and a server restart are the bench's (each costs the journey seconds).
      faultKinds: ['offline', 'reload', 'api-abort', 'response-lost', 'upload-fails', 'storage-full'],
      faultRate: 0.25,
      // Half the journey's bound: a questionnaire that cannot end says where it stood before the journey's bound ends it.
      timeoutMs: PATIENCE.test / 2,
      // CHAOS_DEBUG=1: every screen the driver sees and every fault, with the time.
      log: process.env.CHAOS_DEBUG
        ? (line) => console.log(`${(performance.now() / 1000).toFixed(1)} ${line}`)
        : undefined,
    },
  );
  const verdict = await verify(baseURL!, [run]);
  expect(verdict.findings).toEqual([]);
  expect(verdict.answersChecked).toBe(26);
  expect(verdict).toMatchObject({ lost: 0, duplicated: 0 });
  // The seed's plan does inject faults of several kinds.
  const { faults, signedOut } = totals([run]);
  // Reloads among 503s keep the candidate signed in (D301).
  expect(signedOut).toBe(0);
  expect(Object.values(faults).filter((n) => (n ?? 0) > 0).length).toBeGreaterThanOrEqual(3);
});
