/** The typing test's instructions before a run starts or continues, with the warning on phones and tablets. */
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../ui/form/button.tsx';
import { useStartGate } from '../../ui/start-gate.tsx';
import { formatClock, isTouchOrNarrow } from './device.ts';
import { DeviceCheckLink } from '../../ui/device-check-link.tsx';
import { FullScreenNotice } from '../../ui/full-screen-ask.tsx';

export type StartProblem = 'no-storage' | 'failed';

export function TypingIntro(props: {
  limitSeconds: number;
  hasRun: boolean;
  problem?: StartProblem;
  isStarting: boolean;
  isBlocked: boolean;
  /** An approved screen-reader mode: the clock waits for the first key, so hearing the passage takes no time. */
  startsAtFirstKey?: boolean;
  /** The company asks that the run fill the screen (D431): said in the notice. */
  asksFullScreen?: boolean;
  /** The company asks for the camera check by consent (D455): asked before the run begins. */
  asksCamera?: boolean;
  onStart(): void;
}) {
  const [onMobile] = useState(isTouchOrNarrow);
  const time = formatClock(props.limitSeconds);
  // A run already under way continues at once: its clock is running.
  const gate = useStartGate();
  const waits = !props.hasRun && !gate.canStart;
  return (
    <>
      {onMobile && (
        <div className="notice notice--warning tt-mobile" role="note">
          <p>
            <strong>
              <Trans>This typing test is meant for a computer with a keyboard.</Trans>
            </strong>{' '}
            <Trans>
              On a phone or tablet your speed will probably look lower than it is. If you can, take it on a computer.
            </Trans>
          </p>
        </div>
      )}
      <p className="tt-lead">
        {props.startsAtFirstKey ? (
          <Trans>
            Type the passage shown on the next screen as quickly and accurately as you can. As your screen-reader
            accommodation asks, the clock starts with the first key you type, so you can listen to the passage first.
          </Trans>
        ) : (
          <Trans>
            Type the passage shown on the next screen as quickly and accurately as you can. The clock starts when you
            press Start.
          </Trans>
        )}
      </p>
      <DeviceCheckLink />
      <ul className="tt-facts">
        <li>
          <Trans>You have {time} (minutes:seconds).</Trans>
        </li>
        <li>
          <Trans>
            Mistakes you correct with Backspace still lower your accuracy; mistakes you leave lower your speed.
          </Trans>
        </li>
        <li>
          <Trans>
            Pasting is turned off. Your typing is saved on this device as you go, even without a connection.
          </Trans>
        </li>
        {/* What the device records while the run goes (D402), told before it begins. */}
        <li data-testid="integrity-notice">
          <Trans>
            While you type, this device also notes how the test is taken: when you leave the page or its window and for
            how long, paste attempts, large changes of the window's size, and when you are offline. The company sees
            these as facts beside your result; they never change it.
          </Trans>{' '}
          {/* Known to the run's lease, not noted by the device (D486). */}
          <Trans>If the test moves to another device or browser partway through, the company sees that too.</Trans>{' '}
          <FullScreenNotice isAsked={props.asksFullScreen} />
          {props.asksCamera && (
            <>
              {' '}
              <Trans>
                The company also asks for up to three photos with your camera while you type: you will be asked first,
                and you may decline.
              </Trans>
            </>
          )}
        </li>
      </ul>
      {props.problem === 'no-storage' && (
        <div className="notice notice--error" role="alert">
          <p>
            <Trans>
              This browser cannot save your typing on this device (private browsing may block it). Please use a normal
              window.
            </Trans>
          </p>
        </div>
      )}
      {props.problem === 'failed' && (
        <div className="notice notice--error" role="alert">
          <p>
            <Trans>The typing test could not start. Please try again.</Trans>
          </p>
        </div>
      )}
      {!props.hasRun && gate.notice}
      <div className="tt-actions">
        <Button
          onClick={props.onStart}
          isBusy={props.isStarting}
          busyLabel={<Trans>Starting…</Trans>}
          disabled={props.isBlocked || waits}
        >
          {props.hasRun ? <Trans>Continue the typing test</Trans> : <Trans>Start the typing test</Trans>}
        </Button>
      </div>
    </>
  );
}
