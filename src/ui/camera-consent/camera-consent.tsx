/**
 * The camera check's consent (D455), asked before a timed test's timed part (the skills test's
 * sections, the typing test's run) when the company asks for it and this candidate has not answered: what is taken, who sees it, how long it is kept, and that
 * declining is recorded only as declined, never held against them, with the way to ask for an
 * alternative process (the tracker's notice). Both answers lead on to the section; neither is a failure.
 */
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import type { CameraConsent as Answer } from '../../../contracts/camera-check.ts';
import { Button } from '../form/button.tsx';
import './camera-consent.css';

/** Where the photos are taken: over a skills test's timed sections, or during a typing test's run. */
export type CameraTiming = 'sections' | 'run';

export function CameraConsent({
  activity,
  timing = 'sections',
  onAnswer,
}: {
  activity: { jobUuid: string; refId: string };
  timing?: CameraTiming;
  onAnswer(answer: Answer): void;
}) {
  return (
    <section className="camera-consent" aria-labelledby="camera-consent-title">
      <h2 className="camera-consent__title" id="camera-consent-title">
        <Trans>May this test take photos with your camera?</Trans>
      </h2>
      <p className="camera-consent__lead">
        {timing === 'run' ? (
          <Trans>
            The company asks to take up to three still photos with your camera while you type: one at the start, one in
            the middle and one near the end. No photo is taken unless you agree.
          </Trans>
        ) : (
          <Trans>
            The company asks to take up to three still photos with your camera during the timed sections: one at the
            start, one in the middle and one near the end. No photo is taken unless you agree.
          </Trans>
        )}
      </p>
      <ul className="camera-consent__muted">
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
      <p className="camera-consent__muted">
        <Trans>
          If you decline, the test goes on without the camera. Your answer is recorded only as declined and is never
          held against you. You can also ask for an alternative process instead of this test.
        </Trans>
      </p>
      <div className="camera-consent__actions">
        <Button onClick={() => onAnswer('given')}>
          <Trans>I agree to the photos</Trans>
        </Button>
        <Button variant="secondary" onClick={() => onAnswer('declined')}>
          <Trans>Continue without the camera</Trans>
        </Button>
      </div>
      <p className="camera-consent__muted">
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
export function CameraOnNote({ timing = 'sections' }: { timing?: CameraTiming }) {
  return (
    <p className="camera-consent__muted" role="note">
      {timing === 'run' ? (
        <Trans>As you agreed, this test takes up to three photos with your camera while you type.</Trans>
      ) : (
        <Trans>As you agreed, this test takes up to three photos with your camera during the timed sections.</Trans>
      )}
    </p>
  );
}
