import { afterEach, describe, expect, it } from 'vitest';
import { failedFileUrl, whenReachable } from './when-reachable.ts';

const ORIGIN = 'https://assay.example';
const FILE = `${ORIGIN}/assets/a.js`;

let online = true;
Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
afterEach(() => {
  online = true;
});

/** A network that fails `failures` times, then answers with `status`. */
function network(failures: number, status: number) {
  const tries: string[] = [];
  const ask = async (url: string) => {
    tries.push(url);
    if (tries.length <= failures) throw new TypeError('Failed to fetch');
    return { ok: status >= 200 && status < 300 };
  };
  return { ask, tries };
}

const noPause = async () => undefined;

describe('the file a failed page names', () => {
  it("given Chromium's and Vite's words, when read, then the file's URL on this origin", () => {
    expect(failedFileUrl(`Failed to fetch dynamically imported module: ${ORIGIN}/assets/terms-Ab1.js`, ORIGIN)).toBe(
      `${ORIGIN}/assets/terms-Ab1.js`,
    );
    expect(failedFileUrl('Unable to preload CSS for /assets/terms-Ab1.css', ORIGIN)).toBe(
      `${ORIGIN}/assets/terms-Ab1.css`,
    );
    expect(
      failedFileUrl('Failed to fetch dynamically imported module: https://elsewhere.example/x.js', ORIGIN),
    ).toBeUndefined();
    expect(failedFileUrl('Importing a module script failed.', ORIGIN)).toBeUndefined();
  });
});

describe('when reachable', () => {
  it('given a network back for the browser but not yet for requests, when waited on, then it resolves once the file answers', async () => {
    const { ask, tries } = network(3, 200);
    expect(await whenReachable(FILE, new AbortController().signal, ask, noPause)).toBe(true);
    expect(tries).toHaveLength(4);
  });

  it('given a device offline, when waited on, then nothing is asked until the network returns', async () => {
    online = false;
    const { ask, tries } = network(0, 200);
    const answer = whenReachable(FILE, new AbortController().signal, ask, noPause);
    await Promise.resolve();
    expect(tries).toHaveLength(0);
    online = true;
    window.dispatchEvent(new Event('online'));
    expect(await answer).toBe(true);
    expect(tries).toHaveLength(1);
  });

  it('given a file the server no longer has (a new version), when waited on, then it resolves false at its first answer', async () => {
    const { ask, tries } = network(1, 404);
    expect(await whenReachable(FILE, new AbortController().signal, ask, noPause)).toBe(false);
    expect(tries).toHaveLength(2);
  });

  it('given the page left meanwhile, when the network never comes back, then asking stops', async () => {
    const controller = new AbortController();
    const { ask, tries } = network(Number.POSITIVE_INFINITY, 200);
    const settled = await Promise.race([
      whenReachable(FILE, controller.signal, ask, async () => controller.abort()).then(() => 'settled'),
      new Promise((resolve) => setTimeout(() => resolve('pending'), 50)),
    ]);
    expect(settled).toBe('pending');
    expect(tries).toHaveLength(1);
  });
});
