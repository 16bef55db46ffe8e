import { createFileRoute } from '@tanstack/react-router';
import { DeviceCheckScreen } from '../../features/device-check/device-check-screen.tsx';

export const Route = createFileRoute('/_public/test')({
  component: DeviceCheckScreen,
});
