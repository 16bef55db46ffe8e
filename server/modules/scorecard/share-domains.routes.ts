/**
 * /settings/security's allowed share domains (D212): a company's admins read and replace the
 * domains outside the company that scorecard shares may go to. Each domain is checked by the
 * shared rule (contracts/share-domain-rules.ts); a refusal names each bad field and saves nothing.
 */
import type { FastifyInstance } from 'fastify';
import * as contract from '../../../contracts/share-domains.ts';
import {
  normalizeShareDomain,
  shareDomainProblems,
  type ShareDomainProblem,
} from '../../../contracts/share-domain-rules.ts';
import type { Db } from '../../db/database.ts';
import { requireUser } from '../../http/auth-context.ts';
import { checkedCompany } from '../../http/endpoint-access.ts';
import { assertNoProblems } from '../../http/http-error.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { audit } from '../../audit/audit-trail.ts';
import { saveShareDomains, shareDomainsOf } from './share-domains.store.ts';

const PROBLEM_TEXT: Record<ShareDomainProblem, string> = {
  invalid: 'Enter a domain such as example.com, without https:// or a path.',
  public_mail: 'Anyone can get an address at a public mail service: add these people as staff instead.',
  duplicate: 'This domain is already in the list.',
};

export function registerShareDomainRoutes(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, db, contract.shareDomains, async ({ request }) => ({
    domains: await shareDomainsOf(db, checkedCompany(request)),
  }));

  registerEndpoint(app, db, contract.saveShareDomains, async ({ body, request }) => {
    const accountId = checkedCompany(request);
    const domains = body.domains.map(normalizeShareDomain);
    assertNoProblems(
      shareDomainProblems(domains).flatMap((problem, i) =>
        problem ? [{ prop: `domains.${i}`, message: PROBLEM_TEXT[problem] }] : [],
      ),
    );
    const before = await shareDomainsOf(db, accountId);
    await saveShareDomains(db, accountId, domains);
    await audit(db, {
      event: 'share_domains_changed',
      actorUserId: requireUser(request).user_id,
      accountId,
      ip: request.ip,
      details: { before, after: domains },
    });
    return { domains };
  });
}
