/**
 * How the provider's events and polled states move a check (D237). Events may arrive late or out
 * of order (a `report.created` after its `report.completed`): a check never moves back to an
 * earlier stage, and canceled or expired is final. A completed report may still be disputed, and a
 * disputed one completed again; a suspended one resumes.
 */
import type { BackgroundCheckStatus } from '../../../contracts/background-checks.ts';
import type { ProviderReport } from '../../integrations/background-check/provider.ts';

const STAGE: Record<BackgroundCheckStatus, number> = {
  requested: 0,
  failed: 0,
  invited: 1,
  in_progress: 2,
  suspended: 2,
  complete: 3,
  disputed: 3,
  canceled: 4,
  expired: 4,
};

export function mayMove(from: BackgroundCheckStatus, to: BackgroundCheckStatus): boolean {
  if (from === 'canceled' || from === 'expired') return false;
  return from !== to && STAGE[to] >= STAGE[from];
}

/** The status a Checkr event type moves a check to; undefined for events that do not concern checks. */
export const EVENT_STATUS: Readonly<Record<string, BackgroundCheckStatus>> = {
  'invitation.created': 'invited',
  'invitation.completed': 'in_progress',
  'invitation.expired': 'expired',
  'invitation.deleted': 'canceled',
  'report.created': 'in_progress',
  'report.completed': 'complete',
  'report.suspended': 'suspended',
  'report.resumed': 'in_progress',
  'report.disputed': 'disputed',
  'report.canceled': 'canceled',
};

export function reportStatus(report: ProviderReport): BackgroundCheckStatus {
  switch (report.status) {
    case 'pending':
      return 'in_progress';
    case 'complete':
      return 'complete';
    case 'suspended':
      return 'suspended';
    case 'dispute':
      return 'disputed';
    case 'canceled':
      return 'canceled';
  }
}
