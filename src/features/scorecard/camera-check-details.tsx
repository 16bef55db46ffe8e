/**
 * The camera check of a timed test (D455), on demand: behind a disclosure, the candidate's answer
 * (declined is said to be their right and no failure, so it does not read as a mark against them)
 * and, with consent, each photo's moment. A photo is fetched only when staff open it, and every
 * opening is written to the audit log; staff without the private-data permission are told so.
 */
import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  CAMERA_CHECK_ACTIVITY_TYPES,
  type CameraCheckActivityType,
  type CameraMoment,
  type StaffCameraCheck,
} from '../../../contracts/camera-check.ts';
import { call } from '../../lib/api-client.ts';
import { listStaffCameraChecks, viewCameraStill } from '../../lib/api/camera-check.ts';
import { errorText, hasCode } from '../../lib/error-text.ts';
import { Button } from '../../ui/form/button.tsx';
import './taken-details.css';

/** The timed tests whose screens ask for the camera check: the skills test and the typing test. */
const CHECKED_KINDS: ReadonlySet<string> = new Set<CameraCheckActivityType>(CAMERA_CHECK_ACTIVITY_TYPES);

export const hasCameraCheck = (activityType: string) => CHECKED_KINDS.has(activityType);

const cameraChecksKey = (userSmartreqId: number) => ['scorecard', userSmartreqId, 'camera-checks'] as const;

const MOMENTS: Record<CameraMoment, MessageDescriptor> = {
  start: msg({ message: 'At the start', context: 'camera check photo' }),
  middle: msg({ message: 'In the middle', context: 'camera check photo' }),
  end: msg({ message: 'Near the end', context: 'camera check photo' }),
};

export function CameraCheckDetails({ userSmartreqId, activityId }: { userSmartreqId: number; activityId: number }) {
  const [isOpen, setOpen] = useState(false);
  const checks = useQuery({
    queryKey: cameraChecksKey(userSmartreqId),
    queryFn: ({ signal }) => call(listStaffCameraChecks, { params: { userSmartreqId }, signal }),
    enabled: isOpen,
  });
  const check = checks.data?.find((c) => c.job_step_activity_id === activityId);
  return (
    <details className="scorecard-taken-details" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>
        <Trans>Camera check</Trans>
      </summary>
      {isOpen && checks.isPending && (
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      )}
      {checks.isError && <p role="alert">{errorText(checks.error)}</p>}
      {checks.data && !check && (
        <p>
          <Trans>No camera check was answered for this test.</Trans>
        </p>
      )}
      {check?.consent === 'declined' && (
        <p>
          <Trans>
            The candidate declined the camera check. Declining is their right: it is not a failure and says nothing
            about how the test was taken.
          </Trans>
        </p>
      )}
      {check?.consent === 'given' && <Stills userSmartreqId={userSmartreqId} check={check} />}
    </details>
  );
}

function Stills({ userSmartreqId, check }: { userSmartreqId: number; check: StaffCameraCheck }) {
  const { i18n } = useLingui();
  return (
    <>
      <p>
        {check.stills.length === 0 ? (
          <Trans>The candidate agreed to the camera check; no photo reached us.</Trans>
        ) : (
          <Trans>The candidate agreed to the camera check.</Trans>
        )}
      </p>
      <ol className="scorecard-taken-details__list">
        {check.stills.map((still) => (
          <li key={still.still_id}>
            <Still userSmartreqId={userSmartreqId} stillId={still.still_id} label={i18n._(MOMENTS[still.moment])} />
          </li>
        ))}
      </ol>
      <p className="scorecard-table__muted">
        <Trans>
          Each opening of a photo is written to the company's audit log. The photos are not analysed by any machine and
          change no score.
        </Trans>
      </p>
    </>
  );
}

function Still({ userSmartreqId, stillId, label }: { userSmartreqId: number; stillId: string; label: string }) {
  const { t } = useLingui();
  const open = useMutation({
    mutationFn: () => call(viewCameraStill, { params: { userSmartreqId, stillId } }),
  });
  if (open.data)
    return (
      <figure>
        <img src={`data:image/jpeg;base64,${open.data.image}`} alt={t`Camera check photo: ${label}`} width={320} />
        <figcaption>{label}</figcaption>
      </figure>
    );
  return (
    <>
      {label}{' '}
      <Button variant="secondary" isBusy={open.isPending} onClick={() => open.mutate()}>
        <Trans>Open the photo</Trans>
      </Button>
      {open.isError && (
        <span role="alert">
          {' '}
          {hasCode(open.error, 'forbidden')
            ? t`Only staff with access to private data can open the photos.`
            : errorText(open.error)}
        </span>
      )}
    </>
  );
}
