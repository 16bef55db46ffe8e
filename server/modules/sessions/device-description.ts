/**
 * What a sessions page says about a device: its browser and system from the user agent (bowser),
 * and the network it came from. There is no GeoIP database, so the place is the address's own
 * network (an IPv4 /24 or an IPv6 /48), which a person recognises as home or office.
 */
import Bowser from 'bowser';

export function describeUserAgent(userAgent: string): { browser: string; os: string } {
  if (!userAgent) return { browser: '', os: '' };
  const parsed = Bowser.parse(userAgent);
  const major = parsed.browser.version?.split('.')[0];
  const browser = [parsed.browser.name, major].filter(Boolean).join(' ');
  const os = [parsed.os.name, parsed.os.versionName ?? parsed.os.version].filter(Boolean).join(' ');
  return { browser, os };
}

export function networkOf(ip: string | null | undefined): string | null {
  if (!ip) return null;
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/i.exec(ip);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.x`;
  if (!ip.includes(':')) return null;
  const [head = ''] = ip.split('::');
  const groups = head.split(':').filter(Boolean);
  while (groups.length < 3) groups.push('0');
  return `${groups.slice(0, 3).join(':')}::/48`;
}
