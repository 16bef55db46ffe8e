/** The internet speed test: measured on the device, submitted whole. (The candidate side of the kind: src/ui/activity-shell/candidate-kind.ts.) */
import { defineCandidateKind } from '../../ui/activity-shell/candidate-kind.ts';

export const speedTestKind = defineCandidateKind({
  types: ['speed_test'],
  screen: (search) => ({ to: '/user/internet-speed-test', search }),
  isResumable: true,
  // It measures the connection itself: there is nothing to do without one.
  offline: { works: 'online-only', because: 'measuring-connection' },
});
