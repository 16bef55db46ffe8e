/** The internet speed test: measured on the device, submitted whole. (The candidate side of the kind: src/ui/activity-shell/candidate-kind.ts.) */
import { msg } from '@lingui/core/macro';
import { defineCandidateKind } from '../../ui/activity-shell/candidate-kind.ts';

export const speedTestKind = defineCandidateKind({
  types: ['speed_test'],
  builtInTitles: { 'Internet speed test': msg`Internet speed test` },
  screen: (search) => ({ to: '/user/internet-speed-test', search }),
  isResumable: true,
  // It measures the connection itself: there is nothing to do without one.
  offline: { works: 'online-only', because: 'measuring-connection' },
  // The public device check measures the connection with the same runner.
  connectionMeasure: () => import('./speed-runner.ts').then((runner) => runner.runSpeedTest),
});
