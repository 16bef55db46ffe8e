import { createFileRoute, Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { optionalText, searchOf } from '../../-search.ts';
import { EvaluationScreen } from '../../../features/interview/evaluation-screen.tsx';

const interviewSearch = searchOf({ in: optionalText });

export const Route = createFileRoute('/_applicant/interview/{-$id}')({
  staticData: { access: 'signed-in', isStation: true },
  // Interview invitation id after single sign-on (seed 000 section 2.4).
  validateSearch: interviewSearch,
  component: function InterviewRoute() {
    const { id } = Route.useParams();
    if (!id) {
      return (
        <p>
          <Trans>No interview was chosen.</Trans>{' '}
          <Link to="/start-interview/select-applicant">
            <Trans>Choose a candidate</Trans>
          </Link>
        </p>
      );
    }
    return <EvaluationScreen key={id} uuid={id} mode="station" />;
  },
});
