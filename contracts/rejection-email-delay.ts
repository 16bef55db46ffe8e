/**
 * How long a company's rejection mails wait before they leave (D266): Undo within that time
 * cancels the mail. Set by those with company settings access on /settings/custom/rejection-reason;
 * whole minutes from 0 (sent with the rejection) to a day, 10 for a company that never set it.
 * Staff read it from the company's preferences (`REJECTION_EMAIL_DELAY_MINUTES`, contracts/account.ts).
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { AccountIdParams } from './account.ts';

export const RejectionEmailDelaySchema = z.object({ minutes: z.number() });
export type RejectionEmailDelay = z.infer<typeof RejectionEmailDelaySchema>;

/** Any number: the server judges it (isRejectionDelay) and names `minutes` when it is not whole or out of range. */
export const SaveRejectionEmailDelayBody = z.object({ minutes: z.number() });

export const rejectionEmailDelay = defineEndpoint({
  method: 'GET',
  path: '/account/v1/{id}/rejection-email-delay/',
  access: 'company-settings',
  companyParam: 'id',
  summary: "How many minutes the company's rejection mails wait, so that Undo can cancel them",
  params: AccountIdParams,
  response: RejectionEmailDelaySchema,
});

export const saveRejectionEmailDelay = defineEndpoint({
  method: 'PUT',
  path: '/account/v1/{id}/rejection-email-delay/',
  access: 'company-settings',
  companyParam: 'id',
  summary: "Sets how many minutes the company's rejection mails wait (0 to 1440); 400 for anything else",
  params: AccountIdParams,
  body: SaveRejectionEmailDelayBody,
  response: RejectionEmailDelaySchema,
});
