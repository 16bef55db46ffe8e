import { createFileRoute } from '@tanstack/react-router';
import { LoginForm } from '../../../features/auth/login-form.tsx';
import { STATION_START, StationRestScreen } from '../../../features/interview/station-rest-screen.tsx';

export const Route = createFileRoute('/_public/start-interview/')({
  staticData: { access: 'public', isStation: true },
  component: () => <StationRestScreen signInForm={<LoginForm destination={STATION_START} offersAccount={false} />} />,
});
