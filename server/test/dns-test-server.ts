/**
 * A real DNS server on loopback (dns2, over UDP as Node's resolver asks) answering TXT questions
 * from a table the test fills: `txt.set(name, [record, ...])`, a record being one string or
 * several (as a long TXT record travels). A name not in the table is NXDOMAIN; a `failing` name
 * is SERVFAIL (a resolver that cannot answer). The app asks it through DNS_SERVERS.
 */
import dns2 from 'dns2';
import type { LightMyRequestResponse } from 'fastify';
import type { RequestInit } from './test-app.ts';
import { DEMO_PASSWORD } from '../db/seed/demo-seed.ts';

export interface DnsTestServer {
  /** For DNS_SERVERS: `127.0.0.1:<port>`. */
  address: string;
  /** TXT records by name (lower case). */
  txt: Map<string, (string | string[])[]>;
  /** Names answered with SERVFAIL. */
  failing: Set<string>;
  close(): Promise<void>;
}

/** RFC 1035 4.1.1 response codes (dns2 3.0's types do not declare its Packet.RCODE). */
const SERVFAIL = 2;
const NXDOMAIN = 3;

export async function startDnsTestServer(): Promise<DnsTestServer> {
  const txt = new Map<string, (string | string[])[]>();
  const failing = new Set<string>();
  const { Packet } = dns2;
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      const name = question?.name.toLowerCase() ?? '';
      const records = txt.get(name);
      if (failing.has(name)) response.header.rcode = SERVFAIL;
      else if (!records) response.header.rcode = NXDOMAIN;
      else if (question?.type === Packet.TYPE.TXT)
        for (const data of records)
          response.answers.push({
            name: question.name,
            type: Packet.TYPE.TXT,
            class: Packet.CLASS.IN,
            ttl: 60,
            data,
          } as (typeof response.answers)[number]);
      void send(response);
    },
  });
  const { udp } = await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  return { address: `127.0.0.1:${udp!.port}`, txt, failing, close: () => server.close() };
}

/**
 * A company proving it owns single sign-on domains it lists, as its DNS admin would: each
 * domain's TXT record (read from the settings screen's answer) published, then "Check again"
 * with the checker's own password as the step-up proof (D283; the demo users' by default).
 * Answers the last check.
 */
export async function proveSsoDomains(
  t: { request(init: RequestInit): Promise<LightMyRequestResponse> },
  dns: DnsTestServer,
  token: string,
  accountId: number,
  domains: string[],
  password = DEMO_PASSWORD,
): Promise<LightMyRequestResponse> {
  const settings = (await t.request({ method: 'GET', url: `/api/account/v1/${accountId}/sso/`, token })).json().data;
  let last: LightMyRequestResponse | undefined;
  for (const domain of domains) {
    const check = (settings.domain_checks as { domain: string; record_value: string }[]).find(
      (d) => d.domain === domain,
    );
    if (!check) throw new Error(`${domain} is not in the company's single sign-on domains`);
    dns.txt.set(domain, [check.record_value]);
    last = await t.request({
      method: 'POST',
      url: `/api/account/v1/${accountId}/sso/domains/${domain}/check/`,
      token,
      body: { proof: { password } },
    });
  }
  if (!last) throw new Error('no domain to prove');
  return last;
}
