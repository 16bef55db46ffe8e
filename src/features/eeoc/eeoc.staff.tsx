/** The equal-opportunity questions in the staff plan editor (src/ui/staff-kit/staff-kind.ts): no settings. Staff-only: no candidate route imports this file. */
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { eeocKind } from '../../../contracts/eeoc-kind.ts';
import { defineStaffKind } from '../../ui/staff-kit/staff-kind.ts';

export const eeocStaffKind = defineStaffKind({
  kind: eeocKind,
  label: msg`Equal opportunity questions`,
  about: () => (
    <Trans>Candidates may answer the equal-opportunity questions; answers are kept apart from their application.</Trans>
  ),
});
