/**
 * The camera check's consent (D455), asked before a timed section when the company asks for it and
 * this candidate has not answered: what is taken, who sees it, how long it is kept, and that
 * declining is recorded only as declined, never held against them, with the way to ask for an
 * alternative process (the tracker's notice). Both answers lead on to the section; neither is a failure.
 */
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import type { CameraConsent as Answer } from '../../../contracts/camera-check.ts';
import { Button } from '../../ui/form/button.tsx';

export function CameraConsent({
  activity,
  onAnswer,
}: {
  activity: { jobUuid: string; refId: string };
  onAnswer(answer: Answer): void;
}) {
  return (
    <section className="st-camera" aria-labelledby="st-camera-title">
      <h2 className="st-subtitle" id="st-camera-title">
        <Trans>May this test take photos with your camera?</Trans>
      </h2>
      <p className="st-lead">
        <Trans>
          The company asks to take up to three still photos with your camera during the timed sections: one at the
          start, one in the middle and one near the end. No photo is taken unless you agree.
        </Trans>
      </p>
      <ul className="st-muted">
        <li>
          <Trans>
            Only people at the company who may see private data can open them, and each time they do, it is recorded.
          </Trans>
        </li>
        <li>
          <Trans>No machine analyses them, and they never change your score.</Trans>
        </li>
        <li>
          <Trans>They are deleted with your application.</Trans>
        </li>
      </ul>
      <p className="st-muted">
        <Trans>
          If you decline, the test goes on without the camera. Your answer is recorded only as declined and is never
          held against you. You can also ask for an alternative process instead of this test.
        </Trans>
      </p>
      <div className="st-actions">
        <Button onClick={() => onAnswer('given')}>
          <Trans>I agree to the photos</Trans>
        </Button>
        <Button variant="secondary" onClick={() => onAnswer('declined')}>
          <Trans>Continue without the camera</Trans>
        </Button>
      </div>
      <p className="st-muted">
        {/* The tracker's notice holds the one-tap request (D208). */}
        <Link
          to="/user/progress-tracker"
          search={{ jobUuid: activity.jobUuid, refId: activity.refId }}
          hash="candidate-notice-title"
        >
          <Trans>Ask for an alternative process on your progress tracker</Trans>
        </Link>
      </p>
    </section>
  );
}

/** While a section runs with consent: the candidate knows when the camera may open. */
export function CameraOnNote() {
  return (
    <p className="st-muted" role="note">
      <Trans>As you agreed, this test takes up to three photos with your camera during the timed sections.</Trans>
    </p>
  );
}
