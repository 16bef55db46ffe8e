import { createFileRoute } from '@tanstack/react-router';
import { DeviceCheckScreen } from '../../features/device-check/device-check-screen.tsx';
import { ReasonText } from '../../ui/offline-readiness/readiness-notice.tsx';
import { useOfflineReadiness } from '../../ui/offline-readiness/use-offline-readiness.ts';
import { measureConnection } from '../../kinds/candidate.ts';

export const Route = createFileRoute('/_public/test')({
  staticData: { access: 'public' },
  component: function DeviceCheckRoute() {
    const readiness = useOfflineReadiness();
    return (
      <DeviceCheckScreen
        measureConnection={measureConnection}
        readiness={readiness}
        notReadyText={readiness.status === 'not-ready' ? <ReasonText reason={readiness.reason} /> : null}
      />
    );
  },
});
