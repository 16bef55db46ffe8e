// @vitest-environment happy-dom
/**
 * The camera check on the scorecard (D455), on demand: nothing is read until the disclosure opens;
 * a declined check says it is the candidate's right and no failure; with consent, a photo is read
 * only when staff open it, and staff without the private-data permission are told why they cannot.
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffCameraCheck } from '../../../contracts/camera-check.ts';
import type { StaffTimedResult } from '../../../contracts/timed-results.ts';
import { json, stubFetch, type SentRequest } from '../../offline-hooks/testing/lease-kit.tsx';
import { renderInApp } from '../../testing/render-in-app.tsx';
import { CameraCheckDetails } from './camera-check-details.tsx';
import { TimedResultsSection } from './timed-results-section.tsx';

const LIST = '/api/smartreq/v1/camera-checks/9/';
const STILL = '5b7d9f1a-3c5e-4a7b-8d9f-1a3c5e7b9d1f';
const sent: SentRequest[] = [];

const check = (over: Partial<StaffCameraCheck>): StaffCameraCheck => ({
  job_step_activity_id: 41,
  activity_type: 'skills_test',
  title: 'Skills',
  consent: 'given',
  decided_at: '2026-12-01T10:00:00.000Z',
  stills: [],
  ...over,
});

function serve(checks: StaffCameraCheck[], still: () => Response) {
  stubFetch(sent, ({ path }) => {
    if (path === LIST) return json(200, { data: checks });
    if (path === `${LIST}stills/${STILL}/`) return still();
    return undefined;
  });
}

/** Opens the disclosure as a browser does (happy-dom does not toggle it on a click). */
async function open() {
  const details = (await screen.findByText('Camera check')).closest('details')!;
  details.open = true;
  fireEvent(details, new Event('toggle'));
}

beforeEach(() => {
  sent.length = 0;
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the camera check on the scorecard', () => {
  it('given the candidate declined, then nothing is read until opened, and then declined is said to be their right', async () => {
    serve([check({ consent: 'declined' })], () => json(404, {}));
    renderInApp(() => <CameraCheckDetails userSmartreqId={9} activityId={41} />);
    expect(sent).toEqual([]);
    await open();
    await screen.findByText(/The candidate declined the camera check\. Declining is their right/);
    expect(sent.map((s) => s.path)).toEqual([LIST]);
  });

  it('given consent and a photo, then the photo is read only when opened, and shown', async () => {
    const image = Buffer.from([0xff, 0xd8, 0xff, 0xd9]).toString('base64');
    serve([check({ stills: [{ still_id: STILL, moment: 'middle', taken_at: '2026-12-01T10:05:00.000Z' }] })], () =>
      json(200, { data: { still_id: STILL, moment: 'middle', taken_at: '2026-12-01T10:05:00.000Z', image } }),
    );
    renderInApp(() => <CameraCheckDetails userSmartreqId={9} activityId={41} />);
    await open();
    await screen.findByText('The candidate agreed to the camera check.');
    expect(sent.map((s) => s.path)).toEqual([LIST]);
    fireEvent.click(screen.getByRole('button', { name: 'Open the photo' }));
    const photo = await screen.findByRole('img', { name: 'Camera check photo: In the middle' });
    expect(photo.getAttribute('src')).toBe(`data:image/jpeg;base64,${image}`);
    expect(sent.map((s) => s.path)).toEqual([LIST, `${LIST}stills/${STILL}/`]);
  });

  it('given staff without the private-data permission, then opening a photo says who may', async () => {
    serve([check({ stills: [{ still_id: STILL, moment: 'start', taken_at: '2026-12-01T10:00:05.000Z' }] })], () =>
      json(403, { code: 'forbidden', message: 'You do not have permission to do this.' }),
    );
    renderInApp(() => <CameraCheckDetails userSmartreqId={9} activityId={41} />);
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Open the photo' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'Only staff with access to private data can open the photos.',
      ),
    );
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('given the timed tests of a plan, then the skills test and the typing test each offer their camera check, the speed test none', async () => {
    const result = (id: number, activity_type: string, title: string): StaffTimedResult => ({
      job_step_activity_id: id,
      activity_type,
      title,
      completed_at: '2026-12-01T10:10:00.000Z',
      time_accommodation: null,
      figures: {},
    });
    renderInApp(() => (
      <TimedResultsSection
        userSmartreqId={9}
        results={[
          result(41, 'skills_test', 'Skills'),
          result(42, 'typing_test', 'Typing'),
          result(43, 'speed_test', 'Speed'),
        ]}
      />
    ));
    await screen.findByRole('row', { name: /^Speed/ });
    // A skills test also offers the order its candidate saw (D492), before its camera check.
    const disclosures = (title: string) =>
      screen.getByRole('row', { name: new RegExp(`^${title}`) }).querySelectorAll('summary');
    expect([...disclosures('Skills')].map((s) => s.textContent)).toEqual([
      'Questions in the order the candidate saw',
      'Camera check',
    ]);
    expect([...disclosures('Typing')].map((s) => s.textContent)).toEqual(['Camera check']);
    expect(disclosures('Speed')).toHaveLength(0);
    // Nothing is read until a disclosure opens.
    expect(sent).toEqual([]);
  });
});
