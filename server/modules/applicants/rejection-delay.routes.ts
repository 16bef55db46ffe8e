/**
 * How long a company's rejection mails wait (D266): read and set by those with company settings
 * access (the access layer checks the company first). Anything but a whole number of minutes from
 * 0 to a day is a 400 that saves nothing.
 */
import type { FastifyInstance } from 'fastify';
import * as contract from '../../../contracts/rejection-email-delay.ts';
import { isRejectionDelay, REJECTION_DELAY_MAX_MINUTES } from '../../../contracts/rejection-email.ts';
import type { Db } from '../../db/database.ts';
import { checkedCompany } from '../../http/endpoint-access.ts';
import { invalid } from '../../http/http-error.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { delaysOf, saveDelay } from './rejection-email.store.ts';

export function registerRejectionDelayRoutes(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, contract.rejectionEmailDelay, async ({ request }) => {
    const accountId = checkedCompany(request);
    return { minutes: (await delaysOf(db, [accountId])).get(accountId)! };
  });

  registerEndpoint(app, db, contract.saveRejectionEmailDelay, async ({ body, request }) => {
    if (!isRejectionDelay(body.minutes))
      throw invalid('minutes', `Enter a whole number of minutes from 0 to ${REJECTION_DELAY_MAX_MINUTES}.`);
    await saveDelay(db, checkedCompany(request), body.minutes);
    return { minutes: body.minutes };
  });
}
