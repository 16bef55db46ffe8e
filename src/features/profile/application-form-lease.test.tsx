/**
 * Offline promise 10 on the application form: a submission refused because another device holds
 * the form turns the page read-only with the notice and loses nothing typed; after "Continue on
 * this device" the candidate submits from here. Only the network (fetch) is stubbed.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { applicationFormDraftKey, readDraft } from '../../offline/form-drafts.ts';
import {
  json,
  LEASE_HELD,
  LEASE_PATH,
  LEASED,
  renderInApp,
  stubFetch,
  type SentRequest,
} from '../../offline-hooks/testing/lease-kit.tsx';
import { ApplicationFormScreen } from './application-form-screen.tsx';
import { applicationFormOf } from './testing/application-form-fixture.ts';

const REF = '2a4c6e8f-1b3d-4f5a-9c7e-0d2f4a6c8e1b';
let activityId = 600;
const FIELD_ID = 71;

const formOf = (id: number) =>
  applicationFormOf(REF, id, {
    custom_fields: [
      {
        account_field_id: FIELD_ID,
        usage_type_id: 2,
        label: 'When can you work?',
        help_text: '',
        field_type: 'text',
        options: [],
        is_required: true,
        sort_order: 1,
        user_field_id: null,
        answer: null,
        file_upload_response: null,
      },
    ],
  });

const sent: SentRequest[] = [];
/** What the server answers to a submission and a take-over; the form and the heartbeat always succeed. */
let submitReply: () => Response;
let takeOverReply: () => Response;

beforeEach(() => {
  sent.length = 0;
  activityId++;
  submitReply = () => json(409, LEASED);
  takeOverReply = () => json(200, LEASE_HELD);
  stubFetch(sent, ({ method, path }) => {
    if (path.startsWith('/api/user-response/v1/application-form/') && method === 'GET')
      return json(200, { data: formOf(activityId) });
    if (path === LEASE_PATH.heartbeat) return json(200, LEASE_HELD);
    if (path === LEASE_PATH.takeOver) return takeOverReply();
    if (path === '/api/user-response/v1/application-form/') return submitReply();
    return undefined;
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderScreen = (onSubmitted: () => void) =>
  renderInApp(() => <ApplicationFormScreen userId={9} refId={REF} activityId={activityId} onSubmitted={onSubmitted} />);

const submitButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Submit' });
const workField = () => screen.getByLabelText<HTMLInputElement>(/When can you work\?/);
const phoneField = () => screen.getByLabelText<HTMLInputElement>(/Phone number/);
const submissions = () =>
  sent.filter((s) => s.method === 'POST' && s.path === '/api/user-response/v1/application-form/');

describe('the application form with one writer across devices (offline promise 10)', () => {
  it('given another device holds the form, when the candidate submits, then the page turns read-only with the notice, shows no error, and keeps what was typed on screen and in the draft; after continuing here, the submission goes through', async () => {
    const onSubmitted = vi.fn();
    renderScreen(onSubmitted);
    await waitFor(() => expect(sent.some((s) => s.path.endsWith('/activity-lease/heartbeat/'))).toBe(true));
    fireEvent.change(workField(), { target: { value: 'Weekdays after 5' } });
    fireEvent.change(phoneField(), { target: { value: '5125550122' } });

    fireEvent.click(submitButton());
    const notice = await screen.findByTestId('lease-notice');
    expect(notice.dataset.lease).toBe('elsewhere');
    expect(notice.textContent).toContain('already in progress on another device');
    expect(submitButton().disabled).toBe(true);
    expect(workField().closest('fieldset[disabled]')).not.toBeNull();
    expect(workField().value).toBe('Weekdays after 5');
    expect(phoneField().value).toBe('5125550122');
    expect(screen.queryByText(LEASED.message)).toBeNull();
    expect(screen.queryByText(/Something went wrong|There is a problem/)).toBeNull();
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(await readDraft(applicationFormDraftKey(REF, activityId))).toMatchObject({
      profile: { phone_number: '5125550122' },
      answers: { [FIELD_ID]: 'Weekdays after 5' },
    });
    // Read-only: another click sends nothing.
    fireEvent.click(submitButton());
    expect(submissions()).toHaveLength(1);

    fireEvent.click(screen.getByTestId('lease-continue'));
    await waitFor(() => expect(screen.queryByTestId('lease-notice')).toBeNull());
    expect(submitButton().disabled).toBe(false);
    submitReply = () =>
      json(200, {
        data: {
          ref_id: REF,
          job_step_activity_id: activityId,
          is_completed: true,
          completed_at: '2026-11-21T10:05:00.000Z',
        },
      });
    fireEvent.click(submitButton());
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    const [refused, accepted] = submissions();
    expect(accepted!.body).toMatchObject({
      profile: { phone_number: '5125550122' },
      custom_fields: [{ account_field_id: FIELD_ID, answer: 'Weekdays after 5' }],
    });
    // The refused request's answer is stored under its key, so the new submission carries a new one.
    expect(accepted!.key).not.toBe(refused!.key);
  });
});
