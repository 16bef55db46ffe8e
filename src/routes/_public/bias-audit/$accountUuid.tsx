import { createFileRoute } from '@tanstack/react-router';
import { PublicBiasAudit } from '../../../features/bias-audit-summary/public-bias-audit.tsx';

/** A company's published bias-audit summaries, for its career site to link (no sign-in, D208). */
export const Route = createFileRoute('/_public/bias-audit/$accountUuid')({
  staticData: { access: 'public' },
  component: function PublicBiasAuditRoute() {
    const { accountUuid } = Route.useParams();
    return <PublicBiasAudit key={accountUuid} accountUuid={accountUuid} />;
  },
});
