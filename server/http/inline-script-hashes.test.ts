import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { inlineScriptSources } from './inline-script-hashes.ts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const LOADER = "(function(){document.documentElement.dataset.started='yes';})();";
const LOGIN = `<!doctype html><html><head><script type="application/json" id="assay-preload">{"deferred":{}}</script></head><body><div id="root" data-shell="en"><h1>Sign in</h1></div>\n  <script>${LOADER}</script>\n  </body></html>`;

let staticDir: string;
let t: TestApp;

beforeAll(async () => {
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'assay-static-'));
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(staticDir, 'login.html'), LOGIN);
  t = await startTestApp({}, { staticDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

test('the hashes are of the executable inline scripts only: not of data, nor of a script with a src', () => {
  const html = `<script type="application/json">{"a":1}</script><script src="/x.js" async></script><script>one()</script><script type="module">two()</script>`;
  expect(inlineScriptSources(html)).toEqual([sha256('one()'), sha256('two()')]);
});

test('given the built sign-in page starts the app from an inline script, then every page’s policy allows that script by its hash and no other inline script', async () => {
  for (const url of ['/login', '/user/assessment-questions']) {
    const res = await t.request({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(scriptSrc?.split(' ').sort()).toEqual(["'self'", sha256(LOADER)].sort());
  }
});
