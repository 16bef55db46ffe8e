/**
 * What a signer types into an offer's signing form is a draft on the device (form-drafts.ts,
 * D365): a reload fills the form again with how they sign, the name typed and a decline reason;
 * signing or declining forgets it. Before, it lived in React state and a reload lost it. A reload
 * is the screen rendered anew over the same IndexedDB; only fetch is stubbed.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { SignerView } from '../../../contracts/offer.ts';
import { offerSignatureDraftKey, readDraft } from '../../offline/form-drafts.ts';
import { json, stubFetch, type SentRequest } from '../../offline-hooks/testing/lease-kit.tsx';
import { renderInApp } from '../../testing/render-in-app.tsx';
import { OfferSignScreen } from './offer-sign-screen.tsx';

let offerUuid: string;
const sent: SentRequest[] = [];

const viewOf = (offer_uuid: string, signed: boolean): SignerView => ({
  offer_uuid,
  company_name: 'Café Rio',
  job_title: 'Barista',
  status: signed ? 'signed' : 'sent',
  me: {
    offer_signer_id: 7,
    sign_order: 1,
    role: 'candidate',
    user_id: 12,
    name: 'Ana Ruiz',
    email: 'ana@example.com',
    status: signed ? 'signed' : 'viewed',
    viewed_at: null,
    signed_at: null,
  },
  may_sign: !signed,
  signers: [{ name: 'Ana Ruiz', sign_order: 1, status: signed ? 'signed' : 'viewed' }],
  letter: [{ kind: 'paragraph', text: 'We are glad to offer you the job.' }],
  document: { file_name: 'offer.pdf', sha256: 'a'.repeat(64), pdf_base64: 'JVBERi0=', page_count: 1 },
});

beforeEach(() => {
  offerUuid = crypto.randomUUID();
  sent.length = 0;
  stubFetch(sent, ({ method, path }) => {
    if (method === 'GET' && path === `/api/offer/v1/sign/${offerUuid}/`)
      return json(200, { data: viewOf(offerUuid, false) });
    if (method === 'POST' && path === `/api/offer/v1/sign/${offerUuid}/sign/`)
      return json(200, { data: viewOf(offerUuid, true) });
    return undefined;
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The offer as a reload (or a tab opened again) shows it. */
async function openPage() {
  cleanup();
  renderInApp(() => <OfferSignScreen offerUuid={offerUuid} token={undefined} />);
  await screen.findByRole('heading', { name: 'Sign the offer' });
}

const fullName = () => screen.getByLabelText<HTMLInputElement>('Full name');

describe("an offer's signing form being filled in, and a reload (D365)", () => {
  it('given a name typed and a decline reason begun, when the page reloads, then both are back, and signing forgets the draft', async () => {
    await openPage();
    fireEvent.change(fullName(), { target: { value: 'Ana María Ruiz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Decline the offer' }));
    fireEvent.change(screen.getByLabelText('Reason (optional)'), { target: { value: 'Still deciding' } });
    await waitFor(async () =>
      expect(await readDraft(offerSignatureDraftKey(offerUuid))).toMatchObject({
        name: 'Ana María Ruiz',
        reason: 'Still deciding',
      }),
    );

    await openPage();
    await waitFor(() => expect(fullName().value).toBe('Ana María Ruiz'));
    fireEvent.click(screen.getByRole('button', { name: 'Decline the offer' }));
    expect(screen.getByLabelText<HTMLTextAreaElement>('Reason (optional)').value).toBe('Still deciding');

    fireEvent.click(screen.getByRole('button', { name: 'Sign the offer' }));
    await screen.findByText('You have signed this offer.');
    expect(sent.find((s) => s.method === 'POST')?.body).toMatchObject({
      signature: { kind: 'typed', name: 'Ana María Ruiz' },
    });
    expect(await readDraft(offerSignatureDraftKey(offerUuid))).toBeUndefined();
  });
});
