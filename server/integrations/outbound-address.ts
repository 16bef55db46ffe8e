/**
 * Requests the server makes to addresses someone else chose (an ATS's result link, D145/D149) must
 * not reach inside the network: a host that resolves to loopback, private (10/8, 172.16/12,
 * 192.168/16), link-local, carrier-grade NAT, unique-local IPv6, unspecified, multicast or
 * broadcast addresses, or an IPv6 spelling of one (mapped, compatible, translated, NAT64), is refused. The check is made on what DNS answers at the time, and the
 * socket connects to exactly the address that was checked (the lookup hands it over), so a name
 * whose DNS changes between the check and the connection cannot slip through.
 */
import dns from 'node:dns';
import https from 'node:https';
import http from 'node:http';
import { BlockList, isIP, type LookupFunction } from 'node:net';

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  // The unspecified and loopback addresses, and the old IPv4-compatible ones (::127.0.0.1), which a
  // host with an IPv6-in-IPv4 tunnel still routes to the IPv4 address inside.
  ['::', 96],
  // IPv4-translated (::ffff:0:127.0.0.1) and the NAT64 prefixes, well-known and local-use.
  ['::ffff:0:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** True for an address no outbound request of ours may reach (IPv4-mapped IPv6 counts as its IPv4). */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export const PRIVATE_ADDRESS_MESSAGE = 'The result link points to a private network address.';
export const UNKNOWN_HOST_MESSAGE = 'The host name of the result link could not be found.';

export class OutboundAddressError extends Error {
  constructor(
    message: string,
    readonly reason: 'private' | 'unknown_host',
  ) {
    super(message);
  }
}

const bare = (hostname: string) => hostname.replace(/^\[|\]$/g, '');

/** Every address the host resolves to now; refused whole when one of them is private. */
export async function publicAddressesOf(hostname: string): Promise<dns.LookupAddress[]> {
  const host = bare(hostname);
  let addresses: dns.LookupAddress[];
  try {
    addresses = isIP(host)
      ? [{ address: host, family: isIP(host) }]
      : await dns.promises.lookup(host, { all: true, verbatim: true });
  } catch {
    throw new OutboundAddressError(UNKNOWN_HOST_MESSAGE, 'unknown_host');
  }
  if (addresses.length === 0) throw new OutboundAddressError(UNKNOWN_HOST_MESSAGE, 'unknown_host');
  if (addresses.some((a) => isPrivateAddress(a.address)))
    throw new OutboundAddressError(PRIVATE_ADDRESS_MESSAGE, 'private');
  return addresses;
}

/** A socket lookup that checks what DNS answers and connects to the address it checked. */
const checkedLookup: LookupFunction = (hostname, options, callback) => {
  publicAddressesOf(hostname).then(
    (addresses) => {
      if (options.all) callback(null, addresses);
      else callback(null, addresses[0]!.address, addresses[0]!.family);
    },
    (error: Error) => callback(error as NodeJS.ErrnoException, '', 0),
  );
};

/**
 * POSTs a JSON body and answers the status. Private addresses are refused unless allowPrivate
 * (ATS_ALLOW_LOCAL_HTTP=1, tests and local trials only). Redirects are not followed.
 */
export function postJson(
  url: string,
  headers: Record<string, string>,
  payload: string,
  options: { timeoutMs: number; allowPrivate: boolean },
): Promise<number> {
  const target = new URL(url);
  const client = target.protocol === 'http:' ? http : https;
  // A literal address is connected to without a lookup: it is checked here instead.
  const literal = bare(target.hostname);
  if (!options.allowPrivate && isIP(literal) && isPrivateAddress(literal))
    return Promise.reject(new OutboundAddressError(PRIVATE_ADDRESS_MESSAGE, 'private'));
  return new Promise((resolve, reject) => {
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(payload)),
        },
        timeout: options.timeoutMs,
        ...(options.allowPrivate ? {} : { lookup: checkedLookup }),
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${options.timeoutMs / 1000} s`)));
    request.on('error', reject);
    request.end(payload);
  });
}
